// /zones/new and /zones/:id/edit: loads the zone (coerced to the defaults) and the lists it picks from, saves
// the whole zone through /api, and after creating goes on to the edit page where the tables are added.
import { useEffect, useMemo, useRef, useState } from "react";
import { Alert, App, Flex, Result, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import type { Zone } from "@comanda/shared";
import { useCompany } from "../../../company";
import { ApiError } from "../../../data/api";
import { companyConnectionState } from "../../../settings/banking/NoPaymentConnectionWarning";
import { useLanguage } from "../../../i18n/language";
import { useContentLanguages } from "../../../ui/contentLanguage";
import { PageSpinner } from "../../../ui/PageSpinner";
import { saveZone, useCompanyZones } from "../../repository";
import { ZoneEditorForm, type ZonePickers } from "../components/ZoneEditorForm";
import { zoneEditorMessages as m } from "../messages";
import { useCategoryEntries, useDiscountEntries, usePageEntries, useStoryEntries } from "../pickers";
import { formValuesToRequest, newZoneValues, zoneToFormValues, type StoredZoneParts, type ZoneFormValues } from "../zoneForm";
import { PointsOfSaleSection, POINTS_OF_SALE_SECTION_ID } from "./PointsOfSaleSection";
import "../zoneEditor.css";

const LIST_PATH = "/zones";
const DEFAULT_SLOT_MINUTES = 15;

/** Navigation state after creating: the saved zone stands in until the live list brings it. */
interface CreatedState {
  created?: Zone;
}

export default function ZoneEditorView() {
  const { id } = useParams<{ id: string }>();
  // A new key per zone: going from one zone to another starts a fresh form.
  return <ZoneEditor key={id ?? "new"} zoneId={id} />;
}

function ZoneEditor({ zoneId }: { zoneId?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const { language } = useLanguage();
  const { defaultLanguage } = useContentLanguages();
  const { companyId, company, settings, timezone, allows, loading: companyLoading } = useCompany();
  const zones = useCompanyZones(companyId);

  const created = (location.state as CreatedState | null)?.created;
  const live = zoneId ? zones.data.find((z) => z.id === zoneId) ?? null : null;
  const stored = live ?? (zoneId && created?.id === zoneId ? created : null);

  const pickers: ZonePickers = {
    categories: useCategoryEntries(language, defaultLanguage),
    pages: usePageEntries(),
    stories: useStoryEntries(),
    discounts: useDiscountEntries(),
  };

  // Loaded once: later changes of the document (a table added, the list's toggles) do not replace what is being typed.
  const [initialValues, setInitialValues] = useState<ZoneFormValues | null>(null);
  const ready = !companyLoading && (!zoneId || !zones.loading);
  useEffect(() => {
    if (initialValues || !ready) return;
    if (zoneId && stored) setInitialValues(zoneToFormValues(stored));
    else if (!zoneId) setInitialValues(newZoneValues());
  }, [initialValues, ready, zoneId, stored]);

  // Just created: bring the points of sale into view, the owner's next step.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!created || !initialValues || scrolled.current) return;
    scrolled.current = true;
    // Optional call: not every environment can scroll (jsdom in the tests).
    document.getElementById(POINTS_OF_SALE_SECTION_ID)?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [created, initialValues]);

  const offline = useMemo(
    () => (settings ? { enableOfflinePayments: settings.enableOfflinePayments === true, cashPaymentsAuthorised: settings.cashPaymentsAuthorised === true } : null),
    [settings],
  );

  const submit = async (values: ZoneFormValues) => {
    // The stored zone of this render, i.e. as it is now (the live list re-renders): a table added meanwhile stays.
    // Deleted while the form was open: a save without its points of sale would empty them.
    if (zoneId && !stored) throw new ApiError("not-found", 404);
    const parts: StoredZoneParts | null = stored ? { hidden: stored.hidden, closed: stored.closed, pointsOfSale: stored.pointsOfSale } : null;
    const zone = await saveZone(formValuesToRequest(values, parts, offline), zoneId);
    if (zoneId) {
      void message.success(intl.formatMessage(m.saved));
      return;
    }
    void message.success(intl.formatMessage(m.created));
    const state: CreatedState = { created: zone };
    void navigate(`${LIST_PATH}/${encodeURIComponent(zone.id)}/edit`, { replace: true, state });
  };

  if (zoneId && ready && !stored && !initialValues) {
    return (
      <div className="ze-page">
        <Result
          status="404"
          title={intl.formatMessage(m.notFoundTitle)}
          subTitle={intl.formatMessage(m.notFoundText)}
          extra={
            <Link to={LIST_PATH} className="ze-back-link">
              {intl.formatMessage(m.backToList)}
            </Link>
          }
        />
      </div>
    );
  }

  if (!initialValues) return <PageSpinner />;

  const title = intl.formatMessage(zoneId ? m.titleEdit : m.titleNew);
  return (
    <div className="ze-page">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Link to={LIST_PATH} className="ze-back-link" style={{ alignSelf: "flex-start" }}>
          <ArrowLeftOutlined aria-hidden /> {intl.formatMessage(m.backToZones)}
        </Link>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
          {stored?.name ? <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>{` · ${stored.name}`}</Typography.Text> : null}
        </Typography.Title>
        {!zoneId ? <Alert type="info" showIcon title={intl.formatMessage(m.newZoneHint)} style={{ marginTop: 8 }} /> : null}
      </Flex>
      <ZoneEditorForm
        initialValues={initialValues}
        onSubmit={submit}
        onCancel={() => void navigate(LIST_PATH)}
        settings={offline}
        slotMinutes={typeof settings?.slotMinutes === "number" && settings.slotMinutes > 0 ? settings.slotMinutes : DEFAULT_SLOT_MINUTES}
        timezone={timezone}
        allows={allows}
        // As the orders' trial warning: the company document decides, not the deployment setting of the feature badges.
        showCheckoutTestMode={!!company && company.hasAnActiveSubscription !== true}
        pickers={pickers}
        paymentConnection={company ? companyConnectionState(company) : undefined}
        after={[{ id: POINTS_OF_SALE_SECTION_ID, title: intl.formatMessage(m.sectionPointsOfSale), content: <PointsOfSaleSection zone={stored} /> }]}
      />
    </div>
  );
}
