// The product photo's browser check says what is wrong with a file, in the user's language.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { App as AntApp, Form } from "antd";
import { IntlProvider } from "react-intl";
import "../../../../i18n/errors";
import de from "../../../../i18n/lang/de.json";
import { SLOW } from "../../../../ui/testing";
import { PhotoField } from "./PhotoField";

function renderIn(locale: "en" | "de") {
  const onUpload = vi.fn(async () => "https://example.test/photo.png");
  render(
    <IntlProvider locale={locale} defaultLocale="en" messages={locale === "de" ? (de as Record<string, string>) : {}} onError={() => {}}>
      <AntApp>
        <Form>
          <PhotoField onUpload={onUpload} />
        </Form>
      </AntApp>
    </IntlProvider>,
  );
  return { onUpload };
}

/** The browser decodes every image as `size` (null: it cannot decode it). */
function decodesAs(size: { width: number; height: number } | null) {
  vi.stubGlobal("createImageBitmap", vi.fn(async () => {
    if (!size) throw new Error("The source image could not be decoded.");
    return { ...size, close: () => {} };
  }));
  // The <img> fallback of browsers that refuse a file in createImageBitmap fails as well.
  vi.stubGlobal("Image", class {
    onerror: (() => void) | null = null;
    set src(_url: string) {
      setTimeout(() => this.onerror?.(), 0);
    }
  });
}

const choose = (file: File) => fireEvent.change(screen.getByTestId("product-photo-input"), { target: { files: [file] } });
const png = (bytes: number) => new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" });

afterEach(() => vi.unstubAllGlobals());

describe("PhotoField's check", SLOW, () => {
  it("says an empty file is empty or damaged, not that it must be a JPG or PNG", async () => {
    decodesAs({ width: 800, height: 800 });
    const { onUpload } = renderIn("en");
    choose(png(0));
    expect(await screen.findByText("The file is empty or damaged. Choose another photo.")).toBeInTheDocument();
    expect(screen.queryByText(/must be a JPG or PNG/)).not.toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("says a file the browser cannot decode is empty or damaged, in German", async () => {
    decodesAs(null);
    renderIn("de");
    choose(png(64));
    expect(await screen.findByText("Die Datei ist leer oder beschädigt. Wählen Sie ein anderes Foto.")).toBeInTheDocument();
  });

  it("says the size of a too small image and the size needed", async () => {
    decodesAs({ width: 500, height: 500 });
    const { onUpload } = renderIn("en");
    choose(png(64));
    expect(await screen.findByText("The image is 500 × 500 px; it must be at least 720 × 720 px.")).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("says the size of a too small image and the size needed, in German", async () => {
    decodesAs({ width: 500, height: 500 });
    renderIn("de");
    choose(png(64));
    expect(await screen.findByText("Das Bild ist 500 × 500 px groß; es muss mindestens 720 × 720 px groß sein.")).toBeInTheDocument();
  });

  it("says the size of an image that is not square", async () => {
    decodesAs({ width: 900, height: 800 });
    renderIn("en");
    choose(png(64));
    expect(await screen.findByText("The image is 900 × 800 px; it must be square.")).toBeInTheDocument();
  });
});
