// The Firestore rules test environment (project demo-rules on the shared emulator) and the principals
// the rules tests act as.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import type { DocumentData, Firestore } from "firebase/firestore";
import { doc, setDoc, setLogLevel } from "firebase/firestore";
import { PERMISSIONS, type Permission } from "@comanda/shared";

/** Each vitest worker has projects of its own: files in two workers never clear each other's data. */
const worker = (name: string) => `${name}-w${process.env.VITEST_POOL_ID ?? "0"}`;
export const PROJECT_ID = worker("demo-rules");
export const COMPANY_A = "company-a";
export const COMPANY_B = "company-b";

const rulesPath = fileURLToPath(new URL("../../firestore.rules", import.meta.url));
export const firestoreRulesSource = (): string => readFileSync(rulesPath, "utf8");

// A throwaway project on the shared emulator: loading rules there touches nobody's data.
const COMPILE_URL = "http://127.0.0.1:8080/emulator/v1/projects/demo-rules-compile:securityRules";

/**
 * Compiles a rules file with the emulator's rules engine, which parses any service's rules (Cloud
 * Storage too): a syntax error answers 400, a doubtful construct comes back under `issues`.
 */
export async function compileRules(name: string, source: string): Promise<{ status: number; answer: unknown }> {
  const response = await fetch(COMPILE_URL, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name, content: source }] } }),
  });
  return { status: response.status, answer: await response.json() };
}

/** A file may take its own project so that its clearing never races another file's run. */
export function startRulesEnvironment(projectId: string = PROJECT_ID): Promise<RulesTestEnvironment> {
  // Denied requests are the point of most tests; the SDK would log a warning for each.
  setLogLevel("error");
  return initializeTestEnvironment({
    projectId: projectId === PROJECT_ID ? projectId : worker(projectId),
    firestore: { rules: firestoreRulesSource(), host: "127.0.0.1", port: 8080 },
  });
}

/** The permissions a staff member may hold (owner is not granted by a list, spec §6). */
export const STAFF_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) => p !== "owner");

/** The five principals every collection is checked against. */
export const PRINCIPALS = ["anonymous", "otherOwner", "staffWithout", "staffWith", "owner"] as const;
export type Who = (typeof PRINCIPALS)[number];

export const PRINCIPAL_LABELS: Record<Who, string> = {
  anonymous: "an anonymous visitor",
  otherOwner: "another company's owner",
  staffWithout: "staff without the permission",
  staffWith: "staff with the permission",
  owner: "the owner",
};

/** Token claims as the server sets them. */
export interface Claims {
  companyId?: string;
  permissions?: string[];
  owner?: boolean;
  /** The QR-login session (functions/src/accounts): the access right must still hold it. */
  session?: string;
  email?: string;
  email_verified?: boolean;
}

export interface Identity {
  uid: string;
  claims: Claims;
}

export const STAFF_WITH_UID = "staff-with";
export const STAFF_WITHOUT_UID = "staff-without";

/**
 * Who each principal is for a collection guarded by `permission`. Staff without it hold every other
 * staff permission, so only the permission tied to the data can open it; `readers` (permissions that
 * open reading too, e.g. `orders` for the catalogue) are withheld from them as well. For data tied to no
 * permission (owner-only, per-user or server-only documents) staff "with" hold every permission and
 * staff "without" hold none.
 */
export function identityOf(who: Exclude<Who, "anonymous">, permission: Permission | null, readers: readonly Permission[] = []): Identity {
  switch (who) {
    case "owner":
      return { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true, permissions: [] } };
    case "otherOwner":
      return { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true, permissions: [] } };
    case "staffWith":
      return {
        uid: STAFF_WITH_UID,
        claims: { companyId: COMPANY_A, permissions: permission ? [permission] : [...STAFF_PERMISSIONS] },
      };
    case "staffWithout":
      return {
        uid: STAFF_WITHOUT_UID,
        claims: {
          companyId: COMPANY_A,
          permissions: permission ? STAFF_PERMISSIONS.filter((p) => p !== permission && !readers.includes(p)) : [],
        },
      };
  }
}

/**
 * The context's client typed for the modular API. rules-unit-testing declares the compat type, but the
 * modular functions unwrap a compat instance themselves (its own docs call `doc(ctx.firestore(), …)`).
 */
function modular(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/**
 * Hands out one Firestore client per identity: each context opens its own connection, so the
 * hundreds of matrix tests share a few dozen clients instead of opening one each.
 */
export class Clients {
  private readonly cache = new Map<string, Firestore>();
  constructor(private readonly env: RulesTestEnvironment) {}

  anonymous(): Firestore {
    return this.cached("anonymous", () => modular(this.env.unauthenticatedContext()));
  }

  as(identity: Identity): Firestore {
    const key = JSON.stringify(identity);
    return this.cached(key, () => modular(this.env.authenticatedContext(identity.uid, { ...identity.claims })));
  }

  of(who: Who, permission: Permission | null, readers: readonly Permission[] = []): Firestore {
    return who === "anonymous" ? this.anonymous() : this.as(identityOf(who, permission, readers));
  }

  private cached(key: string, make: () => Firestore): Firestore {
    let db = this.cache.get(key);
    if (!db) {
      db = make();
      this.cache.set(key, db);
    }
    return db;
  }
}

/** Writes documents with the rules switched off (the server's view). */
export async function seed(env: RulesTestEnvironment, docs: Readonly<Record<string, DocumentData>>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modular(context);
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}
