// Spec §5: a zone name is unique in the company. Two names are the same when they differ only in case,
// accents and spaces around or between words ("Terraza", " terraza ", "TERRAZA" and "Terrazá").

/** The form names are compared in: no accents, lower case, single spaces, trimmed. */
export function zoneNameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("und")
    .replace(/\s+/gu, " ")
    .trim();
}

export function sameZoneName(a: string, b: string): boolean {
  return zoneNameKey(a) === zoneNameKey(b);
}
