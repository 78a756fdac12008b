// The local stand-in of the Trigger Email extension (standIn.ts, its rules in contract.ts), the SMTP sink it sends to
// (sink.ts) and the sink's web inbox (inbox.ts). Not imported by functions/src/index.ts: never deployed.
export * from "./contract";
export { startMailStandIn, type MailStandIn, type MailStandInOptions } from "./standIn";
export { startMailSink, type MailSink, type MailSinkOptions, type ReceivedMail, type SmtpRefusal } from "./sink";
export { startInbox, inboxListPage, inboxMessagePage, type Inbox } from "./inbox";
