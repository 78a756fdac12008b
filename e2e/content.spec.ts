// /content, /pages/new and /stories (issue 23, spec §2, §3 Page and Story): the owner writes a page with a
// heading, a list and a link in English and Spanish with the rich-text toolbar and its typing shortcuts, pastes an
// image with an event handler into the Spanish text, saves, and finds the HTML the server stored holding the
// heading, the list and the link and nothing of the image, and the public shop call answering the page in
// Spanish; then moves a story down by keyboard. One journey in
// steps that share what they made (`journey`).
import type { Locator, Page } from "@playwright/test";
import type { ShopAnswer } from "@comanda/shared";
import { test, expect } from "./support/fixtures";
import { db, registerCompany, removeUser, setContentLanguages } from "./support/emulators";
import { en, enWith, uiMessages } from "./support/messages";
import { login } from "./support/ui";
import { contentEditorMessages as e, contentListMessages as l } from "../web/src/content/messages";

async function removeContent(companyId: string): Promise<void> {
  for (const collection of ["pages", "stories"]) {
    const snap = await db.collection(collection).where("companyId", "==", companyId).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
}

/** The rich-text editor of the language tab being shown (every language's editor stays mounted). */
const shownEditor = (page: Page): Locator => page.locator(".comanda-richtext:visible");

/** Writes a heading, a bullet list and a paragraph whose last words become a link, with the toolbar's shortcuts. */
async function writeRichText(page: Page, text: { heading: string; item: string; before: string; link: string }, href: string): Promise<void> {
  const editor = shownEditor(page);
  await editor.locator('[contenteditable="true"]').click();
  // "## " starts a heading 2 and "- " a bullet list (tiptap's input rules); Enter twice leaves the list.
  await page.keyboard.type(`## ${text.heading}`);
  await page.keyboard.press("Enter");
  await page.keyboard.type(`- ${text.item}`);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type(`${text.before}${text.link}`);
  for (let i = 0; i < text.link.length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await editor.getByRole("button", { name: en(uiMessages.setLink) }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(en(uiMessages.linkAddress)).fill(href);
  await dialog.getByRole("button", { name: en(uiMessages.linkApply) }).click();
  await expect(dialog).toBeHidden();
  // The link is made and the text box has its focus back before the next key: a key pressed while the dialog
  // hands the focus back lands on the selected words (one CI run replaced "la carta" with a new paragraph).
  await expect(editor.getByRole("link", { name: text.link })).toHaveAttribute("href", href);
  await expect(editor.locator('[contenteditable="true"]')).toBeFocused();
}

test("the owner writes a page in English and Spanish, the server stores clean HTML, and a story moves down by keyboard", async ({ page, cleanup }) => {
  test.setTimeout(60_000);
  const owner = await registerCompany({ tag: "content" });
  cleanup(() => removeUser(owner));
  cleanup(() => removeContent(owner.uid));
  await setContentLanguages(owner.uid, ["en", "es"]);
  const story = (id: string, title: string, sortOrder: number) =>
    db.collection("stories").doc(`${owner.uid}-${id}`).set({ companyId: owner.uid, name: id, sortOrder, title: { en: title }, content: { en: `<p>${title}</p>` }, showInNavigation: false });
  await Promise.all([story("opening", "We opened", 1000), story("terrace", "The terrace is back", 2000), story("wine", "New wines", 3000)]);

  // Nothing pasted may ever run.
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const journey = { pageId: "" };

  await test.step("write a page with a heading, a list and a link in English and Spanish, pasting an image with onerror", async () => {
    await login(page, owner.email, owner.password);
    await page.goto("/admin/content");
    await expect(page.getByRole("heading", { name: en(l.title), level: 1 })).toBeVisible();
    await page.getByRole("button", { name: en(l.newPage) }).click();
    await expect(page.getByRole("heading", { name: en(e.newPage), level: 1 })).toBeVisible();
    await page.getByLabel(en(e.name), { exact: true }).fill("allergies");

    await page.locator('input[lang="en"]:visible').fill("Allergy policy");
    await writeRichText(page, { heading: "Allergens", item: "Gluten", before: "See ", link: "the menu" }, "https://example.com/menu");

    // The language tabs are shared by the screen's fields: ES opens the Spanish title and text together.
    await page.getByRole("tab", { name: /^ES/ }).first().click();
    await page.locator('input[lang="es"]:visible').fill("Política de alérgenos");
    await writeRichText(page, { heading: "Alérgenos", item: "Gluten", before: "Ver ", link: "la carta" }, "https://example.com/carta");
    // What a copy from another web page could bring: an image whose error handler runs script, pasted into a
    // paragraph of its own (End leaves the link just made, Enter starts the paragraph).
    await shownEditor(page).locator('[contenteditable="true"]').press("End");
    await page.keyboard.press("Enter");
    // The browser's own paste event, as a copy from another page hands it over (the test code runs in the page).
    await page.evaluate(`{
      const data = new DataTransfer();
      data.setData("text/html", '<p>Pregunte al camarero<img src=x onerror="alert(1)"></p>');
      data.setData("text/plain", "Pregunte al camarero");
      document.activeElement.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }`);
    await expect(shownEditor(page).getByText("Pregunte al camarero")).toBeVisible();

    await page.getByRole("button", { name: en(e.preview) }).click();
    const preview = page.getByRole("dialog");
    await expect(preview.getByText(enWith(e.previewTitle, { language: "ES" }))).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Alérgenos", level: 2 })).toBeVisible();
    await expect(preview.getByRole("link", { name: "la carta" })).toHaveAttribute("href", "https://example.com/carta");
    await preview.getByRole("button", { name: "Close" }).click();

    await page.getByRole("button", { name: en(uiMessages.save) }).click();
    await expect(page.getByText(en(e.pageCreated))).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/pages\/[^/]+\/edit$/);
    journey.pageId = /\/pages\/([^/]+)\/edit$/.exec(new URL(page.url()).pathname)?.[1] ?? "";
  });

  await test.step("the stored HTML holds the heading, the list and the link in both languages, and nothing of the image", async () => {
    const stored = (await db.collection("pages").doc(journey.pageId).get()).data();
    expect(stored).toMatchObject({ companyId: owner.uid, name: "allergies", title: { en: "Allergy policy", es: "Política de alérgenos" } });
    const html = stored?.content as Record<string, string>;
    expect(html.en).toContain("<h2>Allergens</h2>");
    expect(html.en).toMatch(/<ul><li><p>Gluten<\/p><\/li><\/ul>/);
    expect(html.en).toMatch(/<a [^>]*href="https:\/\/example\.com\/menu"[^>]*>the menu<\/a>/);
    expect(html.es).toContain("<h2>Alérgenos</h2>");
    expect(html.es).toMatch(/<ul><li><p>Gluten<\/p><\/li><\/ul>/);
    expect(html.es).toMatch(/<a [^>]*href="https:\/\/example\.com\/carta"[^>]*>la carta<\/a>/);
    expect(html.es).toContain("Pregunte al camarero");
    for (const language of ["en", "es"]) {
      expect(html[language]).not.toMatch(/<img|onerror|alert\(/i);
    }
    expect(alerts).toEqual([]);
  });

  await test.step("the public shop call answers the page in Spanish with its heading, list and link", async () => {
    const slug = String((await db.collection("companyInfos").doc(owner.uid).get()).get("slug"));
    // Through the hosting address the browser uses, as the customer catalogue calls it.
    const res = await page.request.get(`/api/shops/${slug}?lang=es`);
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: ShopAnswer };
    expect(data.language).toBe("es");
    const shown = data.pages.find((p) => p.id === journey.pageId);
    expect(shown?.title).toBe("Política de alérgenos");
    expect(shown?.content).toContain("<h2>Alérgenos</h2>");
    expect(shown?.content).toMatch(/<ul><li><p>Gluten<\/p><\/li><\/ul>/);
    expect(shown?.content).toMatch(/<a [^>]*href="https:\/\/example\.com\/carta"[^>]*>la carta<\/a>/);
    expect(shown?.content).not.toMatch(/<img|onerror/i);
  });

  await test.step("move the first story down by keyboard: its sortOrder lands between the next two", async () => {
    await page.goto("/admin/content?tab=stories");
    const list = page.getByRole("list", { name: en(l.storiesLabel) });
    await expect(list.getByRole("listitem")).toHaveText([/We opened/, /The terrace is back/, /New wines/]);
    const handle = page.getByRole("button", { name: enWith(l.dragHandle, { name: "We opened" }) });
    await handle.focus();
    await page.keyboard.press("Space");
    // Picked up: the handle is pressed (the spoken "Picked up" gives way at once to where the story is).
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText(enWith(l.dragOver, { name: "We opened", position: 2, total: 3 }))).toBeAttached();
    await page.keyboard.press("Space");
    await expect(list.getByRole("listitem")).toHaveText([/The terrace is back/, /We opened/, /New wines/]);
    await expect.poll(async () => (await db.collection("stories").doc(`${owner.uid}-opening`).get()).get("sortOrder")).toBe(2500);
  });
});
