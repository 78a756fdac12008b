// /privacy: the privacy policy, public.
import { useIntl } from "react-intl";
import { CONTACT_EMAIL } from "../../app/shell/config";
import { LegalDocument } from "../components/LegalDocument";
import { privacyMessages as m } from "../messages";
import { useBack } from "../useBack";
import { LEGAL_UPDATED } from "../updated";

const SECTIONS = [
  { title: m.rolesTitle, body: m.rolesBody },
  { title: m.dataTitle, body: m.dataBody },
  { title: m.purposesTitle, body: m.purposesBody },
  { title: m.recipientsTitle, body: m.recipientsBody },
  { title: m.retentionTitle, body: m.retentionBody },
  { title: m.rightsTitle, body: m.rightsBody },
  { title: m.securityTitle, body: m.securityBody },
];

export default function PrivacyView() {
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
