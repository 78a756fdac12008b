// The access-right form (presentational): name, note and the permission toggles of spec §6. A toggle the
// acting user does not hold is disabled with a hint; a refused save keeps everything typed (FormKit).
import { Button, Card, Flex, Form, Switch, Typography } from "antd";
import { useIntl } from "react-intl";
import type { StaffPermission } from "@comanda/shared";
import { FormKit, SubmitButton, TextAreaField, TextField } from "../../ui/form";
import { accountEditorMessages as m, permissionMessages } from "../messages";
import { PERMISSION_TOGGLES, type AccountFormValues } from "../model";

export interface AccountEditorFormProps {
  initialValues: AccountFormValues;
  onSubmit: (values: AccountFormValues) => Promise<void>;
  onCancel: () => void;
  /** Toggles the actor may not switch (they do not hold them). */
  locked: ReadonlySet<StaffPermission>;
  /** The whole form is read-only: the access right holds permissions the actor lacks. */
  readOnly?: boolean;
  promptOnLeave?: boolean;
}

export function AccountEditorForm({ initialValues, onSubmit, onCancel, locked, readOnly = false, promptOnLeave = true }: AccountEditorFormProps) {
  const t = useIntl().formatMessage;
  return (
    <FormKit<AccountFormValues> initialValues={initialValues} onSubmit={onSubmit} readOnly={readOnly} promptOnLeave={promptOnLeave}>
      <Flex vertical gap={16}>
        <Card size="small">
          <TextField name="name" label={t(m.name)} required maxLength={200} placeholder={t(m.namePlaceholder)} />
          <TextAreaField name="note" label={t(m.note)} help={t(m.noteHelp)} maxLength={2000} />
        </Card>
        <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(m.permissions)}</h2>}>
          <Typography.Paragraph type="secondary">{t(m.permissionsHelp)}</Typography.Paragraph>
          {PERMISSION_TOGGLES.map((p) => {
            const isLocked = locked.has(p);
            const label = t(permissionMessages[p]);
            const hintId = `account-permission-${p}-hint`;
            return (
              <Flex key={p} align="center" gap={12} style={{ marginBottom: 8 }}>
                <Form.Item name={["permissions", p]} valuePropName="checked" noStyle>
                  <Switch
                    aria-label={label}
                    disabled={readOnly || isLocked}
                    aria-describedby={isLocked ? hintId : undefined}
                    data-permission={p}
                  />
                </Form.Item>
                <Flex vertical>
                  <Typography.Text>{label}</Typography.Text>
                  {isLocked ? (
                    <Typography.Text type="secondary" id={hintId} style={{ fontSize: 12 }}>
                      {t(m.lockedHint)}
                    </Typography.Text>
                  ) : null}
                </Flex>
              </Flex>
            );
          })}
        </Card>
        {readOnly ? null : (
          <Flex gap={8} justify="flex-end" wrap>
            <Button onClick={onCancel}>{t(m.cancel)}</Button>
            <SubmitButton />
          </Flex>
        )}
      </Flex>
    </FormKit>
  );
}
