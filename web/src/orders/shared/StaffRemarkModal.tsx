// The staff remark modal (spec §2): an internal note on an order, saved with setStaffRemark. The board
// and the list open it; `onSave` is given so that tests and screens decide how it is written.
import { App, Button, Flex, Form, Modal } from "antd";
import { useIntl } from "react-intl";
import { FormKit, TextAreaField } from "../../ui/form";
import { uiMessages } from "../../ui/messages";
import { staffRemarkMessages as m } from "./staffRemarkMessages";

/** The longest remark the order schema accepts. */
export const STAFF_REMARK_MAX_LENGTH = 10_000;

export interface StaffRemarkModalProps {
  /** The order whose remark is edited; null keeps the modal closed. */
  order: { id: string; number?: number; staffRemark?: string } | null;
  onSave: (orderId: string, staffRemark: string) => Promise<void>;
  onClose: () => void;
}

interface RemarkValues {
  staffRemark: string;
}

export default function StaffRemarkModal({ order, onSave, onClose }: StaffRemarkModalProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<RemarkValues>();
  const title = order?.number ? intl.formatMessage(m.titleWithNumber, { number: order.number }) : intl.formatMessage(m.title);
  const formId = order ? `staff-remark-${order.id}` : "staff-remark";
  return (
    <Modal
      open={order !== null}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button size="large" onClick={onClose}>
            {intl.formatMessage(uiMessages.cancel)}
          </Button>
          <Button size="large" type="primary" htmlType="submit" form={formId}>
            {intl.formatMessage(m.save)}
          </Button>
        </Flex>
      }
    >
      {order ? (
        <FormKit<RemarkValues>
          id={formId}
          form={form}
          initialValues={{ staffRemark: order.staffRemark ?? "" }}
          promptOnLeave={false}
          onSubmit={async (values) => {
            await onSave(order.id, (values.staffRemark ?? "").trim());
            void message.success(intl.formatMessage(m.saved));
            onClose();
          }}
        >
          <TextAreaField name="staffRemark" label={intl.formatMessage(m.label)} help={intl.formatMessage(m.help)} rows={4} maxLength={STAFF_REMARK_MAX_LENGTH} />
        </FormKit>
      ) : null}
    </Modal>
  );
}
