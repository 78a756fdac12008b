// /menu/products/new and /menu/products/:id/edit: loads the company's catalogue, hands the form its
// choices, saves through /api and deletes under the usage rule.
import { useCallback, useEffect, useMemo, useState } from "react";
import { App, Button, Flex, Result, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router-dom";
import { currencyInfo, localized, type LocalizedText } from "@comanda/shared";
import { useCompany, useFormatters } from "../../../../company";
import { useErrorText } from "../../../../i18n/errors";
import { useLanguage } from "../../../../i18n/language";
import { useContentLanguages } from "../../../../ui/contentLanguage";
import { PageSpinner } from "../../../../ui/PageSpinner";
import { deleteProduct, saveProduct, uploadProductPhoto, useCategories, useCourses, useLocations, useProducts, useTags } from "../../../repository";
import { ProductEditorForm } from "../components/ProductEditorForm";
import { productEditorMessages as m } from "../messages";
import { formValuesToRequest, newProductValues, productToFormValues, vatChoices, type ProductFormValues } from "../productForm";
import "../productEditor.css";

const LIST_PATH = "/menu/products";

export default function ProductEditorView() {
  const { id } = useParams<{ id: string }>();
  // A new key per product: going from one product to another starts a fresh form.
  return <ProductEditor key={id ?? "new"} productId={id} />;
}

function ProductEditor({ productId }: { productId?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const { defaultLanguage } = useContentLanguages();
  const { companyId, settings, currency, timezone, loading: companyLoading } = useCompany();
  const { formatMoney } = useFormatters();

  const categories = useCategories(companyId);
  const courses = useCourses(companyId);
  const locations = useLocations(companyId);
  const tags = useTags(companyId);
  const products = useProducts(companyId);

  const stored = productId ? products.data.find((p) => p.id === productId) ?? null : null;
  const [deleted, setDeleted] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // Loaded once: later changes of the document (another tab, the list's hide toggle) do not replace what
  // the user is typing.
  const [initialValues, setInitialValues] = useState<ProductFormValues | null>(null);
  const ready = !companyLoading && (!productId || !products.loading);
  useEffect(() => {
    if (initialValues || !ready) return;
    if (productId && stored) setInitialValues(productToFormValues(stored));
    else if (!productId) setInitialValues(newProductValues(typeof settings?.vat === "number" ? settings.vat : null));
  }, [initialValues, ready, productId, stored, settings?.vat]);

  useEffect(() => {
    if (deleted) void navigate(LIST_PATH);
  }, [deleted, navigate]);

  const nameOf = useCallback((text: LocalizedText | undefined) => localized(text, language, defaultLanguage), [language, defaultLanguage]);
  const choices = useMemo(() => vatChoices(settings, stored && typeof stored.vat === "number" ? stored.vat : null), [settings, stored]);

  const submit = async (values: ProductFormValues) => {
    await saveProduct(formValuesToRequest(values), productId);
    void message.success(intl.formatMessage(m.saved));
    void navigate(LIST_PATH);
  };

  const confirmDelete = () => {
    if (!productId) return;
    modal.confirm({
      title: intl.formatMessage(m.deleteConfirm),
      okText: intl.formatMessage(m.delete),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.cancel),
      onOk: async () => {
        setDeleting(true);
        try {
          await deleteProduct(productId);
          void message.success(intl.formatMessage(m.deleted));
          setDeleted(true);
        } catch (error) {
          void message.error({ content: errorText(error), duration: 6 });
        } finally {
          setDeleting(false);
        }
      },
    });
  };

  const title = intl.formatMessage(productId ? m.titleEdit : m.titleNew);
  const header = (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <Link to={LIST_PATH} style={{ alignSelf: "flex-start" }}>
        <ArrowLeftOutlined aria-hidden /> {intl.formatMessage(m.backToProducts)}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
        {stored ? <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>{` · ${nameOf(stored.name)}`}</Typography.Text> : null}
      </Typography.Title>
    </Flex>
  );

  if (productId && ready && !stored && !initialValues && !deleted) {
    return (
      <div className="pe-page">
        <Result
          status="404"
          title={intl.formatMessage(m.notFoundTitle)}
          subTitle={intl.formatMessage(m.notFoundText)}
          extra={
            <Button type="primary" onClick={() => void navigate(LIST_PATH)}>
              {intl.formatMessage(m.backToList)}
            </Button>
          }
        />
      </div>
    );
  }

  if (!initialValues) return <PageSpinner />;

  return (
    <div className="pe-page">
      {header}
      <ProductEditorForm
        productId={productId}
        initialValues={initialValues}
        categories={categories.data}
        courses={courses.data}
        locations={locations.data}
        tags={tags.data}
        products={products.data}
        vatChoices={choices}
        currency={currency}
        currencySymbol={currencyInfo(currency).symbol}
        timezone={timezone}
        language={language}
        nameOf={nameOf}
        formatMoney={formatMoney}
        onSubmit={submit}
        onUploadPhoto={uploadProductPhoto}
        onCancel={() => void navigate(LIST_PATH)}
        onDelete={productId ? confirmDelete : undefined}
        promptOnLeave={!deleted}
        busy={deleting}
      />
    </div>
  );
}
