// /terms-and-conditions: the terms of service, public.
import { termsMessages as m } from "../messages";
import { LegalView } from "./LegalView";

const SECTIONS = [
  { title: m.accountTitle, body: m.accountBody },
  { title: m.subscriptionTitle, body: m.subscriptionBody },
  { title: m.contentTitle, body: m.contentBody },
  { title: m.useTitle, body: m.useBody },
  { title: m.availabilityTitle, body: m.availabilityBody },
  { title: m.endTitle, body: m.endBody },
];

export default function TermsView() {
  return <LegalView title={m.title} intro={m.intro} sections={SECTIONS} />;
}
