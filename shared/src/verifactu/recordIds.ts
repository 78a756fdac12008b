// The ids of a company's tax records (taxRecords/{id}): deterministic, from the order and the kind, or from the
// record a follow-up continues, so that a retried transaction, a redelivered event or an order reopened and done
// again never makes a second record (the server creates a record only after reading its id as free).
export const taxRecordIds = {
  /** The ticket (F2, or F1 with the customer's tax id) of an order: one per order, whatever happens to it. */
  ticket: (orderId: string) => `${orderId}-ticket`,
  /** The rectifying invoice (R5, R1) of an order's refund: the product refunds an order once. */
  refund: (orderId: string) => `${orderId}-refund`,
  /** The correction (subsanación) of a record; a correction the agency rejects again gets its own. */
  correction: (recordId: string) => `${recordId}-correction`,
  /** The RegistroAnulacion of a record's invoice. */
  cancellation: (recordId: string) => `${recordId}-cancellation`,
} as const;
