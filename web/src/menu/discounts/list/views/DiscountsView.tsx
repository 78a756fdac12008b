// /menu/discounts (owner or `products`): the company's discounts, live, with their percentage, who they are for,
// their window on the company's clock, enabled, their state and their vouchers' counts; filters kept in the URL
// (valid for, state, enabled, a search by name); add, edit, and delete after a confirmation (refused by the
// server while an order holds one of the discount's vouchers, with its words).
import { useCallback, useMemo } from "react";
import { Alert, Empty, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useCompany, useFormatters } from "../../../../company";
import { useErrorText } from "../../../../i18n/errors";
import { uiMessages } from "../../../../ui/messages";
import { ListScreen, useConfirmDelete, type ConfirmDeleteMessages } from "../../../../ui/screen";
import { useMinuteClock } from "../../../../ui/useMinuteClock";
import { useUrlFilters, type UrlFilterFormat } from "../../../../ui/useUrlFilters";
import { DiscountFiltersBar } from "../components/DiscountFiltersBar";
import { DiscountTable } from "../components/DiscountTable";
import { discountListMessages as m } from "../../messages";
import { discountRow, filterRows, NO_FILTERS, readFilters, writeFilters, type DiscountFilters } from "../../model";
import { deleteDiscount, useDiscounts, useVoucherCounts } from "../../repository";
import { discountEditPath, NEW_DISCOUNT_PATH } from "../../urls";
import "../../discounts.css";

const IN_URL: UrlFilterFormat<DiscountFilters> = { read: readFilters, write: writeFilters, cleared: NO_FILTERS };
const DELETE_MESSAGES: ConfirmDeleteMessages = { confirm: m.deleteConfirm, hint: m.deleteHint, ok: m.deleteOk, cancel: m.cancel, done: m.deleted };

export default function DiscountsView() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { companyId, timezone } = useCompany();
  const { formatDateTime } = useFormatters();
  const now = useMinuteClock();
  const discounts = useDiscounts(companyId);
  const { filters, setSearch, changeFilters, clearFilters } = useUrlFilters(IN_URL);

  const voucherIds = useMemo(() => discounts.data.filter((d) => d.validFor === "voucher").map((d) => d.id), [discounts.data]);
  // A discount that changes (its state, a download of its codes) has its vouchers counted again.
  const version = useMemo(() => discounts.data.map((d) => `${d.id}:${d.status ?? ""}:${d.handedOutAt ?? ""}:${d.validFor}`).join("|"), [discounts.data]);
  const counts = useVoucherCounts(companyId, voucherIds, version);

  const rows = useMemo(() => discounts.data.map((d) => discountRow(d, counts.data.get(d.id), now)), [discounts.data, counts.data, now]);
  const shown = useMemo(() => filterRows(rows, filters), [rows, filters]);

  const confirmDelete = useConfirmDelete(DELETE_MESSAGES, deleteDiscount);
  const onDelete = useCallback((id: string) => confirmDelete(id, discounts.data.find((d) => d.id === id)?.name || t(uiMessages.noName)), [discounts.data, confirmDelete, t]);
  const onEdit = useCallback((id: string) => void navigate(discountEditPath(id)), [navigate]);

  return (
    <ListScreen
      title={t(m.title)}
      addLabel={t(m.add)}
      onAdd={() => void navigate(NEW_DISCOUNT_PATH)}
      intro={t(m.intro)}
      list={{ loading: discounts.loading, error: discounts.error, empty: discounts.data.length === 0 }}
      loadFailed={t(m.loadFailed)}
      emptyTitle={t(m.emptyTitle)}
      emptyText={t(m.emptyText)}
    >
      <Flex vertical gap={12}>
        <DiscountFiltersBar filters={filters} onSearch={setSearch} onChange={changeFilters} onClear={clearFilters} shown={shown.length} total={rows.length} />
        {counts.error ? <Alert type="warning" showIcon title={t(m.countsFailed)} description={errorText(counts.error)} /> : null}
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(m.noMatch)} />
        ) : (
          <DiscountTable rows={shown} formatDateTime={formatDateTime} countsLoading={counts.loading} onEdit={onEdit} onDelete={onDelete} />
        )}
        <Typography.Text type="secondary">{t(m.timezone, { timezone })}</Typography.Text>
      </Flex>
    </ListScreen>
  );
}
