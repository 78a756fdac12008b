// A page's or story's picture: the shared picture field with the product photo's rule (square jpg/png,
// 720–1240 px), checked in the browser before it is uploaded; the server checks it again.
import { PRODUCT_PHOTO_MAX, PRODUCT_PHOTO_MIN, PRODUCT_PHOTO_TYPES } from "@comanda/shared";
import { photoRefusalText } from "../../../i18n/errors";
import { imageFieldOf } from "../../../ui/image/ImageField";
import { productPhotoFileError } from "../../../menu/products/editor/photo";
import { contentEditorMessages as m } from "../../messages";

const LIMITS = { min: PRODUCT_PHOTO_MIN, max: PRODUCT_PHOTO_MAX };

export const PictureField = imageFieldOf({
  messages: { preview: m.pictureAlt, empty: m.noPicture, choose: m.choosePicture, replace: m.replacePicture, remove: m.removePicture, hint: m.pictureHint, file: m.pictureFile },
  check: async (file, intl) => {
    const refusal = await productPhotoFileError(file);
    return refusal ? photoRefusalText(intl, refusal, LIMITS) : null;
  },
  accept: PRODUCT_PHOTO_TYPES,
  testId: "content-picture-input",
});
