// firestore.indexes.json against the rules' query shape: every client list is filtered by its tenant
// field first (companyId, or userId for notifications), so every composite index must start with it,
// apart from the few named server queries across companies.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@comanda/shared";

interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: "COLLECTION" | "COLLECTION_GROUP";
  fields: IndexField[];
}
interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: unknown[];
}

const file = JSON.parse(readFileSync(fileURLToPath(new URL("../../firestore.indexes.json", import.meta.url)), "utf8")) as IndexFile;
const TENANT_FIELD: Readonly<Record<string, string>> = { notifications: "userId" };
/**
 * Indexes of server queries across companies (Admin SDK, no rules involved), named one by one: the
 * unprocessed-order alert looks for every company's orders still new ten minutes after ordering; a
 * printer's poll looks for its oldest waiting job (the printer id belongs to one company); the tax records'
 * sending job skips through the records waiting, company by company (functions/src/verifactu/sending/job.ts).
 */
const SERVER_INDEXES: readonly string[] = ["orders:status,dateOrdered", "printJobs:printerId,status,date", "taxRecords:status,companyId"];
const signature = (i: CompositeIndex) => `${i.collectionGroup}:${i.fields.map((f) => f.fieldPath).join(",")}`;
const KNOWN: readonly string[] = Object.values(COLLECTIONS);

describe("firestore.indexes.json", () => {
  it("has the two lists firebase deploy expects", () => {
    expect(Array.isArray(file.indexes)).toBe(true);
    expect(Array.isArray(file.fieldOverrides)).toBe(true);
  });

  it("names only collections of the data model", () => {
    expect(file.indexes.map((i) => i.collectionGroup).filter((name) => !KNOWN.includes(name))).toEqual([]);
  });

  it("starts every index with the collection's tenant field", () => {
    const strays = file.indexes.filter(
      (i) => i.fields[0]?.fieldPath !== (TENANT_FIELD[i.collectionGroup] ?? "companyId") && !SERVER_INDEXES.includes(signature(i)),
    );
    expect(strays).toEqual([]);
  });

  it("has every server index it names", () => {
    expect(SERVER_INDEXES.filter((name) => !file.indexes.some((i) => signature(i) === name))).toEqual([]);
  });

  it("gives every field exactly one of order or arrayConfig, and every index at least two fields", () => {
    const malformed = file.indexes.filter(
      (i) => i.fields.length < 2 || i.fields.some((f) => !f.fieldPath || (f.order === undefined) === (f.arrayConfig === undefined)),
    );
    expect(malformed).toEqual([]);
  });

  it("lists no index twice", () => {
    const keys = file.indexes.map((i) => `${i.collectionGroup}/${i.queryScope}/${i.fields.map((f) => `${f.fieldPath}:${f.order ?? f.arrayConfig}`).join(",")}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
