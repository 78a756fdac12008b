// The product photo: checked in the browser (square jpg/png, 720–1240 px) before it is uploaded; preview,
// replace and remove (the shared picture field). Refusals, upload failures and the server's own photo check
// show under the photo.
import { PRODUCT_PHOTO_MAX, PRODUCT_PHOTO_MIN, PRODUCT_PHOTO_TYPES } from "@comanda/shared";
import { photoRefusalText } from "../../../../i18n/errors";
import { imageFieldOf } from "../../../../ui/image/ImageField";
import { productEditorMessages as m } from "../messages";
import { productPhotoFileError } from "../photo";

const PHOTO_LIMITS = { min: PRODUCT_PHOTO_MIN, max: PRODUCT_PHOTO_MAX };

export const PhotoField = imageFieldOf({
  messages: { preview: m.photoPreview, empty: m.noPhoto, choose: m.choosePhoto, replace: m.replacePhoto, remove: m.removePhoto, hint: m.photoHint, file: m.photoFile },
  check: async (file, intl) => {
    const refusal = await productPhotoFileError(file);
    return refusal ? photoRefusalText(intl, refusal, PHOTO_LIMITS) : null;
  },
  accept: PRODUCT_PHOTO_TYPES,
  testId: "product-photo-input",
});
