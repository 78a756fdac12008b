// The frame both legal screens share: their texts, the date they were last updated, contact and a back link.
import { useIntl, type MessageDescriptor } from "react-intl";
import { CONTACT_EMAIL } from "../../app/shell/config";
import { LegalDocument, type LegalSection } from "../components/LegalDocument";
import { useBack } from "../useBack";
import { LEGAL_UPDATED } from "../updated";

export function LegalView({ title, intro, sections }: { title: MessageDescriptor; intro: MessageDescriptor; sections: readonly LegalSection[] }) {
  const intl = useIntl();
  const back = useBack();
  return (
    <LegalDocument
      title={title}
      intro={intro}
      sections={sections}
      updated={intl.formatDate(LEGAL_UPDATED, { dateStyle: "long" })}
      contactEmail={CONTACT_EMAIL}
      onBack={back}
    />
  );
}
