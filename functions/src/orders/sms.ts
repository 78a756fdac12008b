// Text messages to customers, sent through Twilio's Messages API.
import twilio from "twilio";

export interface SmsSender {
  /** Sends one message; answers the provider's message id. Throws when the provider refuses it. */
  send(to: string, body: string): Promise<{ id: string }>;
}

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  /** The sender: a phone number (E.164) or a Messaging Service SID (MG…). */
  from: string;
}

/** Whether all three credentials are there; without them nothing is sent. */
export function hasTwilioCredentials(credentials: Partial<TwilioCredentials>): credentials is TwilioCredentials {
  return !!credentials.accountSid?.trim() && !!credentials.authToken?.trim() && !!credentials.from?.trim();
}

/** An SMS sender over the real Twilio client; `httpClient` lets tests stand in for Twilio's servers. */
export function twilioSmsSender(credentials: TwilioCredentials, httpClient?: twilio.RequestClient): SmsSender {
  const client = twilio(credentials.accountSid.trim(), credentials.authToken.trim(), {
    ...(httpClient ? { httpClient } : {}),
    autoRetry: false,
  });
  const from = credentials.from.trim();
  const sender = from.startsWith("MG") ? { messagingServiceSid: from } : { from };
  return {
    async send(to, body) {
      const message = await client.messages.create({ to, body, ...sender });
      return { id: message.sid };
    },
  };
}
