// Offline checks of terraform/ (no Terraform binary, no account): the configuration parsed with HashiCorp's HCL
// parser (@cdktf/hcl2json, a WASM build of it), and every resource and data source type, argument and nested
// block checked against the published description of the pinned providers: the generated bindings
// @cdktf/provider-google and @cdktf/provider-google-beta, whose code lists, for each type, the arguments it sends to
// Terraform (`synthesizeHclAttributes` and the `…ToHclTerraform` function of each nested block) and whose typings
// say which ones are required. Used by scripts/infra/terraform.test.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parse } from "@cdktf/hcl2json";

const require = createRequire(import.meta.url);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The parsed .tf files of a folder (not its subfolders), by file name. */
export async function parseTerraformDir(dir: string): Promise<Map<string, JsonObject>> {
  const files = readdirSync(dir).filter((name) => name.endsWith(".tf")).sort();
  const parsed = new Map<string, JsonObject>();
  for (const name of files) parsed.set(name, await parseTerraform(name, readFileSync(join(dir, name), "utf8")));
  return parsed;
}

/** One .tf text parsed; a syntax error throws with the file name and position. */
export async function parseTerraform(name: string, text: string): Promise<JsonObject> {
  return (await parse(name, text)) as JsonObject;
}

// ---------------------------------------------------------------------------------------------------------------
// The providers' description
// ---------------------------------------------------------------------------------------------------------------

/** What a block (a resource's body or a nested block) accepts. */
export interface BlockSchema {
  /** Terraform name → its description. */
  args: Map<string, ArgSchema>;
  /** Terraform names of the arguments and blocks the provider requires. */
  required: Set<string>;
}

export interface ArgSchema {
  isBlock: boolean;
  /** The nested block's schema (blocks only). */
  block?: BlockSchema;
}

export interface ProviderDescription {
  /** npm package, e.g. @cdktf/provider-google. */
  packageName: string;
  /** Terraform provider name as used in configurations: google or google-beta. */
  providerName: string;
  /** The package's version. */
  packageVersion: string;
  /** The provider's registry address and version the package was generated from (package.json "cdktf"). */
  provider: { name: string; version: string };
  /** The schema of a resource ("resource") or data source ("data") type; undefined when the provider lacks it. */
  schemaOf(kind: "resource" | "data" | "provider", type: string): BlockSchema | undefined;
  /** Attributes a resource or data source exposes for reference (its getters), Terraform names. */
  attributesOf(kind: "resource" | "data", type: string): Set<string> | undefined;
}

interface PackageJson {
  name: string;
  version: string;
  cdktf?: { provider?: { name?: string; version?: string } };
}

const camelToSnake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The attrs object literal that follows `const attrs = {` at `from`, as text. */
function attrsLiteral(code: string, from: number): string {
  const start = code.indexOf("const attrs = {", from);
  if (start < 0) return "";
  const end = code.indexOf("// remove undefined attributes", start);
  return code.slice(start, end < 0 ? undefined : end);
}

const ENTRY = /([a-z0-9_]+): \{\s*value: ([^\n]*),\s*isBlock: (true|false),\s*type: "(\w+)",\s*storageClassType: "([^"]*)",?\s*\}/g;

/** The .d.ts interface's properties: camelCase name → optional. */
function interfaceProperties(dts: string, name: string): Map<string, boolean> | undefined {
  const header = new RegExp(`^export interface ${name}( extends [^{]*)? \\{$`, "m").exec(dts);
  if (!header) return undefined;
  const bodyStart = header.index + header[0].length;
  const bodyEnd = dts.indexOf("\n}", bodyStart);
  const body = dts.slice(bodyStart, bodyEnd);
  const props = new Map<string, boolean>();
  for (const m of body.matchAll(/^\s+readonly (\w+)(\?)?:/gm)) props.set(m[1]!, m[2] === "?");
  return props;
}

class CdktfProvider implements ProviderDescription {
  readonly packageName: string;
  readonly providerName: string;
  readonly packageVersion: string;
  readonly provider: { name: string; version: string };
  private readonly lib: string;
  private readonly cache = new Map<string, { code: string; dts: string; className: string } | null>();

  constructor(packageName: string, providerName: string) {
    const pkgFile = require.resolve(`${packageName}/package.json`);
    const pkg = JSON.parse(readFileSync(pkgFile, "utf8")) as PackageJson;
    this.packageName = packageName;
    this.providerName = providerName;
    this.packageVersion = pkg.version;
    this.provider = { name: pkg.cdktf?.provider?.name ?? "", version: pkg.cdktf?.provider?.version ?? "" };
    this.lib = join(dirname(pkgFile), "lib");
  }

