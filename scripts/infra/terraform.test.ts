// terraform/ checked offline (no Terraform binary, no account): parsed with the HCL parser, every type and argument
// known to the PINNED providers (their published bindings), every secret of the code and every Firestore index of
// firestore.indexes.json present, no primitive role, no secret value. Each check is also shown failing on a broken
// snippet, so a check that cannot fail does not pass unnoticed.
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  blocksOf,
  checkAgainstProviders,
  checkReferences,
  definedSecrets,
  forEachKeys,
  isObject,
  loadProviders,
  localsOf,
  parseTerraform,
  parseTerraformDir,
  primitiveRoleGrants,
  secretValueProblems,
  terraformSecretIds,
  type JsonObject,
  type ProviderDescription,
} from "./terraform-check";

const ROOT = join(import.meta.dirname, "..", "..");
const TF = join(ROOT, "terraform");
const ENVIRONMENTS = ["dev", "production"];

let files: Map<string, JsonObject>;
let providers: Map<string, ProviderDescription>;

/** Every configuration file of terraform/ (.tf, variable and backend files; not the README, which may name what it forbids), by path. */
function terraformTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (!entry.name.endsWith(".md")) texts.set(`${prefix}${entry.name}`, readFileSync(join(dir, entry.name), "utf8"));
    }
  };
  walk(TF, "");
  return texts;
}

async function snippet(text: string): Promise<Map<string, JsonObject>> {
  return new Map([["snippet.tf", await parseTerraform("snippet.tf", text)]]);
}

function resource(type: string, name: string): JsonObject {
  const found = blocksOf(files, "resource").find(([, t, n]) => t === type && n === name);
  if (!found) throw new Error(`terraform/ has no ${type}.${name}`);
  return found[3];
}

beforeAll(async () => {
  files = await parseTerraformDir(TF);
  providers = loadProviders();
});

