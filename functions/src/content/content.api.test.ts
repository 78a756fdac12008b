// The page and story calls against the Firestore emulator (issue 23): who may save and delete, the server's
// order of a new entry, the stored HTML rendered from the editor's document per language, the limits with
// their codes, the picture's origin, and the XSS corpus: nothing executable is ever stored. Few calls: the
// companies are made once and each test works on entries of its own.
import "./testProject";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_LIMITS, type ContentEntryAnswer, type RichTextDoc, type SaveContentRequest, type UploadLinkAnswer } from "@comanda/shared";
import { executableMarkup, renderedText, xssDocument, XSS_PAYLOADS } from "../../../shared/src/content/xssCorpus";
import { errorCodeOf, fieldsOf } from "../orders/testOrders";
import { auth, clearProject, createStaff, db, idTokenFor, testApp } from "../test/emulator";

interface Company {
  id: string;
  token: string;
}

async function company(id: string): Promise<Company> {
  await auth.createUser({ uid: id, displayName: id });
  await auth.setCustomUserClaims(id, { companyId: id, owner: true, permissions: ["owner"] });
  await db.collection("companies").doc(id).set({ companyId: id, subscribedPlan: null, hasAnActiveSubscription: false, hasAValidStripeConnection: false });
  return { id, token: await idTokenFor(id) };
}

let ana: Company;
let berta: Company;
let editor: string;
let waiter: string;

beforeAll(async () => {
  await clearProject();
  [ana, berta] = await Promise.all([company("bar-ana"), company("bar-berta")]);
  const [contentStaff, otherStaff] = await Promise.all([createStaff(ana.id, ["content"]), createStaff(ana.id, ["orders", "products", "settings", "statistics", "zones", "customers", "accounts"])]);
  editor = contentStaff.token;
  waiter = otherStaff.token;
});

const paragraph = (text: string): RichTextDoc => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

function entry(overrides: Partial<SaveContentRequest> = {}): SaveContentRequest {
  return { name: "About us", title: { en: "About us" }, content: { en: paragraph("Since 1984.") }, ...overrides };
}

function call(token: string | null, method: "post" | "delete", path: string, body?: unknown) {
  const req = request(testApp())[method](path);
  if (token) req.set("Authorization", `Bearer ${token}`);
  return body === undefined ? req : req.send(body as object);
}

const save = (token: string | null, kind: "pages" | "stories", body: unknown, id?: string) => call(token, "post", id ? `/api/${kind}/${id}` : `/api/${kind}`, body);
const remove = (token: string | null, kind: "pages" | "stories", id: string) => call(token, "delete", `/api/${kind}/${id}`);
const answerOf = (res: request.Response) => (res.body as { data: ContentEntryAnswer }).data;
const stored = async (kind: "pages" | "stories", id: string) => (await db.collection(kind).doc(id).get()).data();

async function created(token: string, kind: "pages" | "stories", body: SaveContentRequest = entry()): Promise<ContentEntryAnswer> {
  const res = await save(token, kind, body);
  if (res.status !== 201) throw new Error(`saving answered ${res.status}: ${JSON.stringify(res.body)}`);
  return answerOf(res);
}

