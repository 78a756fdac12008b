// The frame both legal screens share: their texts, the date they were last updated, contact and a back link.
import { useIntl, type MessageDescriptor } from "react-intl";
import { CONTACT_EMAIL } from "../../app/shell/config";
import { LegalDocument, type LegalSection } from "../components/LegalDocument";
import { useBack } from "../useBack";
import { LEGAL_UPDATED } from "../updated";
import { formatInLanguage } from "../../i18n/dateTime";

export function LegalView({ title, intro, sections }: { title: MessageDescriptor; intro: MessageDescriptor; sections: readonly LegalSection[] }) {
  const intl = useIntl();
  const back = useBack();
  return (
    <LegalDocument
      title={title}
      intro={intro}
      sections={sections}
      updated={formatInLanguage(LEGAL_UPDATED, intl.locale, { dateStyle: "long" })}
      contactEmail={CONTACT_EMAIL}
      onBack={back}
    />
  );
}
