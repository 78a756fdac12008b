// The frame of a list screen: the title with the add button, the introduction, then the list, a spinner while
// it first loads, its loading error, or the empty state; more sections may follow. And the delete confirmation
// (spec §6/§8) with its message either way.
import { useCallback, type ReactNode } from "react";
import { Alert, App, Button, Empty, Flex, Spin, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl, type MessageDescriptor } from "react-intl";
import { useErrorText } from "../../i18n/errors";
import "./screen.css";

export interface ListScreenProps {
  title: string;
  addLabel: string;
  onAdd: () => void;
  intro: string;
  /** The live list's state: nothing loaded yet, its error, nothing in it. */
  list: { loading: boolean; error: unknown; empty: boolean };
  loadFailed: string;
  emptyTitle: string;
  emptyText: string;
  /** The list itself, shown once loaded and not empty. */
  children: ReactNode;
  /** Sections after the list (shown whatever its state). */
  after?: ReactNode;
}

export function ListScreen({ title, addLabel, onAdd, intro, list, loadFailed, emptyTitle, emptyText, children, after }: ListScreenProps) {
  const errorText = useErrorText();
  let body: ReactNode;
  if (list.error) body = <Alert type="error" showIcon title={loadFailed} description={errorText(list.error)} />;
  else if (list.loading && list.empty)
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  else if (list.empty)
    body = (
      <Empty
        style={{ padding: "32px 16px", background: "var(--ant-color-bg-container, #fff)", borderRadius: 8 }}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{emptyTitle}</Typography.Text>
            <Typography.Text type="secondary">{emptyText}</Typography.Text>
          </Flex>
        }
      />
    );
  else body = children;

  return (
    <div className="screen-page">
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {title}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {body}
      {after}
    </div>
  );
}

export interface ConfirmDeleteMessages {
  /** The question ("Do you really want to delete this printer?"). */
  confirm: MessageDescriptor;
  /** The line under it, with {name}. */
  hint: MessageDescriptor;
  ok: MessageDescriptor;
  cancel: MessageDescriptor;
  /** Said once it is deleted. */
  done: MessageDescriptor;
}

/** `confirmDelete(id, name)` asks, then deletes through `remove` and says so (or shows why not). */
export function useConfirmDelete(messages: ConfirmDeleteMessages, remove: (id: string) => Promise<unknown>): (id: string, name: string) => void {
  const t = useIntl().formatMessage;
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  return useCallback(
    (id: string, name: string) => {
      modal.confirm({
        title: t(messages.confirm),
        content: t(messages.hint, { name }),
        okText: t(messages.ok),
        okButtonProps: { danger: true },
        cancelText: t(messages.cancel),
        onOk: async () => {
          try {
            await remove(id);
            void message.success(t(messages.done));
          } catch (error) {
            void message.error(errorText(error));
          }
        },
      });
    },
    [modal, message, errorText, t, messages, remove],
  );
}
