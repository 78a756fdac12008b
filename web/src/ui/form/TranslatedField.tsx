// Text stored per language ({ en: "…", es: "…" }): a tab per enabled content language, validated per language.
import { useId, type ReactNode } from "react";
import { Form, Input, Tabs } from "antd";
import { useIntl } from "react-intl";
import type { LanguageCode, LocalizedText } from "@comanda/shared";
import { useContentLanguages } from "../contentLanguage";
import { uiMessages } from "../messages";
import { useFormKit } from "./FormKit";
import { lengthCount, PlainTextValue, useReadOnly, type BaseFieldProps } from "./fields";
import { LazyRichTextEditor, RichTextView, richTextIsEmpty } from "./RichTextField";
import { useFieldRules } from "./rules";
import { pathKey, toNamePath } from "./values";

export interface TranslatedFieldProps extends BaseFieldProps {
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  /** Rich text (HTML) per language. */
  rich?: boolean;
  /** Languages that must be filled in; default: the default content language when `required`. */
  requiredLanguages?: readonly LanguageCode[];
  minLength?: number;
  maxLength?: number;
  placeholder?: string;
}

function isMissing(value: unknown, rich: boolean): boolean {
  return rich ? richTextIsEmpty(value) : typeof value !== "string" || value.trim() === "";
}

export function TranslatedField({ name, label, required, help, disabled, readOnly, multiline, rows = 4, rich = false, requiredLanguages, minLength, maxLength, placeholder }: TranslatedFieldProps) {
  const intl = useIntl();
  const ro = useReadOnly(readOnly);
  const { errorPaths } = useFormKit();
  const { languages, defaultLanguage, hideTranslationTabs, language, setLanguage } = useContentLanguages();
  const path = toNamePath(name);
  const key = pathKey(path);
  const form = Form.useFormInstance();
  const value = Form.useWatch(path, form) as LocalizedText | undefined;

  const mustFill = new Set<LanguageCode>(requiredLanguages ?? (required ? [defaultLanguage] : []));
  const isEmpty = rich ? richTextIsEmpty : undefined;
  const requiredRules = useFieldRules({ required: true, minLength, maxLength, isEmpty });
  const optionalRules = useFieldRules({ required: false, minLength, maxLength, isEmpty });
  const shown: readonly LanguageCode[] = hideTranslationTabs || languages.length <= 1 ? [defaultLanguage] : languages;
  const tabs = shown.length > 1;
  // Under tabs, each language's input is named by the field's label and its tab ("Name EN") for screen readers.
  const ids = useId();
  const labelId = `${ids}-label`;
  const tabsId = `${ids}-tabs`;
  const labelledBy = (lang: LanguageCode) => (tabs ? `${labelId} ${tabsId}-tab-${lang}` : undefined);

  const input = (lang: LanguageCode, withLabel: boolean): ReactNode => (
    <Form.Item
      name={[...path, lang]}
      label={withLabel ? label : undefined}
      required={withLabel && mustFill.has(lang) && !ro}
      extra={withLabel ? help : undefined}
      rules={ro ? [] : mustFill.has(lang) ? requiredRules : optionalRules}
      style={tabs ? { marginBottom: 0 } : undefined}
    >
      {ro ? (
        rich ? <RichTextView /> : <PlainTextValue />
      ) : rich ? (
        <LazyRichTextEditor disabled={disabled} lang={lang} aria-labelledby={labelledBy(lang)} />
      ) : multiline ? (
        <Input.TextArea rows={rows} disabled={disabled} count={lengthCount(maxLength)} placeholder={placeholder} lang={lang} aria-labelledby={labelledBy(lang)} />
      ) : (
        <Input disabled={disabled} count={lengthCount(maxLength)} placeholder={placeholder} lang={lang} aria-labelledby={labelledBy(lang)} />
      )}
    </Form.Item>
  );

  if (!tabs) return input(shown[0] ?? defaultLanguage, true);

  const tabLabel = (lang: LanguageCode) => {
    const code = lang.toUpperCase();
    const missing = !ro && mustFill.has(lang) && isMissing(value?.[lang], rich);
    const broken = errorPaths.has(`${key}.${lang}`);
    const note = missing ? uiMessages.missingTranslation : broken ? uiMessages.translationHasErrors : null;
    return (
      <span>
        {code}
        {note && (
          <span role="img" aria-label={intl.formatMessage(note, { language: code })} style={{ color: "#ff4d4f", marginInlineStart: 4 }}>
            •
          </span>
        )}
      </span>
    );
  };

  return (
    <Form.Item label={<span id={labelId}>{label}</span>} required={mustFill.size > 0 && !ro} extra={help}>
      <Tabs
        id={tabsId}
        size="small"
        activeKey={shown.includes(language) ? language : defaultLanguage}
        onChange={(next) => setLanguage(next as LanguageCode)}
        // Every language's input stays mounted so that all of them are validated and keep their errors.
        items={shown.map((lang) => ({ key: lang, label: tabLabel(lang), forceRender: true, children: input(lang, false) }))}
      />
    </Form.Item>
  );
}
