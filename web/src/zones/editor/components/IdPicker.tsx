// A multi-select of ids from one of the company's lists (categories, pages, stories, discounts). Ids that are
// no longer in the list, or a list the user may not read, show as unavailable and stay selected as saved.
import { Alert, Select } from "antd";
import { useIntl } from "react-intl";
import type { PickerList } from "../pickers";
import { zoneEditorMessages as m } from "../messages";

export interface IdPickerProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  list: PickerList;
  disabled?: boolean;
  "aria-label"?: string;
}

export function IdPicker({ id, value, onChange, list, disabled, "aria-label": ariaLabel }: IdPickerProps) {
  const intl = useIntl();
  const selected = value ?? [];
  const known = new Set(list.entries.map((e) => e.id));
  const fallback = intl.formatMessage(m.choose);
  const unavailable = (entryId: string) => intl.formatMessage(m.unavailableEntry, { id: entryId });
  const options = [
    ...list.entries.map((e) => ({ value: e.id, label: e.label.trim() ? e.label : e.id })),
    // While the list loads the labels are not known yet: no "unavailable" flash for every stored id.
    ...(list.loading ? [] : selected.filter((s) => !known.has(s)).map((s) => ({ value: s, label: unavailable(s) }))),
  ];
  return (
    <>
      {list.unreadable ? (
        <Alert type="info" showIcon style={{ marginBottom: 8 }} title={intl.formatMessage(m.listUnreadable, { count: selected.length })} />
      ) : null}
      <Select
        id={id}
        aria-label={ariaLabel}
        mode="multiple"
        value={selected}
        onChange={(next: string[]) => onChange?.(next)}
        options={options}
        loading={list.loading}
        // Without the list nothing could be chosen, and removing an entry would lose what another user set.
        disabled={disabled || list.unreadable}
        placeholder={fallback}
        showSearch={{ optionFilterProp: "label" }}
        allowClear
        style={{ width: "100%" }}
      />
    </>
  );
}
