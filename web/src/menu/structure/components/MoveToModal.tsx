// "Move to…": choose a category's new parent (or the top level) from a list, without dragging.
import { useEffect, useState } from "react";
import { Button, Flex, Form, Modal, Select } from "antd";
import { useIntl } from "react-intl";
import type { ParentChoice } from "../categoryTree";
import { structureMessages as m } from "../messages";

const TOP_LEVEL = "";

export interface MoveToModalProps {
  open: boolean;
  /** The moved category's name. */
  name: string;
  choices: readonly ParentChoice[];
  nameOf: (id: string) => string;
  onSubmit: (parentId: string | null) => Promise<void>;
  onClose: () => void;
}

export function MoveToModal({ open, name, choices, nameOf, onSubmit, onClose }: MoveToModalProps) {
  const intl = useIntl();
  const current = choices.find((c) => c.current)?.id ?? null;
  const [chosen, setChosen] = useState<string>(current ?? TOP_LEVEL);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setChosen(current ?? TOP_LEVEL);
  }, [open, current]);

  const options = choices.map((c) => {
    const label = c.id === null ? intl.formatMessage(m.topLevel) : nameOf(c.id);
    return {
      value: c.id ?? TOP_LEVEL,
      label: c.current ? intl.formatMessage(m.currentPlace, { name: label }) : label,
      // Indented like the tree, so that the structure stays readable in a flat list.
      title: label,
      depth: c.depth,
    };
  });

  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(chosen === TOP_LEVEL ? null : chosen);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={intl.formatMessage(m.moveToTitle, { name })} onCancel={onClose} footer={null} destroyOnHidden>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={intl.formatMessage(m.moveToLabel)} extra={intl.formatMessage(m.moveToHelp)} htmlFor="structure-move-to">
          <Select
            id="structure-move-to"
            value={chosen}
            onChange={setChosen}
            options={options}
            showSearch={{ optionFilterProp: "title" }}
            optionRender={(option) => <span style={{ paddingInlineStart: (option.data.depth ?? 0) * 16 }}>{option.data.label}</span>}
          />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <Button type="primary" htmlType="submit" loading={busy} disabled={chosen === (current ?? TOP_LEVEL)}>
            {intl.formatMessage(m.move)}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
