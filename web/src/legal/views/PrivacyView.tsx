// /privacy: the privacy policy, public.
import { privacyMessages as m } from "../messages";
import { LegalView } from "./LegalView";

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
  return <LegalView title={m.title} intro={m.intro} sections={SECTIONS} />;
}
