// /customers/new and /customers/:id/edit: loads the customer and the lists the editor picks from, saves the
// whole customer through /api (the e-mail's uniqueness answered under its field), and shows the customer's
// recent orders to who may read orders.
import { useEffect, useState } from "react";
import { App, Card, Flex, Result, Spin, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router-dom";
import { hasAnyPermission, type Permission } from "@comanda/shared";
import { useCompany, useFormatters } from "../../../company";
import { useSession } from "../../../data/session";
import { useLanguage } from "../../../i18n/language";
import { useContentLanguages } from "../../../ui/contentLanguage";
import { PageSpinner } from "../../../ui/PageSpinner";
import { useCategoryEntries, usePageEntries, useStoryEntries } from "../../../zones/editor/pickers";
import { customerEditorMessages as m } from "../../messages";
import { saveCustomer, useCustomer, useCustomerOrders } from "../../repository";
import { CUSTOMERS_PATH, customerEditPath } from "../../urls";
import { CustomerEditorForm, type CustomerPickers } from "../components/CustomerEditorForm";
import { customerToFormValues, formValuesToRequest, newCustomerValues, type CustomerFormValues } from "../customerForm";
import "../../customers.css";

export default function CustomerEditorView() {
  const { id } = useParams<{ id: string }>();
  // A new key per customer: going from one customer to another starts a fresh form.
  return <CustomerEditor key={id ?? "new"} customerId={id ?? null} />;
}

function CustomerEditor({ customerId }: { customerId: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { language } = useLanguage();
  const { defaultLanguage } = useContentLanguages();
  const { info } = useCompany();
  const customer = useCustomer(customerId);
  const pickers: CustomerPickers = {
    categories: useCategoryEntries(language, defaultLanguage),
    pages: usePageEntries(),
    stories: useStoryEntries(),
  };

  // Loaded once: a change of the document meanwhile does not replace what is being typed.
  const [initialValues, setInitialValues] = useState<CustomerFormValues | null>(null);
  useEffect(() => {
    if (initialValues) return;
    if (!customerId) setInitialValues(newCustomerValues());
    else if (customer.data) setInitialValues(customerToFormValues(customer.data));
  }, [initialValues, customerId, customer.data]);

  const submit = async (values: CustomerFormValues) => {
    const id = await saveCustomer(formValuesToRequest(values), customerId ?? undefined);
    if (customerId) {
      void message.success(intl.formatMessage(m.saved));
      return;
    }
    void message.success(intl.formatMessage(m.created));
    void navigate(customerEditPath(id), { replace: true });
  };

  if (customerId && !customer.loading && !customer.data && !initialValues) {
    return (
      <div className="cu-page">
        <Result status="404" title={intl.formatMessage(m.notFoundTitle)} subTitle={intl.formatMessage(m.notFoundText)} extra={<Link to={CUSTOMERS_PATH}>{intl.formatMessage(m.back)}</Link>} />
      </div>
    );
  }
  if (!initialValues) return <PageSpinner />;

  return (
    <div className="cu-page">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Link to={CUSTOMERS_PATH} className="cu-back-link" style={{ alignSelf: "flex-start" }}>
          <ArrowLeftOutlined aria-hidden /> {intl.formatMessage(m.back)}
        </Link>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {intl.formatMessage(customerId ? m.titleEdit : m.titleNew)}
          {customer.data?.name ? <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>{` · ${customer.data.name}`}</Typography.Text> : null}
        </Typography.Title>
      </Flex>
      <div className="cu-main">
        <CustomerEditorForm
          initialValues={initialValues}
          onSubmit={submit}
          onCancel={() => void navigate(CUSTOMERS_PATH)}
          pickers={pickers}
          defaultCountry={info?.country ?? "ES"}
        />
        <RecentOrders email={customerId ? (customer.data?.email ?? null) : null} />
      </div>
    </div>
  );
}

const ORDER_READERS: readonly Permission[] = ["owner", "orders"];

/** The customer's latest orders (by the stored e-mail), for who may read orders. */
function RecentOrders({ email }: { email: string | null }) {
  const intl = useIntl();
  const { formatDateTime, formatMoney } = useFormatters();
  const { session } = useSession();
  const principal = session.status === "signedIn" ? session.principal : null;
  const readable = !!principal && hasAnyPermission(principal.permissions, ORDER_READERS);
  const orders = useCustomerOrders(readable ? (principal?.companyId ?? null) : null, email);
  let body;
  if (!readable) body = <Typography.Text type="secondary">{intl.formatMessage(m.ordersHidden)}</Typography.Text>;
  else if (!email) body = <Typography.Text type="secondary">{intl.formatMessage(m.ordersNew)}</Typography.Text>;
  else if (orders.error) body = <Typography.Text type="danger">{intl.formatMessage(m.ordersError)}</Typography.Text>;
  else if (orders.loading) body = <Spin size="small" />;
  else if (orders.data.length === 0) body = <Typography.Text type="secondary">{intl.formatMessage(m.ordersNone)}</Typography.Text>;
  else
    // A plain list (antd's List is deprecated): number and date, the amount at the end of the line.
    body = (
      <Flex component="ul" vertical gap={8} style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {orders.data.map((order) => (
          <Flex component="li" key={order.id} justify="space-between" align="start" gap={12}>
            <Flex vertical>
              <Typography.Text strong>{intl.formatMessage(m.orderNumber, { number: order.number ?? "–" })}</Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(order.dateOrdered)}</Typography.Text>
            </Flex>
            <Typography.Text>{formatMoney((order.cartTotal ?? 0) + (order.tip ?? 0))}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    );
  return (
    <section aria-label={intl.formatMessage(m.sectionOrders)}>
      <Card size="small" title={intl.formatMessage(m.sectionOrders)}>
        {body}
      </Card>
    </section>
  );
}
