// The "Add vouchers" modal (presentational): the batch's name, how many (1 to 10,000, each its own code made by
// the server) and an internal description. A refusal keeps what was typed, with the server's words under the field.
import { Button, Flex, Modal } from "antd";
import { useIntl } from "react-intl";
import { DISCOUNT_LIMITS, type CreateVouchersRequest } from "@comanda/shared";
import { ApiError } from "../../../../data/api";
import { FormKit, NumberField, SubmitButton, TextAreaField, TextField } from "../../../../ui/form";
import { addVouchersMessages as m } from "../../messages";

/**
 * The modal's values sit under `vouchers`: its fields' ids ("vouchers_name") then differ from the discount form's
 * ("name") on the same page, so each label names its own input.
 */
export interface AddVouchersValues {
  vouchers: { name: string; quantity: number | null; internalDescription: string };
}

const EMPTY: AddVouchersValues = { vouchers: { name: "", quantity: null, internalDescription: "" } };

export interface AddVouchersModalProps {
  open: boolean;
  /** Creates the vouchers; a rejection keeps the modal open (field errors under their fields). */
  onSubmit: (request: CreateVouchersRequest) => Promise<void>;
  onClose: () => void;
}

/** The request for the typed values; a quantity that is not a whole number is refused under its field. */
export function addVouchersRequest({ vouchers }: AddVouchersValues): CreateVouchersRequest {
  const quantity = vouchers.quantity ?? 0;
  if (!Number.isInteger(quantity)) throw new ApiError("validation", 0, { "vouchers.quantity": ["type"] });
  const description = vouchers.internalDescription.trim();
  return { name: vouchers.name.trim(), quantity, ...(description ? { internalDescription: description } : {}) };
}

/** The server's field errors ("quantity") placed under the modal's fields ("vouchers.quantity"). */
function underModalFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([path, codes]) => [`vouchers.${path}`, codes]));
  return new ApiError(error.code, error.status, fields, error.details);
}

export function AddVouchersModal({ open, onSubmit, onClose }: AddVouchersModalProps) {
  const t = useIntl().formatMessage;
  return (
    <Modal open={open} title={t(m.title)} onCancel={onClose} footer={null} destroyOnHidden maskClosable={false}>
      <FormKit<AddVouchersValues> initialValues={EMPTY} onSubmit={(values) => onSubmit(addVouchersRequest(values)).catch((error: unknown) => Promise.reject(underModalFields(error)))} promptOnLeave={false}>
        <TextField name={["vouchers", "name"]} label={t(m.name)} required maxLength={200} help={t(m.nameHelp)} />
        <NumberField name={["vouchers", "quantity"]} label={t(m.quantity)} required min={1} max={DISCOUNT_LIMITS.maxVouchersPerRequest} help={t(m.quantityHelp, { max: DISCOUNT_LIMITS.maxVouchersPerRequest })} />
        <TextAreaField name={["vouchers", "internalDescription"]} label={t(m.description)} rows={2} maxLength={DISCOUNT_LIMITS.internalDescriptionLength} help={t(m.descriptionHelp)} />
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>{t(m.cancel)}</Button>
          <SubmitButton>{t(m.submit)}</SubmitButton>
        </Flex>
      </FormKit>
    </Modal>
  );
}
