// /accounts (owner or `accounts`): the company's access rights with their permissions, last login and last
// activity, updated live; add, edit and delete (spec §6 confirmation). Staff cannot edit or delete an access
// right holding a permission they lack (the server refuses it too).
import { useCallback } from "react";
import { Alert, App, Button, Empty, Flex, Spin, Tag, Typography } from "antd";
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import type { Account } from "@comanda/shared";
import { useCompany, useFormatters } from "../../company";
import { usePrincipal } from "../../data/session";
import { useErrorText } from "../../i18n/errors";
import { uiMessages } from "../../ui/messages";
import { accountListMessages as m, permissionMessages } from "../messages";
import { mayManage, PERMISSION_TOGGLES } from "../model";
import { deleteAccount, lastActivityOf, useAccounts, useLastTimeOnline } from "../repository";
import { accountEditPath, NEW_ACCOUNT_PATH } from "../urls";
import "../accounts.css";

export default function AccountsView() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const principal = usePrincipal();
  const { companyId } = useCompany();
  const { formatDateTime } = useFormatters();
  const accounts = useAccounts(companyId);

  const onDelete = useCallback(
    (account: Account) => {
      const name = account.name || t(uiMessages.noName);
      modal.confirm({
        title: t(m.deleteConfirm),
        content: t(m.deleteHint, { name }),
        okText: t(m.delete),
        okButtonProps: { danger: true },
        cancelText: t(m.cancel),
        onOk: async () => {
          try {
            await deleteAccount(account.id);
            void message.success(t(m.deleted));
          } catch (error) {
            void message.error(errorText(error));
          }
        },
      });
    },
    [modal, message, errorText, t],
  );

  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : t(m.never));

  let body;
  if (accounts.error) body = <Alert type="error" showIcon title={t(m.loadFailed)} description={errorText(accounts.error)} />;
  else if (accounts.loading && accounts.data.length === 0)
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  else if (accounts.data.length === 0)
    body = (
      <Empty
        style={{ padding: "32px 16px", background: "var(--ant-color-bg-container, #fff)", borderRadius: 8 }}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t(m.emptyTitle)}</Typography.Text>
            <Typography.Text type="secondary">{t(m.emptyText)}</Typography.Text>
          </Flex>
        }
      />
    );
  else
    body = (
      <div className="accounts-table-box">
        <table className="accounts-table" aria-label={t(m.listLabel)}>
          <thead>
            <tr>
              <th scope="col">{t(m.name)}</th>
              <th scope="col">{t(m.permissions)}</th>
              <th scope="col">{t(m.lastLogin)}</th>
              <th scope="col">{t(m.lastActivity)}</th>
              <th scope="col">
                <span className="accounts-visually-hidden">{t(m.actions)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.data.map((a) => {
              const name = a.name || t(uiMessages.noName);
              const held = PERMISSION_TOGGLES.filter((p) => (a.permissions ?? []).includes(p));
              const allowed = mayManage(principal, a.permissions ?? []);
              return (
                <tr key={a.id}>
                  <td>
                    <Link to={accountEditPath(a.id)}>{name}</Link>
                  </td>
                  <td data-label={t(m.permissions)}>
                    {held.length === 0 ? (
                      <Typography.Text type="secondary">{t(m.noPermissions)}</Typography.Text>
                    ) : (
                      <Flex gap={4} wrap>
                        {held.map((p) => (
                          <Tag key={p} style={{ marginInlineEnd: 0 }}>
                            {t(permissionMessages[p])}
                          </Tag>
                        ))}
                      </Flex>
                    )}
                  </td>
                  <td data-label={t(m.lastLogin)}>{when(a.lastLogin)}</td>
                  <td data-label={t(m.lastActivity)}>
                    <LastActivity account={a} when={when} />
                  </td>
                  <td>
                    <Flex gap={4} justify="flex-end">
                      <Button type="text" icon={<EditOutlined />} aria-label={t(m.edit, { name })} onClick={() => void navigate(accountEditPath(a.id))} />
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t(m.deleteLabel, { name })} disabled={!allowed} onClick={() => onDelete(a)} />
                    </Flex>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="accounts-page">
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t(m.title)}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(NEW_ACCOUNT_PATH)}>
          {t(m.add)}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t(m.intro)}</Typography.Paragraph>
      {body}
    </div>
  );
}

/** The later of the access right's last activity and the last time its QR-code login had the admin open. */
function LastActivity({ account, when }: { account: Account; when: (iso: string | null | undefined) => string }) {
  const online = useLastTimeOnline(account.id);
  return <>{when(lastActivityOf(account, online.data?.lastTimeOnline))}</>;
}