  /** The generated module of a type, found by the bindings' folder naming and confirmed by its tfResourceType. */
  private moduleOf(kind: "resource" | "data" | "provider", type: string) {
    const key = `${kind}:${type}`;
    if (this.cache.has(key)) return this.cache.get(key) ?? undefined;
    const bare = type.replace(/^google_/, "").replace(/_/g, "-");
    const folders = kind === "provider" ? ["provider"] : kind === "data" ? [`data-google-${bare}`] : [bare, `google-${bare}`];
    let found: { code: string; dts: string; className: string } | null = null;
    for (const folder of folders) {
      const file = join(this.lib, folder, "index.js");
      if (!existsSync(file)) continue;
      const full = readFileSync(file, "utf8");
      const mapAt = full.lastIndexOf("//# sourceMappingURL");
      const code = mapAt < 0 ? full : full.slice(0, mapAt);
      const declared = new RegExp(`\\n(\\w+)\\.tfResourceType = "${type}";`).exec(code);
      if (!declared) continue;
      const isData = declared[1]!.startsWith("Data");
      if (kind === "data" ? !isData : kind === "resource" && isData) continue;
      found = { code, dts: readFileSync(join(this.lib, folder, "index.d.ts"), "utf8"), className: declared[1]! };
      break;
    }
    this.cache.set(key, found);
    return found ?? undefined;
  }

  schemaOf(kind: "resource" | "data" | "provider", type: string): BlockSchema | undefined {
    const mod = this.moduleOf(kind, type);
    if (!mod) return undefined;
    const top = mod.code.indexOf("synthesizeHclAttributes() {", mod.code.indexOf(`class ${mod.className} extends`));
    if (top < 0) throw new Error(`${this.packageName}: no synthesizeHclAttributes for ${type}`);
    return this.blockSchema(mod.code, mod.dts, attrsLiteral(mod.code, top), `${mod.className}Config`, new Set());
  }

  private blockSchema(code: string, dts: string, literal: string, interfaceName: string, seen: Set<string>): BlockSchema {
    const props = interfaceProperties(dts, interfaceName);
    const args = new Map<string, ArgSchema>();
    const required = new Set<string>();
    for (const m of literal.matchAll(ENTRY)) {
      const [, name, value, isBlock] = m as unknown as [string, string, string, string];
      const camel = /(?:this\._|struct\.|struct!\.)(\w+)/.exec(value)?.[1];
      if (camel && props && props.get(camel) === false) required.add(name);
      if (isBlock !== "true") {
        args.set(name, { isBlock: false });
        continue;
      }
      const fn = [...value.matchAll(/(?<!cdktf\.)\b([a-z]\w*ToHclTerraform)\b/g)].map((x) => x[1]!).find((f) => !f.startsWith("cdktf"));
      if (!fn || seen.has(fn)) {
        args.set(name, { isBlock: true, block: { args: new Map(), required: new Set() } });
        continue;
      }
      const at = code.indexOf(`function ${fn}(struct) {`);
      const body = at < 0 ? "" : code.slice(at, code.indexOf("\n}\n", at));
      const nestedLiteral = body.includes("const attrs = {") ? attrsLiteral(body, 0) : "";
      const structName = fn.replace(/ToHclTerraform$/, "").replace(/^./, (c) => c.toUpperCase());
      args.set(name, { isBlock: true, block: this.blockSchema(code, dts, nestedLiteral, structName, new Set([...seen, fn])) });
    }
    return { args, required };
  }

  attributesOf(kind: "resource" | "data", type: string): Set<string> | undefined {
    const mod = this.moduleOf(kind, type);
    if (!mod) return undefined;
    const at = mod.dts.indexOf(`export declare class ${mod.className} extends`);
    const body = mod.dts.slice(at, mod.dts.indexOf("\n}", at));
    const names = new Set<string>();
    for (const m of body.matchAll(/^\s+get (\w+)\(\)/gm)) names.add(camelToSnake(m[1]!).replace(/_input$/, ""));
    for (const m of body.matchAll(/^\s+(?:readonly )?(\w+)\??:/gm)) names.add(camelToSnake(m[1]!));
    return names;
  }
}

