// The logo rule (spec §5: square jpg or png, at least 527 × 527 px) checked in the browser before upload.
import { logoError, type LogoError } from "@comanda/shared";
import { readImageSize, type ImageSize } from "../../menu/products/editor/photo";

/** Why a logo is refused: the rule's code and, once the browser has read it, the image's size. */
export interface LogoRefusal {
  code: LogoError;
  width?: number;
  height?: number;
}

// A size that passes the size rule, so that the first call reports only the type.
const PROBE_SIZE = 600;

/** The first rule the file breaks (type before decoding; empty or undecodable: damaged), or null. */
export async function logoFileRefusal(file: File, readSize: (file: Blob) => Promise<ImageSize | null> = readImageSize): Promise<LogoRefusal | null> {
  const typeError = logoError(PROBE_SIZE, PROBE_SIZE, file.type);
  if (typeError) return { code: typeError };
  if (file.size === 0) return { code: "logo-damaged" };
  const size = await readSize(file);
  if (!size) return { code: "logo-damaged" };
  const code = logoError(size.width, size.height, file.type);
  return code ? { code, width: size.width, height: size.height } : null;
}
