// The logo: checked in the browser (square jpg/png, at least 527 px) before it is uploaded; preview, replace
// and remove (the shared picture field). Refusals, upload failures and the server's own check show under the logo.
import { LOGO_MIN, PRODUCT_PHOTO_TYPES } from "@comanda/shared";
import { logoRefusalText } from "../../../i18n/errors";
import { imageFieldOf } from "../../../ui/image/ImageField";
import { logoFileRefusal } from "../logo";
import { infoMessages as m } from "../messages";

export const LogoField = imageFieldOf({
  messages: { preview: m.logoPreview, empty: m.noLogo, choose: m.chooseLogo, replace: m.replaceLogo, remove: m.removeLogo, hint: m.logoHint, file: m.logoFile },
  check: async (file, intl) => {
    const refusal = await logoFileRefusal(file);
    return refusal ? logoRefusalText(intl, refusal, LOGO_MIN) : null;
  },
  accept: PRODUCT_PHOTO_TYPES,
  testId: "logo-input",
  size: 132,
  minButtonsWidth: 200,
});
