// /accounts (owner or `accounts`): the company's access rights with their permissions, last login and last
// activity, updated live; add, edit and delete (spec §6 confirmation). Staff cannot edit or delete an access
// right holding a permission they lack (the server refuses it too).
import { Button, Flex, Tag, Typography } from "antd";
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import type { Account } from "@comanda/shared";
import { useCompany, useFormatters } from "../../company";
import { usePrincipal } from "../../data/session";
import { uiMessages } from "../../ui/messages";
import { ListScreen, ScreenTable, useConfirmDelete, type ConfirmDeleteMessages } from "../../ui/screen";
import { accountListMessages as m, permissionMessages } from "../messages";
import { mayManage, PERMISSION_TOGGLES } from "../model";
import { deleteAccount, lastActivityOf, useAccounts, useLastTimeOnline } from "../repository";
import { accountEditPath, NEW_ACCOUNT_PATH } from "../urls";

const DELETE_MESSAGES: ConfirmDeleteMessages = { confirm: m.deleteConfirm, hint: m.deleteHint, ok: m.delete, cancel: m.cancel, done: m.deleted };

export default function AccountsView() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const principal = usePrincipal();
  const { companyId } = useCompany();
  const { formatDateTime } = useFormatters();
  const accounts = useAccounts(companyId);

  const confirmDelete = useConfirmDelete(DELETE_MESSAGES, deleteAccount);

  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : t(m.never));

  return (
    <ListScreen
      title={t(m.title)}
      addLabel={t(m.add)}
      onAdd={() => void navigate(NEW_ACCOUNT_PATH)}
      intro={t(m.intro)}
      list={{ loading: accounts.loading, error: accounts.error, empty: accounts.data.length === 0 }}
      loadFailed={t(m.loadFailed)}
      emptyTitle={t(m.emptyTitle)}
      emptyText={t(m.emptyText)}
    >
      <ScreenTable label={t(m.listLabel)} columns={[t(m.name), t(m.permissions), t(m.lastLogin), t(m.lastActivity)]} actionsLabel={t(m.actions)}>
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
              <td className="screen-actions">
                <Flex gap={4} justify="flex-end">
                  <Button type="text" icon={<EditOutlined />} aria-label={t(m.edit, { name })} onClick={() => void navigate(accountEditPath(a.id))} />
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t(m.deleteLabel, { name })} disabled={!allowed} onClick={() => confirmDelete(a.id, name)} />
                </Flex>
              </td>
            </tr>
          );
        })}
      </ScreenTable>
    </ListScreen>
  );
}

/** The later of the access right's last activity and the last time its QR-code login had the admin open. */
function LastActivity({ account, when }: { account: Account; when: (iso: string | null | undefined) => string }) {
  const online = useLastTimeOnline(account.id);
  return <>{when(lastActivityOf(account, online.data?.lastTimeOnline))}</>;
}
