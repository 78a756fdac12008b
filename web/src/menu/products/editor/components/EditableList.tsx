// A list value of the form (addons, option blocks, slots, …) edited row by row: add, remove and move.
// Unlike antd's Form.List it keeps absolute field paths in the rows ("addons.0.name.en"), which the kit's
// translated fields and the API's field errors use; changes still go through the form as edits, so the
// unsaved-changes prompt sees them.
import type { ReactNode } from "react";
import { Button, Flex, Form, type FormRule } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { moveItem } from "../productForm";
import { productEditorMessages as m } from "../messages";

export interface ListOps<T> {
  add: (...items: T[]) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
}

interface ListControlProps<T> {
  value?: T[];
  onChange?: (value: T[]) => void;
  render: (items: T[], ops: ListOps<T>) => ReactNode;
}

function ListControl<T>({ value, onChange, render }: ListControlProps<T>) {
  const items = value ?? [];
  const ops: ListOps<T> = {
    add: (...more) => onChange?.([...items, ...more]),
    remove: (index) => onChange?.(items.filter((_, i) => i !== index)),
    move: (from, to) => onChange?.(moveItem(items, from, to)),
  };
  return <>{render(items, ops)}</>;
}

export interface ListFieldProps<T> {
  name: (string | number)[];
  rules?: FormRule[];
  render: (items: T[], ops: ListOps<T>) => ReactNode;
}

/** The list at `name`; its own errors (e.g. "add at least one") show below the rows. */
export function ListField<T>({ name, rules, render }: ListFieldProps<T>) {
  return (
    <Form.Item name={name} rules={rules} style={{ marginBottom: 0 }}>
      <ListControl<T> render={render} />
    </Form.Item>
  );
}

/** Move up, move down and remove buttons of a row; `what` names the row for screen readers. */
export function RowActions<T>({ index, count, ops, what, disabled }: { index: number; count: number; ops: ListOps<T>; what: string; disabled?: boolean }) {
  const intl = useIntl();
  return (
    <Flex gap={4} className="pe-row-actions">
      <Button
        type="text"
        icon={<ArrowUpOutlined />}
        disabled={disabled || index === 0}
        aria-label={`${intl.formatMessage(m.moveUp)}: ${what}`}
        title={intl.formatMessage(m.moveUp)}
        onClick={() => ops.move(index, index - 1)}
      />
      <Button
        type="text"
        icon={<ArrowDownOutlined />}
        disabled={disabled || index >= count - 1}
        aria-label={`${intl.formatMessage(m.moveDown)}: ${what}`}
        title={intl.formatMessage(m.moveDown)}
        onClick={() => ops.move(index, index + 1)}
      />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        disabled={disabled}
        aria-label={`${intl.formatMessage(m.remove)}: ${what}`}
        title={intl.formatMessage(m.remove)}
        onClick={() => ops.remove(index)}
      />
    </Flex>
  );
}
