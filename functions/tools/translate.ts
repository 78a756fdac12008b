// A local stand-in for Cloud Translation's v2 REST endpoint (POST /language/translate/v2?key=…), so that the
// real client library's HTTP requests are answered without leaving the machine: in the trigger tests, and on
// the emulators (`npm start`, the browser tests) when TRANSLATE_API_URL is not set, where scripts/stripe-standin.ts
// runs it on functions/src/translation/endpoint.ts LOCAL_TRANSLATE_URL. A tool: never deployed. It "translates" with a
// small restaurant glossary, else marks the text with the target language ("Soup [de]"), so a test can tell
// which language was asked for.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  key: string | null;
  q: string[];
  source: string | undefined;
  target: string;
  format: string | undefined;
}

const GLOSSARY: Record<string, Record<string, string>> = {
  en: { soup: "Soup", bread: "Bread", cheese: "Cheese", drinks: "Drinks", dessert: "Dessert" },
  es: { soup: "Sopa", bread: "Pan", cheese: "Queso", drinks: "Bebidas", dessert: "Postre" },
  de: { soup: "Suppe", bread: "Brot", cheese: "Käse", drinks: "Getränke", dessert: "Nachtisch" },
  fr: { soup: "Soupe", bread: "Pain", cheese: "Fromage", drinks: "Boissons", dessert: "Dessert" },
  nl: { soup: "Soep", bread: "Brood", cheese: "Kaas", drinks: "Dranken", dessert: "Nagerecht" },
  zh: { soup: "汤", bread: "面包", cheese: "奶酪", drinks: "饮料", dessert: "甜点" },
};

/** The stand-in's translation of one text: the glossary word, else the text marked with the target language. */
export function standInTranslation(text: string, source: string | undefined, target: string): string {
  const words = GLOSSARY[source ?? "en"] ?? {};
  const meaning = Object.entries(words).find(([, word]) => word.toLowerCase() === text.trim().toLowerCase())?.[0];
  const known = meaning ? GLOSSARY[target]?.[meaning] : undefined;
  return known ?? `${text} [${target}]`;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

type Answer = { status: number; body: unknown };

export class TranslateStandIn {
  readonly requests: StandInRequest[] = [];
  private answers: Answer[] = [];
  private failing: Answer | null = null;
  private server: Server | null = null;

  /** The next requests get these answers, in turn; afterwards every request is translated. */
  answerWith(...answers: Answer[]): this {
    this.answers.push(...answers);
    return this;
  }

  /** Every request fails with this answer (e.g. 403 for a bad API key) until failAlways(null). */
  failAlways(answer: Answer | null): this {
    this.failing = answer;
    return this;
  }

  /** Starts listening on 127.0.0.1 (port 0: any free one); answers the v2 base URL to give the client. */
  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => {
      void this.handle(req).then(
        (answer) => {
          res.writeHead(answer.status, { "Content-Type": "application/json" });
          res.end(JSON.stringify(answer.body));
        },
        () => {
          res.writeHead(400, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ error: { code: 400, message: "Invalid JSON payload received.", status: "INVALID_ARGUMENT" } }));
        },
      );
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/language/translate/v2`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method !== "POST" || url.pathname.replace(/\/+$/, "") !== "/language/translate/v2") {
      return { status: 404, body: { error: { code: 404, message: "Not found", status: "NOT_FOUND" } } };
    }
    const body = await readJson(req);
    const q = Array.isArray(body.q) ? body.q.map(String) : [String(body.q ?? "")];
    const request: StandInRequest = {
      key: url.searchParams.get("key"),
      q,
      source: typeof body.source === "string" ? body.source : undefined,
      target: String(body.target ?? ""),
      format: typeof body.format === "string" ? body.format : undefined,
    };
    this.requests.push(request);
    const planned = this.answers.shift() ?? this.failing;
    if (planned) return planned;
    if (!request.key) return { status: 403, body: { error: { code: 403, message: "The request is missing a valid API key.", status: "PERMISSION_DENIED" } } };
    return { status: 200, body: { data: { translations: q.map((text) => ({ translatedText: standInTranslation(text, request.source, request.target) })) } } };
  }
}
