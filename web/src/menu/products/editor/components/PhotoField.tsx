// The product photo: checked in the browser (square jpg/png, 720–1240 px) before it is uploaded; preview,
// replace and remove (the shared picture field). Refusals, upload failures and the server's own photo check
// show under the photo.
import { PRODUCT_PHOTO_TYPES } from "@comanda/shared";
import { imageFieldOf } from "../../../../ui/image/ImageField";
import { productEditorMessages as m } from "../messages";
import { productPhotoCheck } from "../photo";

export const PhotoField = imageFieldOf({
  messages: { preview: m.photoPreview, empty: m.noPhoto, choose: m.choosePhoto, replace: m.replacePhoto, remove: m.removePhoto, hint: m.photoHint, file: m.photoFile },
  check: productPhotoCheck,
  accept: PRODUCT_PHOTO_TYPES,
  testId: "product-photo-input",
});