describe("POST /api/pages and /api/stories", () => {
  it("stores the titles trimmed and the HTML rendered per language, blank languages dropped, each new entry after the last of its kind", async () => {
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Allergies" }] },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Gluten", marks: [{ type: "bold" }] }] }] }] },
        { type: "paragraph", content: [{ type: "text", text: "Ask us", marks: [{ type: "link", attrs: { href: "mailto:hola@ana.example.com", target: "_blank", rel: "noopener noreferrer nofollow", class: null, title: null } }] }] },
      ],
    };
    const res = await save(ana.token, "pages", { name: " Allergy policy ", showInNavigation: true, title: { en: " Allergies ", es: "Alergias", de: "  " }, content: { en: doc, es: paragraph("Pregúntenos."), de: { type: "doc", content: [{ type: "paragraph" }] } } });
    expect(res.status).toBe(201);
    const { id, ...answer } = answerOf(res);
    const expected = {
      companyId: ana.id,
      name: "Allergy policy",
      picture: null,
      showInNavigation: true,
      title: { en: "Allergies", es: "Alergias" },
      content: {
        en: '<h2>Allergies</h2><ul><li><p><strong>Gluten</strong></p></li></ul><p><a href="mailto:hola@ana.example.com" rel="noopener noreferrer nofollow" target="_blank">Ask us</a></p>',
        es: "<p>Pregúntenos.</p>",
      },
      sortOrder: answer.sortOrder,
    };
    expect(answer).toEqual(expected);
    expect(await stored("pages", id)).toEqual(expected);

    const next = await created(editor, "pages");
    expect(next.sortOrder).toBeGreaterThan(answer.sortOrder);
    // Stories keep their own order: a first story is not placed after the pages.
    const story = await created(ana.token, "stories", entry({ name: "Our story" }));
    expect(story.sortOrder).toBeLessThanOrEqual(answer.sortOrder);
  });

  it("replaces an entry's fields and keeps its company and position", async () => {
    const page = await created(ana.token, "pages");
    await db.collection("pages").doc(page.id).update({ sortOrder: 123.5 });
    const res = await save(editor, "pages", entry({ name: "Renamed", title: { fr: "Qui sommes-nous" }, content: { fr: paragraph("Depuis 1984.") }, showInNavigation: false }), page.id);
    expect(res.status).toBe(200);
    expect(answerOf(res)).toEqual({ id: page.id, companyId: ana.id, name: "Renamed", picture: null, sortOrder: 123.5, showInNavigation: false, title: { fr: "Qui sommes-nous" }, content: { fr: "<p>Depuis 1984.</p>" } });
    const refused = await save(ana.token, "pages", { ...entry(), companyId: berta.id, sortOrder: 1 }, page.id);
    expect(fieldsOf(refused)).toEqual({ companyId: ["unknown-field"], sortOrder: ["unknown-field"] });
  });

  it("lets the owner and content staff in, refuses staff without content and a caller without a token, and answers another company's entry as not found", async () => {
    const page = await created(ana.token, "pages");
    const story = await created(ana.token, "stories");
    for (const kind of ["pages", "stories"] as const) {
      const id = kind === "pages" ? page.id : story.id;
      expect((await save(waiter, kind, entry())).status).toBe(403);
      expect((await save(waiter, kind, entry(), id)).status).toBe(403);
      expect((await remove(waiter, kind, id)).status).toBe(403);
      expect((await save(null, kind, entry())).status).toBe(401);
      for (const res of [await save(berta.token, kind, entry({ name: "Taken" }), id), await remove(berta.token, kind, id), await save(ana.token, kind, entry(), "no-such-entry"), await remove(ana.token, kind, "no-such-entry")]) {
        expect(res.status).toBe(404);
        expect(errorCodeOf(res)).toBe("not-found");
      }
      expect(await stored(kind, id)).toMatchObject({ companyId: ana.id, name: "About us" });
      expect((await save(editor, kind, entry({ name: "Edited" }), id)).status).toBe(200);
      expect((await remove(editor, kind, id)).status).toBe(200);
      expect(await stored(kind, id)).toBeUndefined();
    }
  });

  it("refuses what is over the limits, other nodes and languages, and a title left blank, each at its field", async () => {
    const link = (href: string): RichTextDoc => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }] }] });
    const schemaRefused = await save(ana.token, "pages", {
      name: "Long",
      title: { en: "t".repeat(CONTENT_LIMITS.titleLength + 1), es: "t".repeat(CONTENT_LIMITS.titleLength) },
      content: {
        en: link(`https://e.com/${"a".repeat(CONTENT_LIMITS.linkLength)}`),
        es: { type: "doc", content: [{ type: "codeBlock", content: [{ type: "text", text: "<script>" }] }] },
        xx: paragraph("?"),
      },
    });
    expect(schemaRefused.status).toBe(400);
    expect(fieldsOf(schemaRefused)).toEqual({ "title.en": ["maxLength"], "content.en.content.0.content.0.marks.0.attrs.href": ["maxLength"], "content.es.content.0.type": ["enum"], "content.xx": ["unknown-field"] });

    const many: RichTextDoc = { type: "doc", content: Array.from({ length: CONTENT_LIMITS.nodes / 2 + 1 }, () => paragraph("a").content![0]!) };
    const sizeRefused = await save(ana.token, "pages", { name: "Long", title: { en: "  " }, content: { en: many, es: paragraph("a".repeat(CONTENT_LIMITS.textLength + 1)), de: paragraph("a".repeat(CONTENT_LIMITS.textLength)) } });
    expect(sizeRefused.status).toBe(400);
    expect(fieldsOf(sizeRefused)).toEqual({ title: ["required"], "content.en": ["rich-text-too-many-nodes"], "content.es": ["rich-text-too-long"] });
    expect((await db.collection("pages").where("name", "==", "Long").get()).size).toBe(0);
  });

  it("keeps a picture uploaded through a content-picture link and refuses one from elsewhere", async () => {
    const link = await request(testApp()).post("/api/create-uploadlink/").set("Authorization", `Bearer ${editor}`).set("Host", "127.0.0.1:5000").send({ type: "image/jpeg", purpose: "content-picture" });
    expect(link.status).toBe(200);
    const { url, publicUrl } = (link.body as { data: UploadLinkAnswer }).data;
    // A baseline JPEG's start: its frame header says 1000 × 1000 px, all the size check reads.
    const jfif = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const frame = [0xff, 0xc0, 0, 17, 8, 0x03, 0xe8, 0x03, 0xe8, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    expect((await request(testApp()).put(new URL(url).pathname).set("Content-Type", "image/jpeg").send(Buffer.from([0xff, 0xd8, ...jfif, ...frame, 0xff, 0xd9]))).status).toBe(200);
    const kept = await save(editor, "stories", entry({ picture: publicUrl }));
    expect(kept.status).toBe(201);
    expect(answerOf(kept).picture).toBe(publicUrl);
    // The staff without content may not even ask for the link.
    expect((await request(testApp()).post("/api/create-uploadlink/").set("Authorization", `Bearer ${waiter}`).send({ type: "image/jpeg", purpose: "content-picture" })).status).toBe(403);
    // The same file name in the product photos' folder (the local store writes the folders with "~").
    const productFolder = publicUrl.replace(/([/~])content([/~])/, "$1products$2");
    expect(productFolder).not.toBe(publicUrl);
    for (const picture of ["https://evil.example.com/x.jpg", productFolder]) {
      const res = await save(ana.token, "stories", entry({ picture }));
      expect(fieldsOf(res)).toEqual({ picture: ["photo-not-found"] });
    }
    // Another company cannot borrow it either.
    expect(fieldsOf(await save(berta.token, "stories", entry({ picture: publicUrl })))).toEqual({ picture: ["photo-not-found"] });
  });

  it("stores nothing executable from the XSS corpus in any language, and keeps the payloads as readable text", async () => {
    const res = await save(editor, "pages", entry({ title: { en: "<script>alert(1)</script>" }, content: { en: xssDocument(), zh: xssDocument(XSS_PAYLOADS.slice(0, 5)) } }));
    expect(res.status).toBe(201);
    const page = await stored("pages", answerOf(res).id);
    const html = page?.content as Record<string, string>;
    expect(Object.keys(html).sort()).toEqual(["en", "zh"]);
    for (const language of ["en", "zh"]) {
      expect(executableMarkup(html[language]!)).toEqual([]);
      expect(html[language]).not.toMatch(/<script|<iframe|<svg|<img/i);
    }
    for (const payload of XSS_PAYLOADS) expect(renderedText(html.en!)).toContain(payload);
  });
});
