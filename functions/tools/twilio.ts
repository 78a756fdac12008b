// Tests stand in for Twilio's servers at the client's HTTP layer: the real twilio client builds the real
// request (URL, form, credentials) and hands it to this client, which records it and answers as Twilio would.
import twilio from "twilio";
import type TwilioResponse from "twilio/lib/http/response";

export interface RecordedRequest {
  method: string;
  uri: string;
  username: string | undefined;
  data: Record<string, unknown>;
}

type RequestOptions = Parameters<twilio.RequestClient["request"]>[0];
type Answer = { statusCode: number; body: unknown };

export class TwilioStandIn extends twilio.RequestClient {
  readonly requests: RecordedRequest[] = [];
  private answers: Answer[] = [];

  /** The next requests get these answers, in turn; afterwards every message is accepted. */
  answerWith(...answers: Answer[]): this {
    this.answers.push(...answers);
    return this;
  }

  override async request<TData>(opts: RequestOptions): Promise<TwilioResponse<TData>> {
    this.requests.push({ method: opts.method, uri: opts.uri, username: opts.username, data: { ...(opts.data as Record<string, unknown>) } });
    const answer = this.answers.shift() ?? {
      statusCode: 201,
      body: { sid: `SM${String(this.requests.length).padStart(32, "0")}`, status: "queued", to: (opts.data as Record<string, unknown>)?.To },
    };
    const body = JSON.stringify(answer.body);
    return { statusCode: answer.statusCode, body: body as TData, headers: {}, toString: () => body };
  }
}
