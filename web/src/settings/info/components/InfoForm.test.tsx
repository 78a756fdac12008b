// The /settings/info page: refusals in place in the user's language, the slug warning, the logo check,
// and a refused save that keeps everything typed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntApp } from "antd";
import { IntlProvider } from "react-intl";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import "../../../i18n/errors";
import de from "../../../i18n/lang/de.json";
import es from "../../../i18n/lang/es.json";
import { ApiError } from "../../../data/api";
import { SLOW } from "../../../ui/testing";
import { infoFormValues, type InfoFormValues } from "../model";
import { InfoForm, type InfoFormProps } from "./InfoForm";

const CATALOGUES = { en: {}, es, de } as Record<string, Record<string, string>>;
const stored = infoFormValues({ id: "c1", brandName: "Casa Pepe", companyname: "Pepe S.L.", city: "Barcelona", country: "ES", slug: "casa-pepe", picture: null });

function renderIn(locale: "en" | "es" | "de", overrides: Partial<InfoFormProps> = {}) {
  const onSubmit = vi.fn(async (_values: InfoFormValues) => {});
  const onUploadLogo = vi.fn(async () => "https://files.test/logo.png");
  const props: InfoFormProps = {
    initialValues: stored,
    savedSlug: "casa-pepe",
    companyId: "c1",
    shopBaseUrl: "https://shop.test",
    countryOptions: [{ value: "ES", label: locale === "en" ? "Spain" : "España" }, { value: "FR", label: "France" }],
    onSubmit,
    onUploadLogo,
    ...overrides,
  };
  // The stored info as the view hands it, replaceable from the test (a save in another tab).
  let store: (values: InfoFormValues) => void = () => {};
  function Live() {
    const [values, setValues] = useState(props.initialValues);
    store = setValues;
    return <InfoForm {...props} initialValues={values} />;
  }
  const router = createMemoryRouter([{ path: "/", element: <Live /> }]);
  render(
    <IntlProvider locale={locale} defaultLocale="en" messages={CATALOGUES[locale]} onError={() => {}}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </IntlProvider>,
  );
  return { onSubmit, onUploadLogo, storeElsewhere: (values: InfoFormValues) => act(() => store(values)) };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
async function retype(label: string | RegExp, text: string) {
  await userEvent.clear(input(label));
  if (text) await userEvent.type(input(label), text);
}

/** The browser decodes every image as `size`. */
function decodesAs(size: { width: number; height: number }) {
  vi.stubGlobal("createImageBitmap", vi.fn(async () => ({ ...size, close: () => {} })));
}
const png = () => new File([new Uint8Array(64)], "logo.png", { type: "image/png" });

afterEach(() => vi.unstubAllGlobals());

describe("InfoForm", SLOW, () => {
  it("refuses a reserved slug under the field with 'This slug can not be used' and does not save", async () => {
    const { onSubmit } = renderIn("en");
    await retype("Address name (slug)", "admin");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This slug can not be used")).toBeInTheDocument();
    // And why, under it.
    expect(
      screen.getByText("“admin” is reserved: the shop's own addresses use admin, assets, favico, js, css, site.webmanifest and the language codes (de, en, es, ca, fr, nl, zh). Choose another name."),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("warns, once the slug differs, that printed QR codes change and the old address works 90 more days", async () => {
    renderIn("en");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByTestId("shop-address")).toHaveTextContent("Your shop's address: https://shop.test/casa-pepe");
    // The saved address opens the shop.
    expect(screen.getByRole("link", { name: "https://shop.test/casa-pepe" })).toHaveAttribute("target", "_blank");
    await retype("Address name (slug)", "casa-pepe-bcn");
    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent("Changing it changes the address in every printed QR code");
    expect(warning).toHaveTextContent("https://shop.test/casa-pepe-bcn");
    expect(warning).toHaveTextContent("old address https://shop.test/casa-pepe, which keeps leading to your shop for 90 days");
  });

  it("refuses an ftp link for the terms in place, in Spanish", async () => {
    const { onSubmit } = renderIn("es");
    await retype("Enlace a sus condiciones generales", "ftp://casapepe.es/terms");
    await userEvent.click(screen.getByRole("button", { name: es["ui.form.save"] }));
    expect(await screen.findByText(es["error.field.linkProtocol"])).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusals under their fields in Spanish and keeps everything typed", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError("validation", 400, { slug: ["slug-taken"], picture: ["logo-too-small"] });
    });
    renderIn("es", { onSubmit });
    await retype("Nombre comercial", "Casa Pepe Gràcia");
    await retype("Nombre en la dirección (slug)", "la-plaza");
    await retype("Teléfono", "+34 93 000 00 00");
    await userEvent.click(screen.getByRole("button", { name: es["ui.form.save"] }));
    expect(await screen.findByText("Otra empresa ya usa esta dirección. Elija otra.")).toBeInTheDocument();
    expect(screen.getByText("El logotipo debe medir al menos 527 × 527 píxeles.")).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ brandName: "Casa Pepe Gràcia", slug: "la-plaza", phone: "+34 93 000 00 00", country: "ES" }));
    expect(input("Nombre comercial").value).toBe("Casa Pepe Gràcia");
    expect(input("Nombre en la dirección (slug)").value).toBe("la-plaza");
    expect(input("Teléfono").value).toBe("+34 93 000 00 00");
  });

  it("shows a change saved in another tab at once while nothing is typed, and keeps what is being typed", async () => {
    const { storeElsewhere } = renderIn("en");
    storeElsewhere({ ...stored, city: "Girona" });
    await waitFor(() => expect(input("City").value).toBe("Girona"));
    await retype("Postcode", "17001");
    storeElsewhere({ ...stored, city: "Lleida" });
    expect(input("Postcode").value).toBe("17001");
    expect(input("City").value).toBe("Girona");
  });

  it("refuses a phone number with letters before saving", async () => {
    const { onSubmit } = renderIn("en");
    await retype("Mobile", "call me");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a phone number: digits, with + ( ) - / . and spaces if you like.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says in German how large a logo that is too small is, and uploads nothing", async () => {
    decodesAs({ width: 500, height: 500 });
    const { onUploadLogo } = renderIn("de");
    fireEvent.change(screen.getByTestId("logo-input"), { target: { files: [png()] } });
    expect(await screen.findByText("Das Bild ist 500 × 500 px groß; es muss mindestens 527 × 527 px groß sein.")).toBeInTheDocument();
    expect(onUploadLogo).not.toHaveBeenCalled();
  });

  it("uploads a square logo of 527 px, shows it, and saves its address", async () => {
    decodesAs({ width: 527, height: 527 });
    const { onUploadLogo, onSubmit } = renderIn("en");
    fireEvent.change(screen.getByTestId("logo-input"), { target: { files: [png()] } });
    expect(await screen.findByRole("img", { name: "Your logo" })).toHaveAttribute("src", "https://files.test/logo.png");
    expect(onUploadLogo).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ picture: "https://files.test/logo.png" })));
  });
});
