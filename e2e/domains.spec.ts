// /settings/domains (issue 24, spec §2, §4, §8) on a phone: the owner adds a domain, reads the DNS records to
// create, creates them in the local DNS through the Hosting stand-in's control endpoint (as they would at their
// provider), presses Check and reads that the DNS is right and the certificate is being made, then Check again:
// 'Your domain was connected successfully'. The stand-in makes the certificate one read after the DNS is right.
import { randomUUID } from "node:crypto";
import { test, expect } from "./support/fixtures";
import { db, registerCompany, removeUser } from "./support/emulators";
import { en } from "./support/messages";
import { login } from "./support/ui";
import { domainMessages as m } from "../web/src/settings/domains/messages";

const STANDIN = "http://127.0.0.1:12120";

async function removeDomains(companyId: string, domain: string): Promise<void> {
  const snap = await db.collection("customDomains").where("companyId", "==", companyId).get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
  await db.collection("domainClaims").doc(domain).delete();
  await fetch(`${STANDIN}/v1beta1/projects/demo-comanda/sites/demo-comanda/customDomains/${domain}`, { method: "DELETE" }).catch(() => undefined);
  await fetch(`${STANDIN}/_standin/dns`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ clear: domain }) }).catch(() => undefined);
}

test("the owner connects a domain: the records to create, the DNS found, the certificate pending, then connected", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "domains" });
  const domain = `order-${randomUUID().slice(0, 8)}.bar-e2e.example`;
  cleanup(() => removeUser(owner));
  cleanup(() => removeDomains(owner.uid, domain));
  await page.setViewportSize({ width: 390, height: 844 });

  await login(page, owner.email, owner.password);
  await page.goto("/admin/settings/domains");
  await expect(page.getByRole("heading", { name: en(m.title), level: 1 })).toBeVisible();
  await page.getByRole("button", { name: en(m.add) }).click();

  const add = page.getByRole("dialog", { name: en(m.addTitle) });
  // An address is refused with a clear text, then the domain alone is accepted, written as the owner likes.
  await add.getByLabel(en(m.domainLabel)).fill(`https://${domain}/menu`);
  await add.getByRole("button", { name: en(m.addSubmit) }).click();
  await expect(add.getByText("Enter only the domain, without https://, a path or a port")).toBeVisible();
  await add.getByLabel(en(m.domainLabel)).fill(domain.toUpperCase());
  await add.getByRole("button", { name: en(m.addSubmit) }).click();

  const configure = page.getByRole("dialog", { name: en(m.configureDomain).replace("{domain}", domain) });
  const status = configure.getByTestId("domain-check-message");
  await expect(status).toContainText("DNS changes can take several hours");
  const records = configure.getByRole("table", { name: en(m.records) });
  await expect(records.getByTestId("record-found")).toHaveText([en(m.recordMissing), en(m.recordMissing)]);
  // The records as the page lists them go into the local DNS.
  const read = async (type: string) => {
    const cells = records.locator(`tr[data-type="${type}"] .domain-record-value`);
    return { type, host: await cells.nth(0).innerText(), value: await cells.nth(1).innerText() };
  };
  const dns = [await read("A"), await read("TXT")];
  expect(dns[0]?.host).toBe(domain);
  const created = await fetch(`${STANDIN}/_standin/dns`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ add: dns }) });
  expect(created.ok).toBe(true);

  await configure.getByRole("button", { name: en(m.check) }).click();
  await expect(status).toContainText(en(m.checkCertificatePending));
  await expect(records.getByTestId("record-found")).toHaveText([en(m.recordFound), en(m.recordFound)]);
  await configure.getByRole("button", { name: en(m.check) }).click();
  await expect(status).toContainText("Your domain was connected successfully");
  // The footer's Close (the dialog's corner button is named Close too).
  await configure.locator(".ant-modal-footer").getByRole("button", { name: en(m.close) }).click();

  const row = page.locator(`tr[data-domain="${domain}"]`);
  await expect(row.getByText(en(m.statusConnected))).toBeVisible();
  expect((await db.collection("companyInfos").doc(owner.uid).get()).get("customDomains")).toMatchObject([{ domain, status: "connected" }]);
});
