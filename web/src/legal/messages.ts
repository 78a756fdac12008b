// The privacy policy and the terms of service of Comanda (B2B back office, provider based in Spain, EU law).
import { defineMessages } from "react-intl";

export const legalMessages = defineMessages({
  back: { id: "legal.back", defaultMessage: "Back" },
  lastUpdated: { id: "legal.lastUpdated", defaultMessage: "Last updated: {date}" },
  contactLine: { id: "legal.contactLine", defaultMessage: "Questions? Write to us at {email}." },
});

export const privacyMessages = defineMessages({
  title: { id: "legal.privacy.title", defaultMessage: "Privacy policy" },
  intro: {
    id: "legal.privacy.intro",
    defaultMessage:
      "This policy explains how Comanda handles personal data when restaurants, hospitality businesses and shops use the Comanda back office and ordering service, in line with the EU General Data Protection Regulation (GDPR) and the Spanish data protection law (LOPDGDD).",
  },
  rolesTitle: { id: "legal.privacy.roles.title", defaultMessage: "Who is responsible" },
  rolesBody: {
    id: "legal.privacy.roles.body",
    defaultMessage:
      "Comanda is the controller of the data of its own customers: the business owners and staff who hold an account, and the billing of their subscription. For the data of a business's guests and customers (orders, names, e-mail addresses, phone numbers, delivery addresses), the business is the controller and Comanda acts as its processor under Article 28 GDPR: we process that data only on the business's instructions, to provide the service, and these terms and this policy form the data processing agreement between us.",
  },
  dataTitle: { id: "legal.privacy.data.title", defaultMessage: "What data we keep" },
  dataBody: {
    id: "legal.privacy.data.body",
    defaultMessage:
      "Account data (name, e-mail address, password hash, profile picture, company details, permissions of staff accounts); subscription and billing data (plan, status, invoices; card details are held by our payment provider, never by us); content the business enters (catalogue, prices, pages, settings, tax data); order and customer data the business collects through the service; technical data needed to run it securely (log entries, device and browser information, language, last activity).",
  },
  purposesTitle: { id: "legal.privacy.purposes.title", defaultMessage: "Why and on what legal basis" },
  purposesBody: {
    id: "legal.privacy.purposes.body",
    defaultMessage:
      "To provide the service you signed up for (performance of a contract, Art. 6(1)(b) GDPR); to keep invoices and tax records as Spanish law requires (legal obligation, Art. 6(1)(c)); to keep the service secure, prevent abuse and fix errors (legitimate interest, Art. 6(1)(f)); to send our newsletter only if you agreed to it (consent, Art. 6(1)(a)), which you can withdraw at any time. We do not sell personal data and do not use it for advertising.",
  },
  recipientsTitle: { id: "legal.privacy.recipients.title", defaultMessage: "Who else receives it" },
  recipientsBody: {
    id: "legal.privacy.recipients.body",
    defaultMessage:
      "We use carefully chosen sub-processors bound by data processing agreements: cloud hosting and database in the European Union (Google Cloud / Firebase), the card payment provider (Stripe), and providers that deliver e-mail and text messages. Where a provider may access data from outside the European Economic Area, the transfer is covered by the European Commission's standard contractual clauses or an adequacy decision. Tax data is sent to the Spanish tax agency when the business uses the e-invoicing feature.",
  },
  retentionTitle: { id: "legal.privacy.retention.title", defaultMessage: "How long we keep it" },
  retentionBody: {
    id: "legal.privacy.retention.body",
    defaultMessage:
      "As long as the account exists. When an owner deletes the account, the company's data is deleted from the live systems immediately and disappears from backups within 30 days. Invoices and tax records are kept for the periods Spanish commercial and tax law requires (generally six years), and then deleted.",
  },
  rightsTitle: { id: "legal.privacy.rights.title", defaultMessage: "Your rights" },
  rightsBody: {
    id: "legal.privacy.rights.body",
    defaultMessage:
      "You may ask for access to your data, its rectification or erasure, the restriction of its processing, a copy in a portable format, and object to processing based on legitimate interest. Guests of a business should address their request to that business; we help it to answer. You also have the right to lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, www.aepd.es) or the authority of your country.",
  },
  securityTitle: { id: "legal.privacy.security.title", defaultMessage: "Security" },
  securityBody: {
    id: "legal.privacy.security.body",
    defaultMessage:
      "Data travels encrypted, is stored encrypted at rest, and each business can reach only its own data. Staff accounts get only the permissions the owner grants them.",
  },
});

export const termsMessages = defineMessages({
  title: { id: "legal.terms.title", defaultMessage: "Terms and conditions" },
  intro: {
    id: "legal.terms.intro",
    defaultMessage:
      "These terms govern the use of Comanda, an online back office with which restaurants, hospitality businesses and shops manage their catalogue, orders, sales zones, printers, content and settings. The service is offered to businesses and professionals only, not to consumers.",
  },
  accountTitle: { id: "legal.terms.account.title", defaultMessage: "Your account" },
  accountBody: {
    id: "legal.terms.account.body",
    defaultMessage:
      "Give accurate details when you register and keep your password secret. You are responsible for what happens in your account, including the staff accounts and access codes you create; delete an access code when a person should no longer have access.",
  },
  subscriptionTitle: { id: "legal.terms.subscription.title", defaultMessage: "Subscription and payment" },
  subscriptionBody: {
    id: "legal.terms.subscription.body",
    defaultMessage:
      "Some features need a paid subscription. Prices are shown before you subscribe and are billed in advance through our payment provider. You can cancel at any time in the customer portal; the subscription then ends at the close of the paid period. Without a subscription the ordering features run in trial mode, in which orders are not paid.",
  },
  contentTitle: { id: "legal.terms.content.title", defaultMessage: "Your content and your customers" },
  contentBody: {
    id: "legal.terms.content.body",
    defaultMessage:
      "Your catalogue, texts, pictures and the data of your customers remain yours. You give us the right to store and show them as far as needed to run the service. You are responsible for their lawfulness, for the information you owe your customers (prices, allergens, legal age, terms of sale), and for your tax and invoicing obligations; the privacy policy explains how we process your customers' data on your behalf.",
  },
  useTitle: { id: "legal.terms.use.title", defaultMessage: "Fair use" },
  useBody: {
    id: "legal.terms.use.body",
    defaultMessage:
      "Do not use the service for unlawful goods or purposes, do not attempt to reach other businesses' data, and do not overload or probe the service. We may suspend an account that breaks these rules after notice, or at once when needed to prevent harm.",
  },
  availabilityTitle: { id: "legal.terms.availability.title", defaultMessage: "Availability and liability" },
  availabilityBody: {
    id: "legal.terms.availability.body",
    defaultMessage:
      "We work to keep the service available and announce planned maintenance, but cannot promise uninterrupted operation. Except for intent, gross negligence and injury to life or health, our liability is limited to the fees you paid in the twelve months before the event, and we are not liable for lost profits or indirect damage.",
  },
  endTitle: { id: "legal.terms.end.title", defaultMessage: "Changes and ending" },
  endBody: {
    id: "legal.terms.end.body",
    defaultMessage:
      "You can delete your account at any time in your profile; all your data is then deleted as the privacy policy describes. We announce changes to these terms at least 30 days in advance; if you do not agree, you may end the contract before they apply. Spanish law applies; the courts of the provider's registered office in Spain are competent, unless mandatory law provides otherwise.",
  },
});
