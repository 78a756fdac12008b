// 'My establishment' as an owner sets it up: a logo refused in the browser for its size, a square one
// uploaded and shown in the menu after saving, and a new shop address (slug) with its QR-code warning;
// the old address keeps leading to the company for 90 days.
import { randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import { test, expect } from "./support/fixtures";
import { db, readDoc, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, errorMessages, shellMessages, uiMessages } from "./support/messages";
import { login } from "./support/ui";
import { infoMessages as m } from "../web/src/settings/info/messages";

test.describe.configure({ timeout: 180_000 });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A one-colour RGB PNG of the given size. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([0x1f, 0x6f, 0x3c], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(pixels)), chunk("IEND", Buffer.alloc(0))]);
}

test("an owner uploads a logo that the menu then shows, and moves the shop to a new address", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "settings-info" });
  cleanup(() => removeUser(owner));
  cleanup(async () => {
    const claims = await db.collection("slugs").where("companyId", "==", owner.uid).get();
    await Promise.all(claims.docs.map((d) => d.ref.delete()));
  });
  const oldSlug = (await readDoc("companyInfos", owner.uid))?.slug as string;
  const newSlug = `e2e-info-${randomUUID().slice(0, 8)}`;

  await login(page, owner.email, owner.password);
  await page.goto("/admin/settings/info");
  await expect(page.getByRole("heading", { name: en(m.title) })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("textbox", { name: en(m.companyname) })).toHaveValue(owner.companyname);

  // The browser says what is wrong with a logo before anything is uploaded.
  const input = page.getByTestId("logo-input");
  await input.setInputFiles({ name: "small.png", mimeType: "image/png", buffer: png(500, 500) });
  await expect(page.getByText(enWith(errorMessages.photoTooSmallOf, { width: 500, height: 500, min: 527 }))).toBeVisible();
  await input.setInputFiles({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
  await expect(page.getByText(en(errorMessages.logoDamaged))).toBeVisible();
  await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png(600, 600) });
  await expect(page.getByRole("img", { name: en(m.logoPreview) })).toBeVisible();

  // A new address: the warning names both addresses.
  const slug = page.getByRole("textbox", { name: en(m.slug) });
  await slug.fill(newSlug);
  const warning = page.getByRole("alert").filter({ hasText: en(m.slugWarningTitle) });
  await expect(warning).toContainText(`/${newSlug}`);
  await expect(warning).toContainText(`/${oldSlug}`);

  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();

  // The menu shows the stored logo; the page shows the new shop address, and the warning is gone.
  await expect.poll(async () => (await readDoc("companyInfos", owner.uid))?.slug).toBe(newSlug);
  const picture = (await readDoc("companyInfos", owner.uid))?.picture as string;
  expect(picture).toBeTruthy();
  await expect(page.getByRole("img", { name: enWith(shellMessages.logo, { name: owner.companyname }) }).first()).toHaveAttribute("src", picture);
  await expect(page.getByTestId("shop-address")).toContainText(`/${newSlug}`);
  await expect(warning).toHaveCount(0);

  // The old address still leads to the company, for 90 days.
  const left = (await db.collection("slugs").doc(oldSlug).get()).data();
  expect(left).toMatchObject({ companyId: owner.uid, current: false });
  const days = (Date.parse(left?.expiresAt as string) - Date.now()) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(89.9);
  expect(days).toBeLessThanOrEqual(90);

  // After a reload, the logo is still in the menu.
  await page.reload();
  await expect(page.getByRole("img", { name: enWith(shellMessages.logo, { name: owner.companyname }) }).first()).toHaveAttribute("src", picture);
});
