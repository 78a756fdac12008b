// A catalogue item's name in the content language; a name shown from another language carries a small,
// explained language mark so that missing translations stand out without shouting.
import { Tooltip, Typography } from "antd";
import { useIntl } from "react-intl";
import type { LanguageCode } from "@comanda/shared";
import type { DisplayName } from "../displayName";
import { structureMessages as m } from "../messages";

export interface ItemNameProps {
  name: DisplayName;
  /** The language the admin is editing (to explain a fallback). */
  language: LanguageCode;
}

export function ItemName({ name, language }: ItemNameProps) {
  const intl = useIntl();
  if (name.missing) {
    return (
      <Typography.Text type="secondary" italic>
        {intl.formatMessage(m.noName)}
      </Typography.Text>
    );
  }
  const explanation =
    name.fallback && name.language
      ? intl.formatMessage(m.fallbackName, { language: language.toUpperCase(), shown: name.language.toUpperCase() })
      : null;
  return (
    <span className="structure-name">
      <Typography.Text ellipsis={{ tooltip: name.text }} type={name.fallback ? "secondary" : undefined} className="structure-name-text">
        {name.text}
      </Typography.Text>
      {explanation && name.language ? (
        <Tooltip title={explanation}>
          <span className="structure-fallback" role="img" aria-label={explanation}>
            {name.language.toUpperCase()}
          </span>
        </Tooltip>
      ) : null}
    </span>
  );
}
