// /terms-and-conditions: the terms of service, public.
import { useIntl } from "react-intl";
import { CONTACT_EMAIL } from "../../app/shell/config";
import { LegalDocument } from "../components/LegalDocument";
import { termsMessages as m } from "../messages";
import { useBack } from "../useBack";
import { LEGAL_UPDATED } from "../updated";

const SECTIONS = [
  { title: m.accountTitle, body: m.accountBody },
  { title: m.subscriptionTitle, body: m.subscriptionBody },
  { title: m.contentTitle, body: m.contentBody },
  { title: m.useTitle, body: m.useBody },
  { title: m.availabilityTitle, body: m.availabilityBody },
  { title: m.endTitle, body: m.endBody },
];

export default function TermsView() {
  const intl = useIntl();
  const back = useBack();
  return (
    <LegalDocument
      title={m.title}
      intro={m.intro}
      sections={SECTIONS}
      updated={intl.formatDate(LEGAL_UPDATED, { dateStyle: "long" })}
      contactEmail={CONTACT_EMAIL}
      onBack={back}
    />
  );
}