/** The two pinned providers' descriptions, from the installed npm packages. */
export function loadProviders(): Map<string, ProviderDescription> {
  return new Map<string, ProviderDescription>([
    ["google", new CdktfProvider("@cdktf/provider-google", "google")],
    ["google-beta", new CdktfProvider("@cdktf/provider-google-beta", "google-beta")],
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Checking a configuration against them
// ---------------------------------------------------------------------------------------------------------------

/** Meta-arguments Terraform accepts on every resource and data source. */
const META_ARGS = new Set(["count", "for_each", "depends_on", "provider", "lifecycle", "provisioner", "connection"]);

/** Every block of a kind across the files: [file, type, name, body]. */
export function blocksOf(files: Map<string, JsonObject>, kind: "resource" | "data"): [string, string, string, JsonObject][] {
  const out: [string, string, string, JsonObject][] = [];
  for (const [file, doc] of files) {
    const byType = doc[kind];
    if (!isObject(byType)) continue;
    for (const [type, byName] of Object.entries(byType)) {
      if (!isObject(byName)) continue;
      for (const [name, bodies] of Object.entries(byName)) {
        for (const body of Array.isArray(bodies) ? bodies : [bodies]) if (isObject(body)) out.push([file, type, name, body]);
      }
    }
  }
  return out;
}

/** The provider a resource uses: its `provider` meta-argument, else the type's prefix. */
function providerOf(type: string, body: JsonObject): string {
  const explicit = body.provider;
  if (typeof explicit === "string") return explicit.replace(/^\$\{|\}$/g, "").split(".")[0]!;
  return type.split("_")[0]!;
}

function checkBody(where: string, body: JsonObject, schema: BlockSchema, meta: boolean, problems: string[]): void {
  const present = new Set<string>();
  for (const [key, value] of Object.entries(body)) {
    if (meta && META_ARGS.has(key)) continue;
    if (key === "dynamic" && isObject(value)) {
      for (const [blockName, instances] of Object.entries(value)) {
        const arg = schema.args.get(blockName);
        if (!arg?.isBlock || !arg.block) {
          problems.push(`${where}: dynamic "${blockName}" is no block the provider knows`);
          continue;
        }
        present.add(blockName);
        for (const instance of Array.isArray(instances) ? instances : [instances]) {
          if (!isObject(instance)) continue;
          for (const key2 of Object.keys(instance))
            if (!["for_each", "iterator", "content", "labels"].includes(key2)) problems.push(`${where}: dynamic "${blockName}" has an unknown argument "${key2}"`);
          const contents = instance.content;
          for (const content of Array.isArray(contents) ? contents : [contents]) {
            if (isObject(content)) checkBody(`${where}.${blockName}`, content, arg.block, false, problems);
          }
        }
      }
      continue;
    }
    const arg = schema.args.get(key);
    if (!arg) {
      problems.push(`${where}: unknown argument "${key}"`);
      continue;
    }
    present.add(key);
    if (!arg.isBlock || !arg.block) continue;
    const instances = Array.isArray(value) ? value : [value];
    if (!instances.every(isObject)) {
      problems.push(`${where}: "${key}" is a block (write ${key} { … })`);
      continue;
    }
    for (const instance of instances) checkBody(`${where}.${key}`, instance, arg.block, false, problems);
  }
  for (const name of schema.required) if (!present.has(name)) problems.push(`${where}: required argument "${name}" is missing`);
}

/**
 * Problems of a parsed configuration against the providers: unknown resource or data source types (for the
 * provider each one uses), unknown arguments and nested blocks, missing required ones, provider blocks' arguments.
 */
export function checkAgainstProviders(files: Map<string, JsonObject>, providers: Map<string, ProviderDescription>): string[] {
  const problems: string[] = [];
  for (const kind of ["resource", "data"] as const) {
    for (const [file, type, name, body] of blocksOf(files, kind)) {
      const where = `${file}: ${kind === "data" ? "data." : ""}${type}.${name}`;
      const providerName = providerOf(type, body);
      const provider = providers.get(providerName);
      if (!provider) {
        problems.push(`${where}: provider "${providerName}" is not one of ${[...providers.keys()].join(", ")}`);
        continue;
      }
      const schema = provider.schemaOf(kind, type);
      if (!schema) {
        problems.push(`${where}: ${providerName} ${provider.provider.version} has no ${kind === "data" ? "data source" : "resource"} ${type}`);
        continue;
      }
      checkBody(where, body, schema, true, problems);
    }
  }
  for (const [file, doc] of files) {
    const blocks = doc.provider;
    if (!isObject(blocks)) continue;
    for (const [providerName, bodies] of Object.entries(blocks)) {
      const provider = providers.get(providerName);
      if (!provider) {
        problems.push(`${file}: provider block "${providerName}" is not one of ${[...providers.keys()].join(", ")}`);
        continue;
      }
      const schema = provider.schemaOf("provider", providerName)!;
      for (const body of Array.isArray(bodies) ? bodies : [bodies]) if (isObject(body)) checkBody(`${file}: provider ${providerName}`, body, schema, false, problems);
    }
  }
  return problems;
}

/** Every string inside a JSON value (expressions appear as "${…}" strings). */
export function stringsIn(value: Json | undefined, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (isObject(value)) for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/** Declared names: variables, locals, resources (type.name), data sources (data.type.name). */
function declarations(files: Map<string, JsonObject>) {
  const variables = new Set<string>();
  const locals = new Set<string>();
  for (const doc of files.values()) {
    if (isObject(doc.variable)) for (const name of Object.keys(doc.variable)) variables.add(name);
    for (const block of Array.isArray(doc.locals) ? doc.locals : []) if (isObject(block)) for (const name of Object.keys(block)) locals.add(name);
  }
  const resources = new Map(blocksOf(files, "resource").map(([, type, name]) => [`${type}.${name}`, type]));
  const data = new Map(blocksOf(files, "data").map(([, type, name]) => [`${type}.${name}`, type]));
  return { variables, locals, resources, data };
}

/**
 * References that point nowhere: var.x and local.x not declared, resources and data sources not declared, and
 * attributes a resource or data source type does not have in the provider's description.
 */
export function checkReferences(files: Map<string, JsonObject>, providers: Map<string, ProviderDescription>): string[] {
  const problems: string[] = [];
  const { variables, locals, resources, data } = declarations(files);
  const providerFor = (type: string, name: string, kind: "resource" | "data") => {
    const body = blocksOf(files, kind).find(([, t, n]) => t === type && n === name)?.[3];
    return providers.get(body ? providerOf(type, body) : "google");
  };
  for (const [file, doc] of files) {
    // Expressions appear as "${…}" strings; references are looked for in the whole string.
    for (const code of stringsIn(doc).filter((text) => text.includes("${"))) {
      for (const m of code.matchAll(/(?<![\w.])var\.(\w+)/g)) if (!variables.has(m[1]!)) problems.push(`${file}: var.${m[1]} is not declared`);
      for (const m of code.matchAll(/(?<![\w.])local\.(\w+)/g)) if (!locals.has(m[1]!)) problems.push(`${file}: local.${m[1]} is not declared`);
      for (const m of code.matchAll(/(?<![\w.])(data\.)?(google_\w+)\.(\w+)((?:\[[^\]]*\])?)(?:\.(\w+))?/g)) {
        const [, isData, type, name, , attr] = m as unknown as [string, string | undefined, string, string, string, string | undefined];
        const kind = isData ? "data" : "resource";
        const declared = (isData ? data : resources).has(`${type}.${name}`);
        if (!declared) {
          problems.push(`${file}: ${isData ?? ""}${type}.${name} is not declared`);
          continue;
        }
        if (!attr) continue;
        const attrs = providerFor(type, name, kind)?.attributesOf(kind, type);
        if (attrs && !attrs.has(attr)) problems.push(`${file}: ${isData ?? ""}${type}.${name}.${attr}: ${type} has no attribute "${attr}"`);
      }
    }
  }
  return [...new Set(problems)];
}

// ---------------------------------------------------------------------------------------------------------------
// The product's own rules
// ---------------------------------------------------------------------------------------------------------------

/** The locals of all files, merged. */
export function localsOf(files: Map<string, JsonObject>): JsonObject {
  const out: JsonObject = {};
  for (const doc of files.values()) for (const block of Array.isArray(doc.locals) ? doc.locals : []) if (isObject(block)) Object.assign(out, block);
  return out;
}

/**
 * The keys a for_each yields when it can be known without Terraform: a literal list or map, `toset(...)` of one,
 * a `local.x` holding one, or another resource's for_each (`google_x.y`). Undefined when it cannot be known.
 */
export function forEachKeys(files: Map<string, JsonObject>, value: Json | undefined): string[] | undefined {
  const locals = localsOf(files);
  const literal = (v: Json | undefined): string[] | undefined => {
    if (Array.isArray(v)) return v.every((x) => typeof x === "string") ? (v as string[]) : undefined;
    if (isObject(v)) return Object.keys(v);
    return undefined;
  };
  const direct = literal(value);
  if (direct) return direct;
  if (typeof value !== "string") return undefined;
  const m = /^\$\{(?:toset\()?(local\.(\w+)|(google_\w+)\.(\w+))\)?\}$/.exec(value.trim());
  if (!m) return undefined;
  if (m[2]) return literal(locals[m[2]]);
  const other = blocksOf(files, "resource").find(([, type, name]) => type === m[3] && name === m[4]);
  return other ? forEachKeys(files, other[3].for_each) : undefined;
}

/** The names given to defineSecret in a source folder (test files left out). */
export function definedSecrets(sourceDir: string): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const m of readFileSync(path, "utf8").matchAll(/defineSecret\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) names.add(m[1]!);
    }
  };
  walk(sourceDir);
  return [...names].sort();
}