describe("terraform/ parses and matches the pinned providers", () => {
  it("parses every .tf file, the variable files and the backend files with the HCL parser", async () => {
    expect([...files.keys()]).toEqual(expect.arrayContaining(["versions.tf", "firestore.tf", "secrets.tf", "iam.tf", "monitoring.tf"]));
    for (const env of ENVIRONMENTS) {
      const vars = await parseTerraform(`${env}.tfvars`, readFileSync(join(TF, "environments", `${env}.tfvars`), "utf8"));
      expect(vars.environment).toBe(env);
      const backend = await parseTerraform(`${env}.gcs.tfbackend`, readFileSync(join(TF, "environments", `${env}.gcs.tfbackend`), "utf8"));
      expect(Object.keys(backend).sort()).toEqual(["bucket", "prefix"]);
    }
    await expect(parseTerraform("broken.tf", 'resource "google_project_service" "x" {\n  service = \n}\n')).rejects.toThrow(/broken\.tf/);
  });

  it("gives every variable without a default a value in each environment's file", async () => {
    const variables = Object.entries(files.get("variables.tf")!.variable as JsonObject);
    const needed = variables.filter(([, body]) => Array.isArray(body) && isObject(body[0]) && !("default" in body[0])).map(([name]) => name);
    expect(needed).toEqual(expect.arrayContaining(["project_id", "environment", "billing_account"]));
    for (const env of ENVIRONMENTS) {
      const vars = await parseTerraform(`${env}.tfvars`, readFileSync(join(TF, "environments", `${env}.tfvars`), "utf8"));
      expect(needed.filter((name) => !(name in vars)), env).toEqual([]);
      expect(Object.keys(vars).filter((name) => !variables.some(([declared]) => declared === name)), env).toEqual([]);
    }
  });

  it("pins google and google-beta to the exact versions the installed bindings were generated from, and the root package.json pins the bindings", () => {
    const required = ((files.get("versions.tf")!.terraform as JsonObject[])[0]!.required_providers as JsonObject[])[0]!;
    const rootPackage = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
    for (const [name, description] of providers) {
      const pin = required[name] as { source: string; version: string };
      expect(pin.version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(pin.version, `${name} in versions.tf against ${description.packageName} ${description.packageVersion}`).toBe(description.provider.version);
      expect(`registry.terraform.io/${pin.source}`).toBe(description.provider.name);
      expect(rootPackage.devDependencies[description.packageName], `${description.packageName} pinned exactly`).toBe(description.packageVersion);
    }
  });

  it("uses only resource and data source types, arguments and nested blocks the pinned providers know, with their required ones", () => {
    expect(checkAgainstProviders(files, providers)).toEqual([]);
    // The check looked at something: the whole project's parts are there.
    const types = new Set(blocksOf(files, "resource").map(([, type]) => type));
    for (const type of [
      "google_project_service",
      "google_firebase_project",
      "google_firestore_database",
      "google_firestore_index",
      "google_firebaserules_ruleset",
      "google_firebaserules_release",
      "google_identity_platform_config",
      "google_storage_bucket",
      "google_firebase_storage_bucket",
      "google_firebase_hosting_site",
      "google_secret_manager_secret",
      "google_firebase_extensions_instance",
      "google_service_account",
      "google_project_iam_member",
      "google_billing_budget",
      "google_logging_metric",
      "google_monitoring_alert_policy",
      "google_monitoring_notification_channel",
    ])
      expect(types, type).toContain(type);
  });

  it("refers only to declared variables, locals, resources and data sources, and to attributes their types have", () => {
    expect(checkReferences(files, providers)).toEqual([]);
  });

  it("the checks fail on types, arguments, blocks and references the providers do not know", async () => {
    const broken = await snippet(`
resource "google_firestore_index" "typo" {
  colection = "orders"
  fields {
    field_path = "companyId"
    ordr       = "ASCENDING"
  }
  dynamic "feilds" {
    for_each = []
    content {}
  }
  dynamic "fields" {
    for_each = []
    content {
      field_pth = "x"
    }
  }
}
resource "google_firebase_project" "beta_only_without_beta" {
  project = "p"
}
resource "google_firebase_project" "beta" {
  provider = google-beta
  project  = "p"
}
resource "google_no_such_thing" "x" {}
resource "google_storage_bucket" "no_location" {
  name = "b"
  cors = "not a block"
}
data "google_project" "this" {
  project_idd = "p"
}
provider "google" {
  regoin = "europe-west1"
}
output "a" {
  value = "\${google_firebase_project.beta.no_such_attribute} \${var.undeclared} \${local.undeclared} \${google_service_account.undeclared.email}"
}
`);
    const problems = checkAgainstProviders(broken, providers);
    expect(problems).toEqual(
      expect.arrayContaining([
        'snippet.tf: google_firestore_index.typo: unknown argument "colection"',
        'snippet.tf: google_firestore_index.typo: required argument "collection" is missing',
        'snippet.tf: google_firestore_index.typo.fields: unknown argument "ordr"',
        'snippet.tf: google_firestore_index.typo: dynamic "feilds" is no block the provider knows',
        'snippet.tf: google_firestore_index.typo.fields: unknown argument "field_pth"',
        "snippet.tf: google_firebase_project.beta_only_without_beta: google 6.50.0 has no resource google_firebase_project",
        "snippet.tf: google_no_such_thing.x: google 6.50.0 has no resource google_no_such_thing",
        'snippet.tf: google_storage_bucket.no_location: required argument "location" is missing',
        'snippet.tf: google_storage_bucket.no_location: "cors" is a block (write cors { … })',
        'snippet.tf: data.google_project.this: unknown argument "project_idd"',
        'snippet.tf: provider google: unknown argument "regoin"',
      ]),
    );
    expect(problems.filter((p) => p.includes("google_firebase_project.beta:"))).toEqual([]);
    expect(checkReferences(broken, providers)).toEqual(
      expect.arrayContaining([
        'snippet.tf: google_firebase_project.beta.no_such_attribute: google_firebase_project has no attribute "no_such_attribute"',
        "snippet.tf: var.undeclared is not declared",
        "snippet.tf: local.undeclared is not declared",
        "snippet.tf: google_service_account.undeclared is not declared",
      ]),
    );
  });
});

describe("terraform/ holds what the product needs", () => {
  it("has a Secret Manager secret for every defineSecret of functions/src, readable by the functions' account", () => {
    const inCode = definedSecrets(join(ROOT, "functions", "src"));
    expect(inCode.length).toBeGreaterThan(0);
    const ids = terraformSecretIds(files);
    expect(inCode.filter((name) => !ids.includes(name))).toEqual([]);
    // Each function secret's accessor grant covers the same secrets.
    const grants = blocksOf(files, "resource").filter(([, type, , body]) => type === "google_secret_manager_secret_iam_member" && body.role === "roles/secretmanager.secretAccessor");
    const granted = grants.flatMap(([, , , body]) => forEachKeys(files, body.for_each) ?? []);
    expect(inCode.filter((name) => !granted.includes(name))).toEqual([]);
    for (const [, , , body] of grants) expect(body.member).toBe("${google_service_account.functions.member}");
  });

  it("the secret check fails when the code defines a secret Terraform lacks", async () => {
    const dir = mkdtempSync(join(tmpdir(), "comanda-secrets-"));
    mkdirSync(join(dir, "feature"));
    writeFileSync(join(dir, "feature", "secrets.ts"), 'export const A = defineSecret("NEW_PROVIDER_KEY");\nexport const B = defineSecret( "STRIPE_SECRET_KEY" );\n');
    writeFileSync(join(dir, "feature", "x.unit.test.ts"), 'defineSecret("ONLY_IN_A_TEST");\n');
    const inCode = definedSecrets(dir);
    expect(inCode).toEqual(["NEW_PROVIDER_KEY", "STRIPE_SECRET_KEY"]);
    expect(inCode.filter((name) => !terraformSecretIds(files).includes(name))).toEqual(["NEW_PROVIDER_KEY"]);
    const partial = await snippet('locals {\n  s = ["STRIPE_SECRET_KEY"]\n}\nresource "google_secret_manager_secret" "f" {\n  for_each  = toset(local.s)\n  secret_id = each.value\n}\n');
    expect(terraformSecretIds(partial)).toEqual(["STRIPE_SECRET_KEY"]);
  });

  it("creates the mail extension's SMTP password secret that its parameters file names", () => {
    const env = readFileSync(join(ROOT, "extensions", "firestore-send-email.env"), "utf8");
    const secret = /^SMTP_PASSWORD=projects\/[^/]+\/secrets\/([^/]+)\/versions\/latest$/m.exec(env)?.[1];
    expect(secret).toBeTruthy();
    expect(terraformSecretIds(files)).toContain(secret);
  });

  it("installs the Trigger Email extension at the version firebase.json pins, with the parameters file, reading the mail collection", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8")) as { extensions?: Record<string, string> };
    const locals = localsOf(files);
    const instance = resource("google_firebase_extensions_instance", "mail");
    expect(instance.instance_id).toBe("${local.mail_instance_id}");
    expect(manifest.extensions?.[locals.mail_instance_id as string]).toMatch(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/);
    expect(locals.mail_ref).toContain('jsondecode(file("${path.module}/../firebase.json")).extensions[local.mail_instance_id]');
    expect(locals.mail_env_lines).toContain('file("${path.module}/../extensions/${local.mail_instance_id}.env")');
    const env = readFileSync(join(ROOT, "extensions", `${locals.mail_instance_id as string}.env`), "utf8");
    expect(env).toMatch(/^MAIL_COLLECTION=mail$/m);
    expect(instance.provider).toBe("${google-beta}");
  });

  it("the README's partial apply targets resources that exist", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const targets = [...readme.matchAll(/-target=(google_\w+)\.(\w+)/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(targets.length).toBeGreaterThan(0);
    for (const [type, name] of targets) expect(() => resource(type, name), `${type}.${name}`).not.toThrow();
  });

  it("puts everything in the functions' region: the variables' defaults, the mail extension's function and database, Hosting's rewrites", () => {
    const region = /export const REGION = "([a-z0-9-]+)"/.exec(readFileSync(join(ROOT, "functions/src/config.ts"), "utf8"))?.[1];
    expect(region).toBeTruthy();
    const variables = files.get("variables.tf")!.variable as Record<string, JsonObject[]>;
    expect(variables.region![0]!.default).toBe(region);
    expect(variables.firestore_location![0]!.default).toBe(region);
    const env = readFileSync(join(ROOT, "extensions/firestore-send-email.env"), "utf8");
    expect(env).toContain(`firebaseextensions.v1beta.function/location=${region}\n`);
    expect(env).toContain(`DATABASE_REGION=${region}\n`);
    const manifest = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8")) as { hosting: { rewrites: { function?: { region: string } }[] } };
    for (const rewrite of manifest.hosting.rewrites) if (rewrite.function) expect(rewrite.function.region).toBe(region);
  });

  it("runs the functions as the service account Terraform makes", () => {
    const index = readFileSync(join(ROOT, "functions", "src", "index.ts"), "utf8");
    const account = /const FUNCTIONS_SERVICE_ACCOUNT = "([a-z0-9-]+)@"/.exec(index)?.[1];
    expect(index).toMatch(/setGlobalOptions\(\{[^}]*serviceAccount: FUNCTIONS_SERVICE_ACCOUNT/);
    expect(resource("google_service_account", "functions").account_id).toBe(account);
  });

  it("grants no primitive role (Owner, Editor, Viewer) to anyone, and the check sees one", async () => {
    const texts = terraformTexts();
    expect(primitiveRoleGrants(files, texts)).toEqual([]);
    const roles = forEachKeys(files, resource("google_project_iam_member", "functions").for_each);
    expect(roles).toEqual(expect.arrayContaining(["roles/datastore.user", "roles/firebasehosting.admin", "roles/firebaseauth.admin"]));

    const broken = await snippet(`
locals {
  roles = { "roles/datastore.user" = "", "roles/editor" = "" }
}
resource "google_project_iam_member" "m" {
  for_each = local.roles
  role     = each.key
  member   = "serviceAccount:x"
}
resource "google_project_iam_member" "o" {
  role   = "roles/owner"
  member = "user:x"
}
resource "google_project_iam_member" "hidden" {
  role   = var.some_role
  member = "user:x"
}
`);
    expect(primitiveRoleGrants(broken)).toEqual(
      expect.arrayContaining([
        "snippet.tf: google_project_iam_member.m grants the primitive role roles/editor",
        "snippet.tf: google_project_iam_member.o grants the primitive role roles/owner",
      ]),
    );
    expect(primitiveRoleGrants(await snippet('resource "google_project_iam_member" "v" {\n  role   = "${var.r}"\n  member = "user:x"\n}\n'), new Map([["environments/x.tfvars", 'r = "roles/viewer"']]))).toContain(
      "environments/x.tfvars: mentions roles/viewer",
    );
  });

  it("keeps secret values out of terraform/ and its state, and the check sees one", async () => {
    expect(secretValueProblems(files, terraformTexts())).toEqual([]);
    const broken = await snippet('resource "google_secret_manager_secret_version" "v" {\n  secret      = "x"\n  secret_data = "sk_live_0123456789abcdef"\n}\n');
    expect(secretValueProblems(broken, new Map([["environments/production.tfvars", 'stripe_key = "sk_live_0123456789abcdef"']]))).toEqual([
      "snippet.tf: google_secret_manager_secret_version.v puts a secret's value into the state",
      "snippet.tf: secret_data puts a secret's value into the state",
      "environments/production.tfvars: holds what looks like a secret value (sk_live_…)",
    ]);
  });
});

describe("every Firestore index of firestore.indexes.json reaches Terraform", () => {
  interface IndexFile {
    indexes: { collectionGroup: string; queryScope?: string; fields: Record<string, string>[] }[];
    fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: Record<string, string>[] }[];
  }
  const indexFile = () => JSON.parse(readFileSync(join(ROOT, "firestore.indexes.json"), "utf8")) as IndexFile;

  // terraform/firestore.tf's for_each keys, computed the same way here (the next test holds the two together).
  const INDEX_KEY_HCL =
    '"${index.collectionGroup}/${lookup(index, "queryScope", "COLLECTION")}/${join(",", [for field in index.fields : "${field.fieldPath}:${lookup(field, "order", lookup(field, "arrayConfig", ""))}"])}" => index';
  const indexKey = (index: IndexFile["indexes"][number]) =>
    `${index.collectionGroup}/${index.queryScope ?? "COLLECTION"}/${index.fields.map((f) => `${f.fieldPath}:${f.order ?? f.arrayConfig ?? ""}`).join(",")}`;

  it("reads the file (not a copy) and keys each index by what makes it unique, so none collapses into another", () => {
    const locals = localsOf(files);
    expect(locals.firestore_indexes_file).toBe('${jsondecode(file("${path.module}/../firestore.indexes.json"))}');
    const expression = (locals.firestore_indexes as string).replace(/\s+/g, " ");
    expect(expression).toContain("for index in local.firestore_indexes_file.indexes :");
    expect(expression).toContain(INDEX_KEY_HCL);
    expect(resource("google_firestore_index", "index").for_each).toBe("${local.firestore_indexes}");

    const { indexes } = indexFile();
    expect(indexes.length).toBeGreaterThan(0);
    const keys = indexes.map(indexKey);
    expect(new Set(keys).size).toBe(indexes.length);
    // The key function tells indexes apart that differ only in a field's order.
    expect(indexKey({ collectionGroup: "o", fields: [{ fieldPath: "a", order: "ASCENDING" }] })).not.toBe(indexKey({ collectionGroup: "o", fields: [{ fieldPath: "a", order: "DESCENDING" }] }));
  });

  it("maps every property the file's indexes and field overrides use", () => {
    const { indexes, fieldOverrides = [] } = indexFile();
    const index = JSON.stringify(resource("google_firestore_index", "index"));
    for (const key of new Set(indexes.flatMap((i) => Object.keys(i)))) if (key !== "fields") expect(index, `index property ${key}`).toMatch(new RegExp(`each\\.value(\\.${key}\\b|, \\\\"${key}\\\\")`));
    for (const key of new Set(indexes.flatMap((i) => i.fields.flatMap((f) => Object.keys(f))))) expect(index, `index field property ${key}`).toMatch(new RegExp(`fields\\.value(\\.${key}\\b|, \\\\"${key}\\\\")`));

    expect((localsOf(files).firestore_field_overrides as string).replace(/\s+/g, " ")).toContain(
      'for override in lookup(local.firestore_indexes_file, "fieldOverrides", []) : "${override.collectionGroup}/${override.fieldPath}" => override',
    );
    const keys = fieldOverrides.map((o) => `${o.collectionGroup}/${o.fieldPath}`);
    expect(new Set(keys).size).toBe(fieldOverrides.length);
    const field = JSON.stringify(resource("google_firestore_field", "override"));
    for (const key of new Set(fieldOverrides.flatMap((o) => Object.keys(o)))) expect(field, `override property ${key}`).toMatch(new RegExp(`each\\.value(\\.${key}\\b|, \\\\"${key}\\\\")`));
    for (const key of new Set(fieldOverrides.flatMap((o) => o.indexes.flatMap((i) => Object.keys(i))))) expect(field, `override index property ${key}`).toMatch(new RegExp(`indexes\\.value(\\.${key}\\b|, \\\\"${key}\\\\")`));
  });
});
