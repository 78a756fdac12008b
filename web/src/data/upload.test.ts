// The upload's own checks run before any link is asked for, and say what is wrong with the file.
import { describe, expect, it, vi } from "vitest";
import { createIntl } from "react-intl";
import de from "../i18n/lang/de.json";
import { errorText } from "../i18n/errors";
import { ApiError } from "./api";
import { uploadThroughLink } from "./upload";

const options = (requestLink = vi.fn()) => ({ types: ["image/png", "image/jpeg"], maxBytes: 1_000_000, requestLink, passThrough: [] });

describe("uploadThroughLink", () => {
  it("refuses an empty file as empty, not as a wrong type, before asking for a link", async () => {
    const requestLink = vi.fn();
    const error = await uploadThroughLink(new File([], "logo.png", { type: "image/png" }), options(requestLink)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("file-empty");
    expect(requestLink).not.toHaveBeenCalled();
  });

  it("still refuses a file of another type as such", async () => {
    const error = await uploadThroughLink(new File(["GIF89a"], "logo.gif", { type: "image/gif" }), options()).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe("unsupported-media-type");
  });

  it("says 'empty or damaged' in English and German", () => {
    expect(errorText(createIntl({ locale: "en", messages: {} }), "file-empty")).toBe("The file is empty or damaged. Choose another file.");
    expect(errorText(createIntl({ locale: "de", messages: de as Record<string, string> }), "file-empty")).toBe("Die Datei ist leer oder beschädigt. Wählen Sie eine andere Datei.");
  });
});
