// The slug (the shop address's last part), checked as it is typed, with the shop's address and, once it
// differs from the saved one, the warning that every printed QR code carries the address.
import { Alert, Form, Input, Typography } from "antd";
import { useIntl } from "react-intl";
import { LANGUAGES, RESERVED_SLUGS, infoSlugError, shopAddress } from "@comanda/shared";
import { useErrorText } from "../../../i18n/errors";
import { useReadOnly } from "../../../ui/form/fields";
import { infoMessages as m } from "../messages";

export interface SlugFieldProps {
  /** The slug as saved (null: none yet). */
  savedSlug: string | null;
  companyId: string;
  shopBaseUrl: string;
}

export function SlugField({ savedSlug, companyId, shopBaseUrl }: SlugFieldProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const readOnly = useReadOnly();
  const typed = (Form.useWatch("slug") as string | undefined) ?? savedSlug ?? "";
  const valid = infoSlugError(typed.trim()) === null;
  const address = (slug: string | null) => shopAddress({ shopBaseUrl, companyId, slug });
  const changed = !!savedSlug && valid && typed.trim() !== savedSlug;
  const shownSlug = valid ? typed.trim() : savedSlug;
  const reservedWhy = (slug: string) =>
    intl.formatMessage(m.slugReservedWhy, {
      slug: slug.toLowerCase(),
      words: RESERVED_SLUGS.filter((word) => !(LANGUAGES as readonly string[]).includes(word)).join(", "),
      languages: LANGUAGES.join(", "),
    });
  return (
    <>
      <Form.Item
        name="slug"
        label={intl.formatMessage(m.slug)}
        required={!readOnly}
        extra={intl.formatMessage(m.slugHelp)}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const code = infoSlugError((value ?? "").trim());
              if (code) throw new Error(errorText(code));
            },
          },
          // The spec's 'This slug can not be used' stays the message; this second line says why.
          {
            validator: async (_rule, value: string | undefined) => {
              const slug = (value ?? "").trim();
              if (infoSlugError(slug) === "slug-reserved") throw new Error(reservedWhy(slug));
            },
          },
        ]}
      >
        <Input readOnly={readOnly} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Typography.Paragraph data-testid="shop-address">
        {intl.formatMessage(m.shopAddress, {
          // The saved address opens the shop (a new tab); one still being typed is not there yet.
          address: shownSlug === savedSlug ? (
            <a key="address" href={address(savedSlug)} target="_blank" rel="noopener noreferrer">
              {address(savedSlug)}
            </a>
          ) : (
            address(shownSlug)
          ),
        })}
      </Typography.Paragraph>
      {changed ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={intl.formatMessage(m.slugWarningTitle)}
          description={intl.formatMessage(m.slugWarning, { newAddress: address(typed.trim()), oldAddress: address(savedSlug) })}
        />
      ) : null}
    </>
  );
}
