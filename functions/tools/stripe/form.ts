// Stripe's v1 API takes form-encoded bodies (and query strings) with nested keys, as stripe-node writes
// them: `metadata[plan]=pro`, `line_items[0][price]=price_x`, `expand[0]=subscription`. Some clients write
// `expand[]=x` instead. This turns them back into plain objects and arrays (all values stay strings).

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Thrown for a body Stripe would refuse (a key that is both a value and an object, an absurd index). */
export class FormError extends Error {}

const MAX_INDEX = 1000;

function splitKey(key: string): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const re = /\[([^\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = re.exec(rest)) !== null) {
    parts.push(match[1] ?? "");
    consumed = re.lastIndex;
  }
  if (consumed !== rest.length) throw new FormError(`Invalid parameter name: ${key}`);
  return parts;
}

type Node = { [key: string]: Node | string };

function toValue(node: Node | string): FormValue {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  const indexed = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (indexed) {
    const sorted = keys.map(Number).sort((a, b) => a - b);
    return sorted.map((i) => toValue(node[String(i)] as Node | string));
  }
  const out: FormObject = {};
  for (const k of keys) out[k] = toValue(node[k] as Node | string);
  return out;
}

/** Decodes `a=1&b[c]=2&d[0]=x&d[1]=y` to `{ a: "1", b: { c: "2" }, d: ["x", "y"] }`. */
export function decodeForm(text: string): FormObject {
  const root: Node = {};
  if (!text) return {};
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? "" : pair.slice(eq + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, " "));
      value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    } catch {
      throw new FormError("Invalid form encoding");
    }
    const parts = splitKey(key);
    let node: Node = root;
    for (let i = 0; i < parts.length; i++) {
      let part = parts[i] as string;
      const last = i === parts.length - 1;
      if (part === "") {
        // `expand[]=x`: the next free index.
        part = String(Object.keys(node).length);
      }
      if (/^\d+$/.test(part) && Number(part) > MAX_INDEX) throw new FormError(`Index too large in ${key}`);
      if (last) {
        if (typeof node[part] === "object") throw new FormError(`Invalid parameter: ${key}`);
        node[part] = value;
      } else {
        const next = node[part];
        if (typeof next === "string") throw new FormError(`Invalid parameter: ${key}`);
        if (next === undefined) node[part] = {};
        node = node[part] as Node;
      }
    }
  }
  return toValue(root) as FormObject;
}

/** The form encoding stripe-node uses (for the stand-in's own tests and pages). */
export function encodeForm(data: Record<string, unknown>): string {
  const pairs: string[] = [];
  const enc = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== "object") {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value === null ? "" : String(value as string | number | boolean))}`);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => enc(`${key}[${i}]`, v));
      return;
    }
    for (const [k, v] of Object.entries(value)) enc(`${key}[${k}]`, v);
  };
  for (const [k, v] of Object.entries(data)) enc(k, v);
  return pairs.join("&");
}
