// /menu/discounts/new and /menu/discounts/:id/edit: the discount's form saved whole through /api, its window typed
// and shown on the company's clock (stored as UTC instants); once a discount valid for voucher codes is saved,
// its vouchers below (add, list, CSV, PDF sheet).
import { useCallback, useState } from "react";
import { Alert } from "antd";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import type { DiscountValidFor } from "@comanda/shared";
import { useCompany } from "../../../../company";
import { PageSpinner } from "../../../../ui/PageSpinner";
import { EditorNotFound, EditorScreen, useEntityEditor } from "../../../../ui/screen";
import { DiscountEditorForm } from "../components/DiscountEditorForm";
import { discountEditorMessages as m, voucherMessages as v } from "../../messages";
import { discountToFormValues, formValuesToRequest, newDiscountValues, type DiscountFormValues } from "../../model";
import { saveDiscount, useDiscounts } from "../../repository";
import { DISCOUNTS_PATH, discountEditPath } from "../../urls";
import { VouchersSection } from "./VouchersSection";
import "../../discounts.css";

const SAVE_MESSAGES = { saved: m.saved, created: m.created };

/** What stands in for the new discount until the live list brings it: as the server stores it. */
const createdValues = (values: DiscountFormValues): DiscountFormValues => ({ ...values, name: values.name.trim() });

export default function DiscountEditorView() {
  const { id } = useParams<{ id: string }>();
  // A new key per discount: going from one discount to another starts a fresh form.
  return <DiscountEditor key={id ?? "new"} discountId={id ?? null} />;
}

function DiscountEditor({ discountId }: { discountId: string | null }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const { companyId, timezone, loading: companyLoading } = useCompany();
  const discounts = useDiscounts(companyId);
  const stored = discountId ? (discounts.data.find((d) => d.id === discountId) ?? null) : null;

  const toValues = useCallback((discount: NonNullable<typeof stored>) => discountToFormValues(discount, timezone), [timezone]);
  const save = useCallback(async (values: DiscountFormValues, id: string | undefined) => (await saveDiscount(formValuesToRequest(values, timezone), id)).id, [timezone]);
  const editor = useEntityEditor({
    id: discountId,
    stored,
    companyLoading,
    listLoading: discounts.loading,
    toValues,
    newValues: newDiscountValues,
    save,
    editPath: discountEditPath,
    messages: SAVE_MESSAGES,
    createdValues,
  });
  const [typedValidFor, setTypedValidFor] = useState<DiscountValidFor | null>(null);

  if (editor.notFound) return <EditorNotFound title={t(m.notFoundTitle)} text={t(m.notFoundText)} backTo={DISCOUNTS_PATH} backLabel={t(m.backToList)} />;
  const { initialValues } = editor;
  if (!initialValues) return <PageSpinner />;

  // The vouchers belong to a saved discount valid for codes (just created: what was saved stands in).
  const savedValidFor = stored?.validFor ?? (discountId ? editor.navState?.created?.validFor : undefined);
  const validFor = typedValidFor ?? initialValues.validFor;
  let vouchers = null;
  if (discountId && savedValidFor === "voucher") vouchers = <VouchersSection discountId={discountId} />;
  else if (validFor === "voucher") vouchers = <Alert type="info" showIcon style={{ marginTop: 16 }} title={t(v.saveFirst)} />;

  return (
    <EditorScreen backTo={DISCOUNTS_PATH} backLabel={t(m.backToList)} title={t(discountId ? m.titleEdit : m.titleNew)} name={stored?.name}>
      <div style={{ maxWidth: 880 }}>
        <DiscountEditorForm
          initialValues={initialValues}
          onSubmit={editor.submit}
          onCancel={() => void navigate(DISCOUNTS_PATH)}
          timezone={timezone}
          onValidForChange={setTypedValidFor}
        />
        {vouchers}
      </div>
    </EditorScreen>
  );
}
