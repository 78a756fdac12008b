// The printer calls against the Firestore emulator: save (MAC normalised and claimed across all companies in
// one transaction with the printer and its key), delete, a new secret, and cancel / print again of a job.
import { beforeEach, describe, expect, it } from "vitest";
import { cloudPrntPath, type PrinterData, type PrintJobData, type PrinterStatusData } from "@comanda/shared";
import { errorCodeOf, fieldsOf } from "../orders/testOrders";
import { clearProject, createStaff, db } from "../test/emulator";
import { addPrinter, call, docData, freshMac, keyOf, printerRequest, printShop, savePrinterCall, type PrintShop } from "./testPrinting";

beforeEach(clearProject);

const claimOf = (mac: string) => docData<{ printerId: string; companyId: string }>(`printerMacs/${mac}`);
const printerOf = (id: string) => docData<PrinterData>(`printers/${id}`);

describe("POST /api/printers", () => {
  it("creates the printer, its key with a fresh secret and the claim of its MAC, written in any usual spelling", async () => {
    const s = await printShop();
    const res = await savePrinterCall(s.token, printerRequest({ name: "Grill", mac: "00-11-62-ab-cd-0e", locationsFilter: [s.kitchenId], paperWidth: 58, ticketCopies: 2, printOrderReceipts: true, receiptCopies: 3 }));
    expect(res.status).toBe(201);
    const id = (res.body as { data: { id: string } }).data.id;
    expect(await printerOf(id)).toMatchObject({
      companyId: s.id,
      name: "Grill",
      mac: "00:11:62:AB:CD:0E",
      paperWidth: 58,
      locationsFilter: [s.kitchenId],
      enabled: true,
      printOrderTickets: true,
      printOrderReceipts: true,
      ticketCopies: 2,
      receiptCopies: 3,
    });
    const key = await keyOf(id);
    expect(key).toMatchObject({ companyId: s.id, mac: "00:11:62:AB:CD:0E", enabled: true, paperWidth: 58 });
    expect(key?.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await claimOf("00:11:62:AB:CD:0E")).toEqual({ printerId: id, companyId: s.id });
  });

  it("gives every new printer its own secret", async () => {
    const s = await printShop();
    const [a, b] = [await addPrinter(s), await addPrinter(s)];
    expect((await keyOf(a))?.secret).not.toBe((await keyOf(b))?.secret);
  });

  it("edits a printer: the secret stays, a changed MAC is claimed and the old one released", async () => {
    const s = await printShop();
    const oldMac = freshMac();
    const id = await addPrinter(s, { mac: oldMac });
    const secret = (await keyOf(id))?.secret;
    const newMac = freshMac();
    const res = await savePrinterCall(s.token, printerRequest({ name: "Bar", mac: newMac.toLowerCase(), enabled: false, paperWidth: 58 }), id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id } });
    expect(await printerOf(id)).toMatchObject({ name: "Bar", mac: newMac, enabled: false });
    expect(await keyOf(id)).toMatchObject({ secret, mac: newMac, enabled: false, paperWidth: 58 });
    expect(await claimOf(newMac)).toEqual({ printerId: id, companyId: s.id });
    expect(await claimOf(oldMac)).toBeUndefined();
    // The released MAC can be added again, by any company.
    const other = await printShop("Bar Berta");
    expect((await savePrinterCall(other.token, printerRequest({ mac: oldMac }))).status).toBe(201);
  });

  it("keeps the claim when a printer is saved with its own MAC again", async () => {
    const s = await printShop();
    const mac = freshMac();
    const id = await addPrinter(s, { mac });
    expect((await savePrinterCall(s.token, printerRequest({ mac: mac.replace(/:/g, ""), name: "Renamed" }), id)).status).toBe(200);
    expect(await claimOf(mac)).toEqual({ printerId: id, companyId: s.id });
  });

  it("refuses a MAC another printer of the same company holds", async () => {
    const s = await printShop();
    const mac = freshMac();
    const first = await addPrinter(s, { mac });
    const second = await addPrinter(s);
    for (const res of [await savePrinterCall(s.token, printerRequest({ mac })), await savePrinterCall(s.token, printerRequest({ mac }), second)]) {
      expect(res.status).toBe(409);
      expect(errorCodeOf(res)).toBe("printer-mac-already-added");
    }
    expect(await claimOf(mac)).toEqual({ printerId: first, companyId: s.id });
    expect((await db.collection("printers").where("companyId", "==", s.id).get()).size).toBe(2);
  });

  it("lets exactly one of two companies claiming the same MAC at once have it", async () => {
    const [a, b] = [await printShop("Bar Ana"), await printShop("Bar Berta")];
    const mac = freshMac();
    const answers = await Promise.all([
      savePrinterCall(a.token, printerRequest({ mac })),
      savePrinterCall(b.token, printerRequest({ mac: mac.replace(/:/g, "-").toLowerCase() })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(errorCodeOf(loser)).toBe("printer-mac-already-added");
    const winner = answers.findIndex((r) => r.status === 201);
    const winnerShop = [a, b][winner]!;
    const printers = await db.collection("printers").where("mac", "==", mac).get();
    expect(printers.docs.map((d) => d.get("companyId"))).toEqual([winnerShop.id]);
    expect(await claimOf(mac)).toEqual({ printerId: printers.docs[0]!.id, companyId: winnerShop.id });
    expect((await db.collection("printerKeys").where("mac", "==", mac).get()).size).toBe(1);
  });

  describe("bad input", () => {
    let s: PrintShop;
    beforeEach(async () => {
      s = await printShop();
    });

    it("answers invalid-mac on mac for anything that is not a MAC address, and writes nothing", async () => {
      for (const mac of ["nope", "00:11:62:AA:BB", "00:11:62:AA:BB:CC:DD", "GG:11:62:AA:BB:CC"]) {
        const res = await savePrinterCall(s.token, printerRequest({ mac }));
        expect(res.status, mac).toBe(400);
        expect(fieldsOf(res), mac).toEqual({ mac: ["invalid-mac"] });
      }
      expect((await db.collection("printers").get()).size).toBe(0);
      expect((await db.collection("printerMacs").get()).size).toBe(0);
    });

    it("answers location-not-found on locationsFilter for a location that is not the company's", async () => {
      const other = await printShop("Bar Berta");
      for (const locations of [["no-such-location"], [s.kitchenId, other.kitchenId]]) {
        const res = await savePrinterCall(s.token, printerRequest({ locationsFilter: locations }));
        expect(res.status).toBe(400);
        expect(fieldsOf(res)).toEqual({ locationsFilter: ["location-not-found"] });
      }
      expect((await db.collection("printers").where("companyId", "==", s.id).get()).size).toBe(0);
    });

    it("names both fields when both are wrong", async () => {
      const res = await savePrinterCall(s.token, printerRequest({ mac: "x", locationsFilter: ["nowhere"] }));
      expect(fieldsOf(res)).toEqual({ mac: ["invalid-mac"], locationsFilter: ["location-not-found"] });
    });

    it.each([
      ["name", { name: "" }],
      ["paperWidth", { paperWidth: 70 }],
      ["locationsFilter", { locationsFilter: "kitchen" }],
      ["enabled", { enabled: "yes" }],
      ["mac", { mac: 1162 }],
      ["printOrderTickets", { printOrderTickets: null }],
      ["printOrderReceipts", { printOrderReceipts: 1 }],
      ["ticketCopies", { ticketCopies: 0 }],
      ["receiptCopies", { receiptCopies: 6 }],
      ["ticketCopies", { ticketCopies: 1.5 }],
    ])("refuses a wrong %s with a field error", async (field, change) => {
      const res = await savePrinterCall(s.token, { ...printerRequest(), ...change });
      expect(res.status).toBe(400);
      expect(errorCodeOf(res)).toBe("validation");
      expect(Object.keys(fieldsOf(res))).toContain(field);
      expect((await db.collection("printers").get()).size).toBe(0);
    });

    it("refuses a missing field and an unknown one", async () => {
      const { mac: _mac, ...withoutMac } = printerRequest();
      expect((await savePrinterCall(s.token, withoutMac)).status).toBe(400);
      const res = await savePrinterCall(s.token, { ...printerRequest(), companyId: "other" });
      expect(res.status).toBe(400);
      expect((await db.collection("printers").get()).size).toBe(0);
    });
  });

  it("is refused to staff without settings and allowed to staff with it", async () => {
    const s = await printShop();
    const waiter = await createStaff(s.id, ["orders"]);
    const res = await savePrinterCall(waiter.token, printerRequest());
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe("forbidden");
    const manager = await createStaff(s.id, ["settings"]);
    expect((await savePrinterCall(manager.token, printerRequest())).status).toBe(201);
  });

  it("answers not-found for another company's printer and changes nothing of it", async () => {
    const [a, b] = [await printShop("Bar Ana"), await printShop("Bar Berta")];
    const mac = freshMac();
    const id = await addPrinter(b, { mac, name: "Berta's" });
    const key = await keyOf(id);
    const answers = [
      await savePrinterCall(a.token, printerRequest({ name: "Taken" }), id),
      await call(a.token, "delete", `/api/printers/${id}`),
      await call(a.token, "post", `/api/printers/${id}/secret`),
      await savePrinterCall(a.token, printerRequest(), "no-such-printer"),
      await call(a.token, "delete", "/api/printers/no-such-printer"),
      await call(a.token, "post", "/api/printers/no-such-printer/secret"),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe("not-found");
    }
    expect(await printerOf(id)).toMatchObject({ companyId: b.id, name: "Berta's", mac });
    expect(await keyOf(id)).toEqual(key);
    expect(await claimOf(mac)).toEqual({ printerId: id, companyId: b.id });
    expect(await docData("printers/no-such-printer")).toBeUndefined();
  });
});

function job(s: PrintShop, printerId: string, status: PrintJobData["status"], extra: Partial<PrintJobData> = {}): PrintJobData {
  return {
    companyId: s.id,
    date: "2026-05-04T10:15:00.000Z",
    printerId,
    printerName: "Kitchen",
    orderId: "order-1",
    orderNumber: 1,
    kind: "ticket",
    copy: 1,
    status,
    handout: status === "queued" || status === "printing" ? { token: `job-${status}.nonce`, at: "2026-05-04T10:15:00.000Z" } : null,
    attempts: 2,
    errorCode: status === "canceled" ? "410" : null,
    updatedAt: "2026-05-04T10:15:00.000Z",
    ...extra,
  };
}

async function seedJobs(s: PrintShop, printerId: string, statuses: readonly PrintJobData["status"][]): Promise<string[]> {
  const ids: string[] = [];
  for (const status of statuses) {
    const id = `${s.id}-${printerId}-${status}`;
    await db.collection("printJobs").doc(id).set(job(s, printerId, status));
    ids.push(id);
  }
  return ids;
}

describe("DELETE /api/printers/:id", () => {
  it("deletes the printer with its key, MAC claim and status; its waiting jobs become canceled, the others stay", async () => {
    const s = await printShop();
    const mac = freshMac();
    const id = await addPrinter(s, { mac });
    const keep = await addPrinter(s);
    const status: PrinterStatusData = { companyId: s.id, status: "200 OK", lastSeen: "2026-05-04T10:14:00.000Z" };
    await db.collection("printer-status").doc(id).set(status);
    const jobs = await seedJobs(s, id, ["new", "queued", "printing", "printed", "canceled"]);
    const [otherJob] = await seedJobs(s, keep, ["new"]);

    const res = await call(s.token, "delete", `/api/printers/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { deleted: true } });
    expect(await printerOf(id)).toBeUndefined();
    expect(await keyOf(id)).toBeUndefined();
    expect(await claimOf(mac)).toBeUndefined();
    expect(await docData(`printer-status/${id}`)).toBeUndefined();
    const after = await Promise.all(jobs.map((j) => docData<PrintJobData>(`printJobs/${j}`)));
    expect(after.map((j) => [j?.status, j?.handout ?? null])).toEqual([
      ["canceled", null],
      ["canceled", null],
      ["canceled", null],
      ["printed", null],
      ["canceled", null],
    ]);
    expect((await docData<PrintJobData>(`printJobs/${otherJob}`))?.status).toBe("new");
    expect(await printerOf(keep)).toBeDefined();
    // The MAC is free again, for any company.
    const other = await printShop("Bar Berta");
    expect((await savePrinterCall(other.token, printerRequest({ mac }))).status).toBe(201);
  });

  it("is refused to staff without settings", async () => {
    const s = await printShop();
    const id = await addPrinter(s);
    const waiter = await createStaff(s.id, ["orders"]);
    expect((await call(waiter.token, "delete", `/api/printers/${id}`)).status).toBe(403);
    expect(await printerOf(id)).toBeDefined();
  });
});

describe("POST /api/printers/:id/secret", () => {
  it("gives the printer a new secret and answers the path of its new address", async () => {
    const s = await printShop();
    const id = await addPrinter(s);
    const before = (await keyOf(id))!;
    const res = await call(s.token, "post", `/api/printers/${id}/secret`);
    expect(res.status).toBe(200);
    const after = (await keyOf(id))!;
    expect(after.secret).not.toBe(before.secret);
    expect(after.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(after).toMatchObject({ mac: before.mac, enabled: before.enabled, paperWidth: before.paperWidth, companyId: s.id });
    expect(res.body).toEqual({ data: { path: cloudPrntPath(id, after.secret) } });
  });
});

describe("POST /api/print-jobs/:id/cancel and /print-again", () => {
  it("cancels a waiting job (new, queued, printing) and drops its hand-out", async () => {
    const s = await printShop();
    const printer = await addPrinter(s);
    for (const id of await seedJobs(s, printer, ["new", "queued", "printing"])) {
      const res = await call(s.token, "post", `/api/print-jobs/${id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id, status: "canceled" } });
      expect(await docData(`printJobs/${id}`)).toMatchObject({ status: "canceled", handout: null, updatedAt: "2026-05-04T10:15:00.000Z" });
    }
  });

  it("refuses to cancel a printed or canceled job with print-job-finished", async () => {
    const s = await printShop();
    const printer = await addPrinter(s);
    for (const id of await seedJobs(s, printer, ["printed", "canceled"])) {
      const before = await docData(`printJobs/${id}`);
      const res = await call(s.token, "post", `/api/print-jobs/${id}/cancel`);
      expect(res.status).toBe(409);
      expect(errorCodeOf(res)).toBe("print-job-finished");
      expect(await docData(`printJobs/${id}`)).toEqual(before);
    }
  });

  it("prints a printed or canceled job again: new, no hand-out, no attempts, no error", async () => {
    const s = await printShop();
    const printer = await addPrinter(s);
    for (const id of await seedJobs(s, printer, ["printed", "canceled"])) {
      const res = await call(s.token, "post", `/api/print-jobs/${id}/print-again`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id, status: "new" } });
      expect(await docData(`printJobs/${id}`)).toMatchObject({ status: "new", handout: null, attempts: 0, errorCode: null, errorAt: null });
    }
  });

  it("refuses to print a waiting job again with print-job-waiting", async () => {
    const s = await printShop();
    const printer = await addPrinter(s);
    for (const id of await seedJobs(s, printer, ["new", "queued", "printing"])) {
      const before = await docData(`printJobs/${id}`);
      const res = await call(s.token, "post", `/api/print-jobs/${id}/print-again`);
      expect(res.status).toBe(409);
      expect(errorCodeOf(res)).toBe("print-job-waiting");
      expect(await docData(`printJobs/${id}`)).toEqual(before);
    }
  });

  it("refuses to print a job again whose printer was deleted, with print-job-printer-deleted", async () => {
    const s = await printShop();
    const printer = await addPrinter(s);
    const [printed] = await seedJobs(s, printer, ["printed"]);
    expect((await call(s.token, "delete", `/api/printers/${printer}`)).status).toBe(200);
    const before = await docData(`printJobs/${printed}`);
    const res = await call(s.token, "post", `/api/print-jobs/${printed}/print-again`);
    expect(res.status).toBe(409);
    expect(errorCodeOf(res)).toBe("print-job-printer-deleted");
    expect(await docData(`printJobs/${printed}`)).toEqual(before);
  });

  it("lets staff with orders or settings act, refuses others, and answers not-found for another company's job", async () => {
    const [a, b] = [await printShop("Bar Ana"), await printShop("Bar Berta")];
    const printer = await addPrinter(a);
    const [queued, printed] = await seedJobs(a, printer, ["queued", "printed"]);
    const cook = await createStaff(a.id, ["products"]);
    expect((await call(cook.token, "post", `/api/print-jobs/${queued}/cancel`)).status).toBe(403);
    for (const res of [await call(b.token, "post", `/api/print-jobs/${queued}/cancel`), await call(b.token, "post", `/api/print-jobs/${printed}/print-again`)]) {
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe("not-found");
    }
    expect((await docData<PrintJobData>(`printJobs/${queued}`))?.status).toBe("queued");
    expect((await docData<PrintJobData>(`printJobs/${printed}`))?.status).toBe("printed");
    const waiter = await createStaff(a.id, ["orders"]);
    expect((await call(waiter.token, "post", `/api/print-jobs/${queued}/cancel`)).status).toBe(200);
    const manager = await createStaff(a.id, ["settings"]);
    expect((await call(manager.token, "post", `/api/print-jobs/${printed}/print-again`)).status).toBe(200);
  });
});