/** The secret ids the google_secret_manager_secret resources create (literal ids, or each.key/each.value of a knowable for_each). */
export function terraformSecretIds(files: Map<string, JsonObject>): string[] {
  const ids: string[] = [];
  const locals = localsOf(files);
  for (const [, , , body] of blocksOf(files, "resource").filter(([, type]) => type === "google_secret_manager_secret")) {
    const id = body.secret_id;
    if (typeof id !== "string") continue;
    if (id === "${each.value}" || id === "${each.key}") ids.push(...(forEachKeys(files, body.for_each) ?? []));
    else {
      // Literal text, where "${local.x}" of a literal local string counts as that string.
      const resolved = id.replace(/\$\{local\.(\w+)\}/g, (whole, name: string) => (typeof locals[name] === "string" && !(locals[name] as string).includes("${") ? (locals[name] as string) : whole));
      if (!resolved.includes("${")) ids.push(resolved);
    }
  }
  return ids.sort();
}

const PRIMITIVE = /roles\/(owner|editor|viewer)\b/;

/**
 * Primitive roles (Owner, Editor, Viewer) granted anywhere: in a role argument (literal or through a knowable
 * for_each's keys), in any expression, or in any variable file.
 */
export function primitiveRoleGrants(files: Map<string, JsonObject>, otherTexts: Map<string, string> = new Map()): string[] {
  const problems: string[] = [];
  for (const [file, type, name, body] of blocksOf(files, "resource")) {
    if (!/_iam_(member|binding|policy)$/.test(type) && body.role === undefined) continue;
    const role = body.role;
    const roles = role === "${each.key}" || role === "${each.value}" ? forEachKeys(files, body.for_each) : typeof role === "string" ? [role] : [];
    if (roles === undefined) problems.push(`${file}: ${type}.${name}: its roles cannot be read without Terraform (give them literally or from a local)`);
    for (const r of roles ?? []) if (PRIMITIVE.test(r)) problems.push(`${file}: ${type}.${name} grants the primitive role ${r}`);
    if (/_iam_policy$/.test(type)) problems.push(`${file}: ${type}.${name}: a whole IAM policy replaces every grant; use _iam_member`);
  }
  for (const [file, doc] of files) for (const text of stringsIn(doc)) if (PRIMITIVE.test(text)) problems.push(`${file}: mentions ${PRIMITIVE.exec(text)![0]}`);
  for (const [file, text] of otherTexts) if (PRIMITIVE.test(text)) problems.push(`${file}: mentions ${PRIMITIVE.exec(text)![0]}`);
  return [...new Set(problems)];
}

/** Keys anywhere in a JSON value. */
function keysIn(value: Json | undefined, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keysIn(v, out);
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysIn(v, out);
    }
  return out;
}

/** Ways a secret's value could end up in the repo or the state: secret versions, secret_data, key-like literals. */
export function secretValueProblems(files: Map<string, JsonObject>, texts: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, type, name] of blocksOf(files, "resource"))
    if (type === "google_secret_manager_secret_version") problems.push(`${file}: ${type}.${name} puts a secret's value into the state`);
  for (const [file, doc] of files) if (keysIn(doc).includes("secret_data")) problems.push(`${file}: secret_data puts a secret's value into the state`);
  for (const [file, text] of texts) {
    if (/\bsecret_data\b/.test(text)) problems.push(`${file}: mentions secret_data`);
    const key = /\b(sk_(live|test)_[A-Za-z0-9]{8,}|rk_live_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9]{8,}|AC[0-9a-f]{32}|-----BEGIN [A-Z ]*PRIVATE KEY-----)/.exec(text);
    if (key) problems.push(`${file}: holds what looks like a secret value (${key[0].slice(0, 8)}…)`);
  }
  return problems;
}
