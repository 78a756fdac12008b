// The "Add vouchers" modal (presentational): the batch's name, how many (1 to 10,000, each its own code made by
// the server) and an internal description. A refusal keeps what was typed, with the server's words under the field.
import { Button, Flex, Modal } from "antd";
import { useIntl } from "react-intl";
import { DISCOUNT_LIMITS, type CreateVouchersRequest } from "@comanda/shared";
import { ApiError } from "../../../../data/api";
import { FormKit, NumberField, SubmitButton, TextAreaField, TextField } from "../../../../ui/form";
import { addVouchersMessages as m } from "../../messages";

export interface AddVouchersValues {
  name: string;
  quantity: number | null;
  internalDescription: string;
}

const EMPTY: AddVouchersValues = { name: "", quantity: null, internalDescription: "" };

export interface AddVouchersModalProps {
  open: boolean;
  /** Creates the vouchers; a rejection keeps the modal open (field errors under their fields). */
  onSubmit: (request: CreateVouchersRequest) => Promise<void>;
  onClose: () => void;
}

/** The request for the typed values; a quantity that is not a whole number is refused under its field. */
export function addVouchersRequest(values: AddVouchersValues): CreateVouchersRequest {
  const quantity = values.quantity ?? 0;
  if (!Number.isInteger(quantity)) throw new ApiError("validation", 0, { quantity: ["type"] });
  const description = values.internalDescription.trim();
  return { name: values.name.trim(), quantity, ...(description ? { internalDescription: description } : {}) };
}

export function AddVouchersModal({ open, onSubmit, onClose }: AddVouchersModalProps) {
  const t = useIntl().formatMessage;
  return (
    <Modal open={open} title={t(m.title)} onCancel={onClose} footer={null} destroyOnHidden maskClosable={false}>
      <FormKit<AddVouchersValues> initialValues={EMPTY} onSubmit={(values) => onSubmit(addVouchersRequest(values))} promptOnLeave={false}>
        <TextField name="name" label={t(m.name)} required maxLength={200} help={t(m.nameHelp)} />
        <NumberField name="quantity" label={t(m.quantity)} required min={1} max={DISCOUNT_LIMITS.maxVouchersPerRequest} help={t(m.quantityHelp, { max: DISCOUNT_LIMITS.maxVouchersPerRequest })} />
        <TextAreaField name="internalDescription" label={t(m.description)} rows={2} maxLength={DISCOUNT_LIMITS.internalDescriptionLength} help={t(m.descriptionHelp)} />
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>{t(m.cancel)}</Button>
          <SubmitButton>{t(m.submit)}</SubmitButton>
        </Flex>
      </FormKit>
    </Modal>
  );
}
