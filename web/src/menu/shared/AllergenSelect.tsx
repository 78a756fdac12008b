// Choice of the 14 EU allergens as toggle chips; compact mode folds them behind a button (addon and option rows).
import { useState } from "react";
import { Button, Popover, Tag, Typography } from "antd";
import { CheckOutlined, DownOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { ALLERGENS, type Allergen } from "@comanda/shared";
import { allergenMessages, allergenSelectMessages as m } from "./messages";
import "./menuShared.css";

export interface AllergenSelectProps {
  value?: readonly Allergen[] | null;
  onChange?: (value: Allergen[]) => void;
  disabled?: boolean;
  /** A button with the chosen allergens beside it; the chips open in a popover. */
  compact?: boolean;
  id?: string;
  /** Names the group for assistive technology (e.g. "Allergens: Extra cheese"). */
  label?: string;
}

/** Toggles an allergen, keeping the list in the regulation's order. */
export function toggleAllergen(value: readonly Allergen[], allergen: Allergen): Allergen[] {
  const chosen = new Set(value);
  if (chosen.has(allergen)) chosen.delete(allergen);
  else chosen.add(allergen);
  return ALLERGENS.filter((a) => chosen.has(a));
}

function Chips({ value, onChange, disabled, label, id }: { value: readonly Allergen[]; onChange?: (v: Allergen[]) => void; disabled?: boolean; label: string; id?: string }) {
  const intl = useIntl();
  return (
    <div className="allergen-chips" role="group" aria-label={label} id={id}>
      {ALLERGENS.map((allergen) => {
        const on = value.includes(allergen);
        return (
          <button key={allergen} type="button" className="allergen-chip" aria-pressed={on} disabled={disabled} onClick={() => onChange?.(toggleAllergen(value, allergen))}>
            <span className="allergen-chip-mark" aria-hidden>
              {on ? <CheckOutlined /> : "+"}
            </span>
            {intl.formatMessage(allergenMessages[allergen])}
          </button>
        );
      })}
    </div>
  );
}

/** The names of allergens as small tags, or "No allergens". */
export function AllergenTags({ value, emptyText }: { value: readonly Allergen[]; emptyText?: string }) {
  const intl = useIntl();
  if (value.length === 0) return <Typography.Text type="secondary">{emptyText ?? intl.formatMessage(m.none)}</Typography.Text>;
  return (
    <span className="allergen-summary">
      {value.map((a) => (
        <Tag key={a} color="orange">
          {intl.formatMessage(allergenMessages[a])}
        </Tag>
      ))}
    </span>
  );
}

export function AllergenSelect({ value, onChange, disabled, compact, id, label }: AllergenSelectProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const chosen = value ?? [];
  const groupLabel = label ?? intl.formatMessage(m.allergens);
  if (!compact) return <Chips value={chosen} onChange={onChange} disabled={disabled} label={groupLabel} id={id} />;
  const summary = chosen.length === 0 ? intl.formatMessage(m.none) : chosen.map((a) => intl.formatMessage(allergenMessages[a])).join(", ");
  return (
    <span className="allergen-summary" id={id}>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        placement="bottomLeft"
        content={
          <div className="allergen-popover">
            <Chips value={chosen} onChange={onChange} disabled={disabled} label={groupLabel} />
          </div>
        }
      >
        <Button disabled={disabled} aria-expanded={open} aria-label={`${groupLabel}: ${summary}`} className="allergen-compact-button">
          <span className="allergen-compact-text">{summary}</span>
          <DownOutlined style={{ fontSize: 10 }} aria-hidden />
        </Button>
      </Popover>
    </span>
  );
}
