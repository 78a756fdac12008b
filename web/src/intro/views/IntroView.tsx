// The intro widget's container: the owner's start checklist ticked from the live company data, deleting the
// sample data after a confirmation (then saying what was removed and kept), and hiding the checklist.
import { useCallback, useMemo, useState } from "react";
import { App } from "antd";
import { useIntl } from "react-intl";
import { introChecklist, shopAddress, type SampleDataDeletedAnswer } from "@comanda/shared";
import { useCompany } from "../../company";
import { usePrincipal } from "../../data/session";
import { useErrorText } from "../../i18n/errors";
import { TEST_ORDER_PATH } from "../../orders/actions/addOrderParam";
import { SHOP_BASE_URL } from "../../zones/shopUrl";
import { IntroChecklist } from "../components/IntroChecklist";
import { introMessages as m } from "../messages";
import { deleteSampleData, setIntroHidden, useIntroData } from "../repository";
import "../intro.css";

export default function IntroView() {
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { owner } = usePrincipal();
  const { companyId, company, info, settings } = useCompany();
  // The checklist is the owner's: staff who see the dashboard read nothing for it.
  const data = useIntroData(owner ? companyId : null);
  const [deleting, setDeleting] = useState(false);
  const [hiding, setHiding] = useState(false);
  const [result, setResult] = useState<SampleDataDeletedAnswer | null>(null);

  const steps = useMemo(
    () => introChecklist({ company, info, settings, zones: data.zones, ownProducts: data.ownProducts }),
    [company, info, settings, data.zones, data.ownProducts],
  );

  const onDeleteSamples = useCallback(() => {
    modal.confirm({
      title: intl.formatMessage(m.confirmTitle),
      content: intl.formatMessage(m.confirmBody),
      okText: intl.formatMessage(m.confirmOk),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.cancel),
      onOk: async () => {
        setDeleting(true);
        setResult(null);
        try {
          setResult(await deleteSampleData());
        } catch (error) {
          void message.error(errorText(error));
        } finally {
          setDeleting(false);
        }
      },
    });
  }, [modal, intl, message, errorText]);

  const onHide = useCallback(async () => {
    setHiding(true);
    try {
      // The company document says so a moment later, here and on every other device.
      await setIntroHidden(true);
    } catch (error) {
      void message.error(errorText(error));
      setHiding(false);
    }
  }, [message, errorText]);

  if (!owner || data.loading) return null;
  return (
    <IntroChecklist
      steps={steps}
      samples={data.samples}
      deleting={deleting}
      hiding={hiding}
      result={result}
      onDeleteSamples={onDeleteSamples}
      onHide={() => void onHide()}
      shopUrl={shopAddress({ shopBaseUrl: SHOP_BASE_URL, companyId: companyId ?? "", slug: info?.slug, customDomains: info?.customDomains })}
      testOrderPath={TEST_ORDER_PATH}
    />
  );
}
