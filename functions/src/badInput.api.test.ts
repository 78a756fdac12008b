// Every route of the shared route table against bodies no client should send: each is answered with a
// 4xx and an error code from the shared table, never a 500, and nothing is stored.
import "./badInputTestProject";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES, apiPath, isApiErrorCode, type ApiRoute, type ApiRouteId } from "@comanda/shared";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { auth, clearProject, db, registeredOwner, testApp } from "./test/emulator";
import { startTestStripe, WEBHOOK_PATH, type TestStripe } from "./stripe/testStripe";

interface BadBody {
  name: string;
  /** The raw bytes sent. */
  raw: string;
  contentType?: string;
}

const nested = (depth: number, open: string, close: string, inner: string) => open.repeat(depth) + inner + close.repeat(depth);

const BAD_BODIES: readonly BadBody[] = [
  { name: "not JSON", raw: "{bad" },
  { name: "plain text", raw: "hello", contentType: "text/plain" },
  { name: "an empty array", raw: "[]" },
  { name: "an array of objects", raw: '[{"name":"Ana"}]' },
  { name: "null", raw: "null" },
  { name: "a number", raw: "42" },
  { name: "a 1 MB string", raw: JSON.stringify("x".repeat(1_100_000)) },
  { name: "a 1 MB string in a field", raw: JSON.stringify({ name: "x".repeat(1_000_000) }) },
  { name: "objects nested 500 deep", raw: nested(500, '{"a":', "}", "1") },
  { name: "arrays nested 500 deep", raw: nested(500, "[", "]", "1") },
  { name: "a __proto__ key", raw: '{"__proto__":{"isAdmin":true,"name":"x"}}' },
  { name: "a constructor key", raw: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { name: "a prototype key", raw: '{"prototype":{"isAdmin":true}}' },
  { name: "inherited names as keys", raw: '{"toString":1,"hasOwnProperty":2,"valueOf":3,"__defineGetter__":4}' },
];

/** The route's own fields, each holding the inherited-key object (reaches nested maps: names per language…). */
function protoInEveryField(route: ApiRoute): BadBody | null {
  const properties = route.body?.properties as Record<string, unknown> | undefined;
  // A body with no fields at all ({} is the whole of a valid call) has no field to put them in.
  if (!properties || Object.keys(properties).length === 0) return null;
  const value = '{"__proto__":{"x":1},"constructor":"x","prototype":"x","en":"x"}';
  return { name: "__proto__ and constructor inside every field", raw: `{${Object.keys(properties).map((key) => `${JSON.stringify(key)}:${value}`).join(",")}}` };
}

const PARAMS: Record<string, string> = { id: "no-such-id", token: "no-such-token", file: "no-such-file", slug: "no-such-slug", deviceId: "no-such-device", domain: "no-such-domain.example" };
const ROUTES = (Object.keys(API_ROUTES) as ApiRouteId[]).map((id) => [id, API_ROUTES[id] as ApiRoute] as const);

/**
 * Every document of the project, by path (subcollections included), but the callers' limit counters: a
 * refused public call still counts against its caller, which is the limiter's work, not something stored.
 */
async function allDocuments(store: Firestore): Promise<string[]> {
  const paths: string[] = [];
  const walk = async (refs: DocumentReference[]): Promise<void> => {
    for (const ref of refs) {
      paths.push(ref.path);
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  };
  for (const collection of await store.listCollections()) if (collection.id !== "callerLimits") await walk(await collection.listDocuments());
  return paths.sort();
}

async function userCount(): Promise<number> {
  return (await auth.listUsers(1000)).users.length;
}

let token = "";
let documentsBefore: string[] = [];
let usersBefore = 0;

beforeAll(async () => {
  await clearProject();
  token = (await registeredOwner()).token;
  documentsBefore = await allDocuments(db);
  usersBefore = await userCount();
});

function send(id: ApiRouteId, route: ApiRoute, body: BadBody) {
  const method = route.method.toLowerCase() as "get" | "post" | "put" | "delete";
  const agent = request(testApp());
  return agent[method](apiPath(id, PARAMS))
    .set("Authorization", `Bearer ${token}`)
    .set("Content-Type", body.contentType ?? "application/json")
    .send(body.raw);
}

describe.concurrent("bad bodies on every /api route", () => {
  it.each(ROUTES)("%s answers each with a 4xx and a code", async (id, route) => {
    const bodies = [...BAD_BODIES, ...[protoInEveryField(route)].filter((b): b is BadBody => b !== null)];
    const answers = await Promise.all(bodies.map(async (body) => ({ body: body.name, res: await send(id, route, body) })));
    for (const { body, res } of answers) {
      const seen = `${id} with ${body}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      if (route.body || res.status >= 400) {
        // A route that reads a body refuses every one of these; one that reads none may ignore a body it can parse.
        expect(res.status, seen).toBeGreaterThanOrEqual(400);
        expect(res.status, seen).toBeLessThan(500);
        expect(res.type, seen).toBe("application/json");
        const code: unknown = (res.body as { error?: { code?: unknown } }).error?.code;
        expect(isApiErrorCode(code), seen).toBe(true);
      } else {
        expect(res.status, seen).toBeLessThan(300);
      }
    }
  });
});

const PARAM_ROUTES = ROUTES.filter(([, route]) => route.path.includes(":"));
const ODD_IDS = ["__proto__", "constructor", "__name__", "..", " "];

describe.concurrent("ids no document can have, on every /api route with a path parameter", () => {
  it.each(PARAM_ROUTES)("%s answers each with a 4xx and a code", async (id, route) => {
    const method = route.method.toLowerCase() as "get" | "post" | "put" | "delete";
    const answers = await Promise.all(
      ODD_IDS.map(async (odd) => {
        const params = { id: odd, token: odd, file: odd, slug: odd, deviceId: odd, domain: odd };
        const res = await request(testApp())[method](apiPath(id, params)).set("Authorization", `Bearer ${token}`).send({});
        return { odd, res };
      }),
    );
    for (const { odd, res } of answers) {
      const seen = `${id} with ${JSON.stringify(odd)}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      expect(res.status, seen).toBeGreaterThanOrEqual(400);
      expect(res.status, seen).toBeLessThan(500);
      expect(isApiErrorCode((res.body as { error?: { code?: unknown } }).error?.code), seen).toBe(true);
    }
  });
});

describe.concurrent("slugs no shop can have, in the body of the public views call", () => {
  it.each([...ODD_IDS, "a/b", "%2F", "no-such-shop", "é".repeat(200)])("%j answers 404 not-found and counts nothing", async (slug) => {
    const res = await request(testApp()).post(apiPath("countStatisticsView")).send({ slug });
    expect(res.status).toBe(404);
    expect((res.body as { error?: { code?: unknown } }).error?.code).toBe("not-found");
  });
});

// Stripe's webhook route is outside the route table (it reads the raw body, before the JSON parser).
describe.concurrent("bad bodies on POST /api/webhooks/stripe", () => {
  let stripe: TestStripe;
  beforeAll(async () => {
    stripe = await startTestStripe();
  });
  afterAll(async () => {
    await stripe.close();
  });
  const webhook = (raw: string, signature: string | null, contentType = "application/json") => {
    const req = request(testApp({ stripe: stripe.port })).post(WEBHOOK_PATH).set("Content-Type", contentType);
    return (signature === null ? req : req.set("Stripe-Signature", signature)).send(raw);
  };
  const codeOf = (res: request.Response) => (res.body as { error?: { code?: unknown } }).error?.code;

  it.each(BAD_BODIES)("$name, unsigned: 400 invalid-webhook-signature (or 413 when too large)", async (body) => {
    const res = await webhook(body.raw, null, body.contentType);
    expect(res.type).toBe("application/json");
    if (body.raw.length > 512 * 1024) expect(res.status).toBe(413);
    else {
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe("invalid-webhook-signature");
    }
  });

  it.each(BAD_BODIES)("$name, signed: a 4xx with a code, never a 5xx", async (body) => {
    const res = await webhook(body.raw, stripe.sign(body.raw), body.contentType);
    const seen = `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
    expect(res.status, seen).toBeGreaterThanOrEqual(400);
    expect(res.status, seen).toBeLessThan(500);
    expect(isApiErrorCode(codeOf(res)), seen).toBe(true);
  });

  it("a forged signature header of 5 kB: 400", async () => {
    const res = await webhook('{"id":"evt_1"}', `t=1,v1=${"a".repeat(5_000)}`);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe("invalid-webhook-signature");
  });
});

// The printers' CloudPRNT address is outside the route table too (its own small JSON body; the secret in the
// path and the MAC are its key). Nothing here names a printer, so nothing is read or written.
describe.concurrent("bad bodies and odd addresses on the CloudPRNT printer endpoint", () => {
  const address = (printerId = "no-such-printer", secret = "no-such-secret") => `/api/cloudprnt/${encodeURIComponent(printerId)}/${encodeURIComponent(secret)}`;
  const expectCoded = (res: request.Response, seen: string) => {
    expect(res.status, seen).toBeGreaterThanOrEqual(400);
    expect(res.status, seen).toBeLessThan(500);
    expect(res.type, seen).toBe("application/json");
    expect(isApiErrorCode((res.body as { error?: { code?: unknown } }).error?.code), seen).toBe(true);
  };

  it.each(BAD_BODIES)("a poll with $name: a 4xx with a code", async (body) => {
    const res = await request(testApp()).post(address()).set("Content-Type", body.contentType ?? "application/json").send(body.raw);
    expectCoded(res, `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  });

  it.each(ODD_IDS)("%j as printer id or secret: a 4xx with a code for the poll, the fetch and the confirmation", async (odd) => {
    const poll = JSON.stringify({ printerMAC: "00:11:62:00:00:99", statusCode: "200 OK" });
    const query = { mac: "00:11:62:00:00:99", type: "text/plain", token: `${odd}.x`, code: "200" };
    for (const path of [address(odd), address("no-such-printer", odd)]) {
      const answers = [
        await request(testApp()).post(path).set("Content-Type", "application/json").send(poll),
        await request(testApp()).get(path).query(query),
        await request(testApp()).delete(path).query(query),
        await request(testApp()).get(path).query({ ...query, delete: "" }),
      ];
      for (const res of answers) expectCoded(res, `${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    }
  });
});

describe.concurrent("slugs no shop can have, in the path of the public customer order call", () => {
  // A body the schema accepts, so that only the slug decides.
  const body = { pointofsaleId: "pos-1", deliveryType: "takeaway", items: [{ productId: "p1", quantity: 1, addonIds: [] }], paymentMethod: "online" };
  it.each(["__proto__", "constructor", "no-such-shop", "é".repeat(200)])("%j answers 404 not-found and stores nothing", async (slug) => {
    const res = await request(testApp()).post(apiPath("placeCustomerOrder", { slug })).send(body);
    expect(res.status).toBe(404);
    expect((res.body as { error?: { code?: unknown } }).error?.code).toBe("not-found");
  });
});

// The tax records' CSV is a GET: what it reads comes in its query, which no body check covers.
describe.concurrent("bad queries on GET /api/settings/taxes/records.csv", () => {
  const QUERIES = [
    "status=lost",
    "status=accepted&status=rejected",
    "status[]=accepted",
    "status[__proto__]=accepted",
    "__proto__[isAdmin]=true",
    "constructor=x",
    "from=yesterday",
    "to=2026-13-45T99:99:99Z",
    "from=2026-05-04T00:00:00Z&to=2026-05-03T00:00:00Z",
    "language=xx",
    // Long, but within what Node's HTTP server reads (16 kB of request line and headers; past that it answers 431 itself).
    `status=${"accepted,".repeat(1_500)}accepted`,
    "companyId=another-company",
  ];
  it.each(QUERIES.map((q) => [q.slice(0, 60), q]))("%s: a 4xx with a code", async (_name, query) => {
    const res = await request(testApp()).get(`${apiPath("taxRecordsCsv")}?${query}`).set("Authorization", `Bearer ${token}`);
    const seen = `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
    expect(res.status, seen).toBeGreaterThanOrEqual(400);
    expect(res.status, seen).toBeLessThan(500);
    expect(isApiErrorCode((res.body as { error?: { code?: unknown } }).error?.code), seen).toBe(true);
  });
});

describe("after the table", () => {
  it("nothing was stored: no new document, no new account", async () => {
    expect(await allDocuments(db)).toEqual(documentsBefore);
    expect(await userCount()).toBe(usersBefore);
  });
});
