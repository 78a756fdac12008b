// storage.rules, checked without a Storage emulator (it cannot run offline here): the rules compiler of
// the Firestore emulator parses the file, and rulesSource.ts reads which statements grant what.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileRules } from "./rulesEnv";
import { grantsFor, METHODS, readAllowStatements, type Method } from "./rulesSource";

const source = readFileSync(fileURLToPath(new URL("../../storage.rules", import.meta.url)), "utf8");
const statements = readAllowStatements(source);

const BUCKET = "b/comanda.appspot.com/o";
const WRITES: readonly Method[] = ["create", "update", "delete"];

/** Object paths a client might try, by what they hold. */
const FILES = {
  "a company's logo": "companies/company-a/public/logo.png",
  "a company's product photo": "companies/company-a/public/products/p-1/photo.jpg",
  "a company's private file": "companies/company-a/private/certificate.p12",
  "a company folder's loose file": "companies/company-a/export.csv",
  "a profile picture": "users/user-1/profile/picture.png",
  "another file of a user": "users/user-1/notes.txt",
  "a file at the bucket root": "anything.png",
} as const;
type FileKind = keyof typeof FILES;

const PUBLIC_PICTURES: readonly FileKind[] = ["a company's logo", "a company's product photo", "a profile picture"];

function conditionsFor(kind: FileKind, method: Method): string[] {
  return grantsFor(statements, `${BUCKET}/${FILES[kind]}`, method).map((s) => s.condition);
}

describe("storage.rules source", () => {
  it("compiles in the rules engine without issues", async () => {
    const { status, answer } = await compileRules("storage.rules", source);
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer).not.toHaveProperty("issues");
  });

  it("is written for Cloud Storage with rules version 2", () => {
    expect(source).toMatch(/^rules_version = '2';/m);
    expect(source).toMatch(/service firebase\.storage \{\s*match \/b\/\{bucket\}\/o \{/);
  });

  it("grants no write, create, update or delete anywhere", () => {
    const writes = statements.filter((s) => WRITES.some((m) => s.methods.includes(m)) || s.methods.includes("write"));
    expect(writes.filter((s) => s.condition !== "false")).toEqual([]);
  });
});

describe("the rules reader", () => {
  // Guards the checks below against a reader that finds nothing and so "proves" every denial.
  it("finds a write grant and its condition in a permissive source", () => {
    const permissive = readAllowStatements(
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    match /companies/{companyId}/{all=**} {\n      allow read, write: if request.auth != null;\n    }\n  }\n}\n",
    );
    expect(grantsFor(permissive, `${BUCKET}/companies/c/public/x.png`, "update").map((s) => s.condition)).toEqual(["request.auth != null"]);
  });

  it("refuses text that is not a rule", () => {
    expect(() => readAllowStatements("service firebase.storage { allow read if true }")).toThrow(/unexpected text/);
  });

  it("refuses an unclosed block", () => {
    expect(() => readAllowStatements("service firebase.storage { match /b/{bucket}/o {")).toThrow(/not closed/);
  });
});

describe("files by client method", () => {
  for (const kind of Object.keys(FILES) as FileKind[]) {
    for (const method of WRITES) {
      it(`clients may not ${method} ${kind}`, () => {
        expect(conditionsFor(kind, method).filter((c) => c !== "false")).toEqual([]);
      });
    }
  }

  for (const kind of PUBLIC_PICTURES) {
    it(`anyone may get ${kind}, as an <img> tag does`, () => {
      expect(conditionsFor(kind, "get")).toEqual(["true"]);
    });
  }

  for (const kind of (Object.keys(FILES) as FileKind[]).filter((k) => !PUBLIC_PICTURES.includes(k))) {
    for (const method of METHODS.filter((m) => !WRITES.includes(m))) {
      it(`clients may not ${method} ${kind}`, () => {
        expect(conditionsFor(kind, method).filter((c) => c !== "false")).toEqual([]);
      });
    }
  }
});
