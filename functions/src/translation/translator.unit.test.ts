// The production adapter (the real @google-cloud/translate v2 client) against the local stand-in over HTTP,
// and where the adapter is pointed in each environment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TranslateStandIn, standInTranslation } from "../../tools/translate";
import { CLOUD_TRANSLATE_URL, LOCAL_TRANSLATE_URL, translateBaseUrl } from "./endpoint";
import { cloudTranslator } from "./translator";

const standIn = new TranslateStandIn();
let baseUrl = "";
beforeAll(async () => {
  baseUrl = await standIn.start();
});
afterAll(() => standIn.stop());

describe("the Cloud Translation adapter", () => {
  it("sends the client's real v2 request (key, source, target, texts) and reads the answer", async () => {
    const translator = cloudTranslator({ apiKey: "key-1", baseUrl });
    await expect(translator.translate(["Soup", "Bread"], "en", "de")).resolves.toEqual(["Suppe", "Brot"]);
    expect(standIn.requests.at(-1)).toEqual({ key: "key-1", q: ["Soup", "Bread"], source: "en", target: "de", format: "text" });
  });

  it("sends rich text as HTML so that its markup is kept", async () => {
    await cloudTranslator({ apiKey: "key-1", baseUrl }).translate(["<p>Hot</p>"], "en", "fr");
    expect(standIn.requests.at(-1)?.format).toBe("html");
  });

  it("fails with the service's refusal", async () => {
    standIn.answerWith({ status: 403, body: { error: { code: 403, message: "API key not valid.", status: "PERMISSION_DENIED" } } });
    await expect(cloudTranslator({ apiKey: "bad", baseUrl }).translate(["Soup"], "en", "es")).rejects.toMatchObject({ code: 403 });
  });
});

describe("the stand-in's translations", () => {
  it("knows a few menu words and marks any other text with the target language", () => {
    expect(standInTranslation("soup", "en", "es")).toBe("Sopa");
    expect(standInTranslation("Sopa", "es", "de")).toBe("Suppe");
    expect(standInTranslation("Paella", "es", "en")).toBe("Paella [en]");
  });
});

describe("where the adapter points", () => {
  it("TRANSLATE_API_URL wins; then the local stand-in on the emulators; else Google's endpoint", async () => {
    await expect(translateBaseUrl({ TRANSLATE_API_URL: "http://127.0.0.1:9/language/translate/v2" }, true)).resolves.toBe("http://127.0.0.1:9/language/translate/v2");
    await expect(translateBaseUrl({}, false)).resolves.toBe(CLOUD_TRANSLATE_URL);
    const local = await translateBaseUrl({}, true);
    expect(local).toBe(LOCAL_TRANSLATE_URL);
    expect(local).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/language\/translate\/v2$/);
    // The stand-in answers at that path (scripts/stripe-standin.ts starts it on that port).
    expect(new URL(baseUrl).pathname).toBe(new URL(local).pathname);
    await expect(cloudTranslator({ apiKey: "local-emulator-placeholder", baseUrl }).translate(["Cheese"], "en", "nl")).resolves.toEqual(["Kaas"]);
  });
});
