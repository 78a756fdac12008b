// The company picture as the menu logo, or Comanda's default mark.
import { useIntl } from "react-intl";
import { shellMessages } from "./messages";

export function CompanyLogo({ picture, name, size = 40 }: { picture: string | null | undefined; name: string; size?: number }) {
  const intl = useIntl();
  const alt = intl.formatMessage(shellMessages.logo, { name: name || intl.formatMessage(shellMessages.defaultBrand) });
  if (picture) return <img className="shell-logo" src={picture} alt={alt} width={size} height={size} />;
  return (
    <svg className="shell-logo" role="img" aria-label={alt} width={size} height={size} viewBox="0 0 40 40">
      <rect width="40" height="40" rx="10" fill="#c2410c" />
      <path d="M27 14.5a8.5 8.5 0 1 0 0 11" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
