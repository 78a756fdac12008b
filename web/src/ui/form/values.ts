// Comparing form values (dirty check) and naming fields by dotted path, as the API's field errors do.

export type FieldName = string | number | readonly (string | number)[];

/** ["name", "en"] → "name.en" */
export function pathKey(name: FieldName): string {
  return (Array.isArray(name) ? name : [name]).join(".");
}

export function toNamePath(name: FieldName): (string | number)[] {
  return Array.isArray(name) ? [...(name as readonly (string | number)[])] : [name as string | number];
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** Empty as a user sees it: nothing typed, cleared, or an object/list of empties. */
export function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null || v === "") return true;
  if (Array.isArray(v)) return v.length === 0;
  if (isPlainObject(v)) return Object.values(v).every(isEmptyValue);
  return false;
}

/** Structural equality where a cleared input equals a never-filled one. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValues(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!sameValues(a[k], b[k])) return false;
    return true;
  }
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return false;
}
