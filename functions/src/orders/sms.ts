// Text messages to customers, sent through Twilio's Messages API.
import twilio from "twilio";
import type TwilioResponse from "twilio/lib/http/response";

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

type TransportOptions = Parameters<twilio.RequestClient["request"]>[0];

/**
 * The emulators' transport: the real Twilio client builds the request and this answers it as Twilio accepts a
 * message (201, a local message id), so on the emulators no SMS ever leaves the machine. It keeps nothing;
 * tests that look at the requests use the Twilio stand-in (functions/tools/twilio.ts).
 */
export class OfflineTwilioTransport extends twilio.RequestClient {
  private sent = 0;

  override async request<TData>(opts: TransportOptions): Promise<TwilioResponse<TData>> {
    this.sent += 1;
    const to = (opts.data as Record<string, unknown> | undefined)?.To;
    const body = JSON.stringify({ sid: `SM${String(this.sent).padStart(32, "0")}`, status: "queued", to });
    return { statusCode: 201, body: body as TData, headers: {}, toString: () => body };
  }
}
