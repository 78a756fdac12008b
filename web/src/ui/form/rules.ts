// Client-side validation of the kit's fields: each rule fails with an error code, shown as text via fieldErrorText(), which names the field's bound.
import { useMemo } from "react";
import type { FormRule } from "antd";
import { useIntl } from "react-intl";
import { fieldErrorText } from "../../i18n/coreErrors";
import { normalizeLink, parseDecimal } from "@comanda/shared";
import { isEmptyValue } from "./values";

export interface RuleOptions {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  email?: boolean;
  url?: boolean;
  min?: number;
  max?: number;
  mustBeChecked?: boolean;
  /** What counts as "nothing entered" for this input (e.g. an empty rich-text document). */
  isEmpty?: (value: unknown) => boolean;
  /** Text the user typed in a number input, to tell "abc" (not a number) from an empty input. */
  rawNumber?: () => string;
}

// Deliberately simple: the server's ajv "email" format has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Pure check used by the rules: the error codes a value breaks, in order of importance. */
export function fieldErrorCodes(value: unknown, o: RuleOptions): string[] {
  const empty = (o.isEmpty ?? defaultIsEmpty)(value);
  if (o.mustBeChecked && value !== true) return ["const"];
  if (o.rawNumber && o.rawNumber().trim() !== "" && parseDecimal(o.rawNumber()) === null) return ["number"];
  if (empty) return o.required ? ["required"] : [];
  const codes: string[] = [];
  if (typeof value === "string") {
    const length = [...value.trim()].length;
    if (o.minLength != null && length < o.minLength) codes.push("minLength");
    if (o.maxLength != null && [...value].length > o.maxLength) codes.push("maxLength");
    if (o.email && !EMAIL.test(value.trim())) codes.push("email");
    if (o.url) {
      const link = normalizeLink(value);
      if (!link.ok) codes.push(link.code);
    }
  }
  if (typeof value === "number") {
    if (o.min != null && value < o.min) codes.push("minimum");
    if (o.max != null && value > o.max) codes.push("maximum");
  }
  return codes;
}

function defaultIsEmpty(value: unknown): boolean {
  return typeof value === "string" ? value.trim() === "" : isEmptyValue(value);
}

/** antd rules for a field; errors are translated texts of the codes above, naming the field's bound. */
export function useFieldRules(options: RuleOptions): FormRule[] {
  const intl = useIntl();
  const { required, minLength, maxLength, email, url, min, max, mustBeChecked, isEmpty, rawNumber } = options;
  return useMemo(() => {
    const options = { required, minLength, maxLength, email, url, min, max, mustBeChecked, isEmpty, rawNumber };
    // One rule per kind of code, so that every broken rule is listed under the field on its own line.
    return RULE_KINDS.map((kind) => ({
      validator: async (_rule: unknown, value: unknown) => {
        const code = fieldErrorCodes(value, options).find((c) => kindOf(c) === kind);
        if (code) throw new Error(fieldErrorText(intl, code, options));
      },
    }));
  }, [intl, required, minLength, maxLength, email, url, min, max, mustBeChecked, isEmpty, rawNumber]);
}

const RULE_KINDS = ["const", "number", "required", "minLength", "maxLength", "email", "link", "minimum", "maximum"] as const;
const kindOf = (code: string) => (code.startsWith("link-") ? "link" : code);
