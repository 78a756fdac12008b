// The XML plumbing shared by the messages we send and the stand-in's answers: fast-xml-parser's builder (which
// escapes text) over ordered plain objects, and its parser reading elements by local name.
import { XMLBuilder, XMLParser } from "fast-xml-parser";

/** An element's content: text, child elements (in insertion order), or a repeated element. */
export type XmlValue = string | XmlElement | XmlValue[];
export interface XmlElement {
  [name: string]: XmlValue | undefined;
}

/**
 * An element's children in the schema's order, leaving out the absent ones (undefined, or an empty list), so a
 * caller writes the sequence once, optional fields included.
 */
export function seq(entries: ReadonlyArray<readonly [string, XmlValue | undefined]>): XmlElement {
  const element: XmlElement = {};
  for (const [name, value] of entries) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    element[name] = value;
  }
  return element;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", suppressEmptyNode: true, format: false });

/** A document with its XML declaration. */
export function toXml(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build(root) as string}`;
}

/** Elements that may repeat, read as arrays even when there is one (local names). */
const REPEATED = new Set([
  "RespuestaLinea",
  "RegistroRespuestaConsultaFactuSistemaFacturacion",
  "RegistroFactura",
  "DetalleDesglose",
  "IDDestinatario",
  "IDFacturaRectificada",
  "IDFacturaSustituida",
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Every value stays a string: "01" is a code, not the number 1.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/** A parsed element: text, children by local name, or a list of either. */
export type Parsed = string | ParsedElement | Parsed[];
export interface ParsedElement {
  [name: string]: Parsed;
}

export class XmlReadError extends Error {}

/** Parses a document; throws XmlReadError when it is not well-formed XML. */
export function parseXml(text: string): ParsedElement {
  try {
    const parsed = parser.parse(text, true) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as ParsedElement;
  } catch (error) {
    throw new XmlReadError(`Not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw new XmlReadError("Not an XML document");
}

/** The child element `name` (the first, when it repeats). */
export function child(parent: Parsed | undefined, name: string): ParsedElement | undefined {
  if (!parent || typeof parent !== "object" || Array.isArray(parent)) return undefined;
  const value = parent[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === "object" && !Array.isArray(first) ? first : first === "" ? {} : undefined;
}

/** Every child element `name`. */
export function children(parent: Parsed | undefined, name: string): ParsedElement[] {
  if (!parent || typeof parent !== "object" || Array.isArray(parent)) return [];
  const value = parent[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => (item && typeof item === "object" && !Array.isArray(item) ? item : {}));
}

/** The text of the child element `name`; undefined when absent. */
export function text(parent: Parsed | undefined, name: string): string | undefined {
  if (!parent || typeof parent !== "object" || Array.isArray(parent)) return undefined;
  const value = parent[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first;
  if (first && typeof first === "object" && !Array.isArray(first) && Object.keys(first).length === 0) return "";
  return undefined;
}
