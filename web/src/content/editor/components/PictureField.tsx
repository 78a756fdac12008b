// A page's or story's picture: the shared picture field with the product photo's rule (square jpg/png,
// 720–1240 px), checked in the browser before it is uploaded; the server checks it again.
import { PRODUCT_PHOTO_TYPES } from "@comanda/shared";
import { imageFieldOf } from "../../../ui/image/ImageField";
import { productPhotoCheck } from "../../../menu/products/editor/photo";
import { contentEditorMessages as m } from "../../messages";

export const PictureField = imageFieldOf({
  messages: { preview: m.pictureAlt, empty: m.noPicture, choose: m.choosePicture, replace: m.replacePicture, remove: m.removePicture, hint: m.pictureHint, file: m.pictureFile },
  check: productPhotoCheck,
  accept: PRODUCT_PHOTO_TYPES,
  testId: "content-picture-input",
});
