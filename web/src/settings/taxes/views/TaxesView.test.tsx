// /settings/taxes against a stand-in repository (no network): the tax id refused in the browser, the server's
// refusals under their fields, the certificate upload's states, the records' filters from the URL, the §8 error
// modal and its correction, the paused transmission's Continue, the cancellation of a receipt, the CSV, a window
// of rows out of 10,000 records, and the Spanish words.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntApp } from "antd";
import { IntlProvider } from "react-intl";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../data/api";
import "../../../i18n/errors";
import es from "../../../i18n/lang/es.json";
import { SLOW } from "../../../ui/testing";
import type { TaxRecord } from "../repository";

const state = vi.hoisted(() => ({
  taxInfo: null as Record<string, unknown> | null,
  records: [] as unknown[],
  queries: [] as [string | null, string | null, string | null][],
  save: vi.fn((..._args: unknown[]): Promise<unknown> => Promise.resolve({})),
  upload: vi.fn((..._args: unknown[]): Promise<unknown> => Promise.resolve({})),
  resume: vi.fn((): Promise<unknown> => Promise.resolve({})),
  correct: vi.fn((..._args: unknown[]): Promise<unknown> => Promise.resolve({})),
  cancel: vi.fn((..._args: unknown[]): Promise<unknown> => Promise.resolve({})),
  download: vi.fn((..._args: unknown[]): Promise<void> => Promise.resolve()),
}));

vi.mock("../../../company", () => ({
  useCompany: () => ({
    companyId: "co",
    loading: false,
    timezone: "Europe/Madrid",
    info: { id: "co", companyname: "Bar Sol SL", street: "Carrer Major 1", zip: "08001", city: "Barcelona", country: "ES" },
    settings: { id: "co", vat: 10, vatRates: [{ name: "Reducido", rate: 4 }, { name: "Bebidas", rate: 21 }] },
  }),
  useFormatters: () => ({ formatDate: (iso: string) => `«${iso.slice(0, 10)}»`, formatDateTime: (iso: string) => `«${iso.slice(0, 16)}»` }),
}));
vi.mock("../../../i18n/language", () => ({ useLanguage: () => ({ language: "en" }) }));
vi.mock("../repository", () => ({
  useTaxInfoDoc: () => ({ data: state.taxInfo, loading: false, error: null }),
  useTaxRecords: (companyId: string | null, from: string | null, to: string | null) => {
    state.queries.push([companyId, from, to]);
    return { data: state.records, loading: false, error: null };
  },
  saveTaxSettings: state.save,
  uploadTaxCertificate: state.upload,
  continueTransmission: state.resume,
  correctTaxRecord: state.correct,
  cancelTaxRecord: state.cancel,
  downloadTaxRecordsCsv: state.download,
}));

const { default: TaxesView } = await import("./TaxesView");

const DAY = 86_400_000;
const CERT = { holder: "BAR SOL SL", taxId: "12345678Z", notBefore: "2026-01-01T00:00:00.000Z", notAfter: "2030-05-31T00:00:00.000Z", uploadedAt: "2026-01-02T10:00:00.000Z" };
const SAVED = {
  id: "co",
  companyId: "co",
  legalName: "Bar Sol SL",
  taxId: "12345678Z",
  address: { line1: "Carrer Major 1", line2: null, postalCode: "08001", city: "Barcelona", country: "ES" },
  eInvoicingEnabled: false,
  environment: "test",
  series: "T",
  certificate: null,
  transmissionPaused: false,
  errorCount: 0,
};

function record(n: number, over: Partial<TaxRecord> = {}): TaxRecord {
  const number = `T-${String(n).padStart(6, "0")}`;
  return {
    id: `r${n}`,
    companyId: "co",
    orderId: `o${n}`,
    kind: "receipt",
    invoiceType: "F2",
    issuerTaxId: "12345678Z",
    number,
    issuedOn: "10-03-2026",
    date: new Date(Date.UTC(2026, 2, 10, 12) - n * 60_000).toISOString(),
    position: n,
    previous: null,
    previousHash: null,
    hash: "A".repeat(64),
    generatedAt: "2026-03-10T13:00:00+01:00",
    totalTax: "1.00",
    totalAmount: "11.00",
    vat: [{ rate: 10, base: "10.00", tax: "1.00" }],
    recipient: null,
    reference: null,
    environment: "test",
    status: "accepted",
    answer: { code: null, description: null, csv: `CSV${n}`, answeredAt: "2026-03-10T12:01:00.000Z" },
    attempts: 1,
    subsanacion: false,
    rechazoPrevio: false,
    incidencia: false,
    correctionOf: null,
    ...over,
  };
}

const REJECTED = record(42, { status: "rejected", answer: { code: "1100", description: "Valor o tipo incorrecto del campo: NIF", csv: null, answeredAt: "2026-03-10T12:01:00.000Z" } });

function renderAt(path = "/settings/taxes", locale: "en" | "es" = "en") {
  const router = createMemoryRouter(
    [
      { path: "/settings/taxes", element: <TaxesView /> },
      { path: "/settings/general", element: <p>General settings page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale={locale} defaultLocale="en" messages={locale === "es" ? (es as Record<string, string>) : {}} onError={() => {}}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </IntlProvider>,
  );
  return router;
}

/** The form item (label, input, help and errors) of a field, found by its label. */
function itemOf(label: string): HTMLElement {
  const item = screen.getByLabelText(label).closest(".ant-form-item");
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${label}`);
  return item;
}

beforeEach(() => {
  vi.clearAllMocks();
  state.taxInfo = { ...SAVED };
  state.records = [];
  state.queries = [];
});

describe("/settings/taxes: tax information and e-invoicing", SLOW, () => {
  it("refuses a tax id whose control character is wrong in the browser, with its message, and sends nothing", async () => {
    const user = userEvent.setup();
    renderAt();
    const taxId = screen.getByLabelText("Tax ID (NIF)");
    await user.clear(taxId);
    await user.type(taxId, "12345678A");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(itemOf("Tax ID (NIF)")).findByText("The last character of this tax ID does not match the others: check it for a typing mistake.")).toBeInTheDocument();
    expect(state.save).not.toHaveBeenCalled();
  });

  it("saves the typed values as the body of the call", async () => {
    const user = userEvent.setup();
    renderAt();
    await user.clear(screen.getByLabelText("Invoice series"));
    await user.type(screen.getByLabelText("Invoice series"), "BAR");
    await user.click(screen.getByText("Production"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(state.save).toHaveBeenCalledTimes(1));
    expect(state.save).toHaveBeenCalledWith({
      legalName: "Bar Sol SL",
      taxId: "12345678Z",
      address: { line1: "Carrer Major 1", line2: null, postalCode: "08001", city: "Barcelona", country: "ES" },
      eInvoicingEnabled: false,
      environment: "production",
      series: "BAR",
    });
    expect(await screen.findByText("The tax settings were saved")).toBeInTheDocument();
  });

  it("shows the server's refusals under their fields and keeps what was typed", async () => {
    state.taxInfo = { ...SAVED, certificate: CERT };
    state.save.mockRejectedValueOnce(new ApiError("validation", 400, { taxId: ["tax-id-locked"], series: ["pattern"], eInvoicingEnabled: ["certificate-tax-id-mismatch"] }));
    const user = userEvent.setup();
    renderAt();
    const taxId = screen.getByLabelText("Tax ID (NIF)");
    await user.clear(taxId);
    await user.type(taxId, "87654321X");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(itemOf("Tax ID (NIF)")).findByText("The tax ID cannot be changed once tax records exist.")).toBeInTheDocument();
    expect(within(itemOf("Invoice series")).getByText("Use 1 to 10 capital letters or digits, without spaces.")).toBeInTheDocument();
    expect(within(itemOf("Send billing records to the tax agency (VERI*FACTU)")).getByText("This certificate belongs to another tax ID than the one in your tax information.")).toBeInTheDocument();
    expect(screen.getByLabelText("Tax ID (NIF)")).toHaveValue("87654321X");
    expect(await screen.findByText("Check that all fields are filled in correctly.")).toBeInTheDocument();
  });

  it("does not switch e-invoicing on without a certificate: it says so under the switch", async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole("switch", { name: "Send billing records to the tax agency (VERI*FACTU)" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(itemOf("Send billing records to the tax agency (VERI*FACTU)")).findByText("Upload the company's certificate before switching e-invoicing on.")).toBeInTheDocument();
    expect(state.save).not.toHaveBeenCalled();
  });

  it("shows the VAT rates of the general settings, not as inputs, with a link there", async () => {
    const user = userEvent.setup();
    renderAt();
    const rates = screen.getByTestId("tax-vat-rates");
    expect(rates).toHaveTextContent("Default rate10%");
    expect(rates).toHaveTextContent("Reducido4%");
    expect(rates).toHaveTextContent("Bebidas21%");
    expect(within(rates).queryByRole("textbox")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Change them in the general settings" }));
    expect(await screen.findByText("General settings page")).toBeInTheDocument();
  });

  it("fills in a company's first tax information from its establishment and says so", () => {
    state.taxInfo = null;
    renderAt();
    expect(screen.getByText(/Filled in from “My establishment”/)).toBeInTheDocument();
    expect(screen.getByLabelText("Legal name")).toHaveValue("Bar Sol SL");
    expect(screen.getByLabelText("Street and number")).toHaveValue("Carrer Major 1");
  });
});

describe("/settings/taxes: the certificate", SLOW, () => {
  const p12 = () => new File([new Uint8Array([0x30, 0x82, 0x01, 0x02, 0xff])], "empresa.p12", { type: "application/x-pkcs12" });

  it("uploads the chosen file as base64 with its password, then shows the holder, tax id and expiry", async () => {
    state.upload.mockResolvedValueOnce({ certificate: CERT });
    const user = userEvent.setup();
    renderAt();
    expect(screen.getByText("No certificate uploaded yet.")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Certificate file (.p12 or .pfx)"), p12());
    expect(screen.getByText("empresa.p12")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Certificate password"), "s3cret");
    await user.click(screen.getByRole("button", { name: "Upload the certificate" }));
    await waitFor(() => expect(state.upload).toHaveBeenCalledWith(btoa(String.fromCharCode(0x30, 0x82, 0x01, 0x02, 0xff)), "s3cret"));
    const panel = screen.getByTestId("tax-certificate");
    expect(await within(panel).findByText("BAR SOL SL")).toBeInTheDocument();
    expect(within(panel).getByText("12345678Z")).toBeInTheDocument();
    expect(within(panel).getByText("«2030-05-31»")).toBeInTheDocument();
    expect(await screen.findByText("The certificate was uploaded")).toBeInTheDocument();
    expect(screen.getByLabelText("Certificate password")).toHaveValue("");
    expect(screen.queryByTestId("certificate-expiring")).toBeNull();
  });

  it("says a wrong password under the password, and keeps the file", async () => {
    state.upload.mockRejectedValueOnce(new ApiError("validation", 400, { password: ["certificate-password"] }));
    const user = userEvent.setup();
    renderAt();
    await user.upload(screen.getByLabelText("Certificate file (.p12 or .pfx)"), p12());
    await user.type(screen.getByLabelText("Certificate password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Upload the certificate" }));
    expect(await within(itemOf("Certificate password")).findByText("This password does not open the certificate.")).toBeInTheDocument();
    expect(screen.getByText("empresa.p12")).toBeInTheDocument();
  });

  it("refuses another kind of file in the browser, and a file refused by the server says why under the file", async () => {
    state.upload.mockRejectedValueOnce(new ApiError("certificate-expired", 400));
    const user = userEvent.setup({ applyAccept: false });
    renderAt();
    await user.upload(screen.getByLabelText("Certificate file (.p12 or .pfx)"), new File(["x"], "empresa.pem"));
    expect(within(itemOf("Certificate file (.p12 or .pfx)")).getByText("Choose a certificate file ending in .p12 or .pfx.")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Certificate file (.p12 or .pfx)"), p12());
    await user.type(screen.getByLabelText("Certificate password"), "s3cret");
    await user.click(screen.getByRole("button", { name: "Upload the certificate" }));
    expect(await within(itemOf("Certificate file (.p12 or .pfx)")).findByText("This certificate has expired. Upload a valid one.")).toBeInTheDocument();
  });

  it("warns 30 days before the certificate expires, naming the day and the days left", () => {
    const notAfter = new Date(Date.now() + 10.5 * DAY).toISOString();
    state.taxInfo = { ...SAVED, certificate: { ...CERT, notAfter } };
    renderAt();
    expect(screen.getByTestId("certificate-expiring")).toHaveTextContent(`The certificate expires on «${notAfter.slice(0, 10)}» (in 10 days).`);
    expect(screen.queryByTestId("certificate-expired")).toBeNull();
  });

  it("does not switch e-invoicing on with an expired certificate", async () => {
    const expired = { ...CERT, notAfter: new Date(Date.now() - DAY).toISOString() };
    state.taxInfo = { ...SAVED, certificate: expired };
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole("switch", { name: "Send billing records to the tax agency (VERI*FACTU)" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(itemOf("Send billing records to the tax agency (VERI*FACTU)")).findByText("This certificate has expired. Upload a valid one.")).toBeInTheDocument();
    expect(state.save).not.toHaveBeenCalled();
  });

  it("saves other changes while e-invoicing is on with an expired certificate", async () => {
    state.taxInfo = { ...SAVED, eInvoicingEnabled: true, certificate: { ...CERT, notAfter: new Date(Date.now() - DAY).toISOString() } };
    const user = userEvent.setup();
    renderAt();
    await user.clear(screen.getByLabelText("City"));
    await user.type(screen.getByLabelText("City"), "Girona");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(state.save).toHaveBeenCalledTimes(1));
    expect(state.save.mock.calls[0]?.[0]).toMatchObject({ eInvoicingEnabled: true, address: { city: "Girona" } });
  });

  it("shows an expired certificate as an error", () => {
    state.taxInfo = { ...SAVED, certificate: { ...CERT, notAfter: new Date(Date.now() - DAY).toISOString() } };
    renderAt();
    expect(screen.getByTestId("certificate-expired")).toHaveTextContent("No record can be sent to the tax agency until you upload a valid one.");
  });
});

describe("/settings/taxes: the tax records", SLOW, () => {
  it("applies the status and the days of the URL, the days as the company's calendar", async () => {
    state.records = [record(1), REJECTED, record(3, { status: "pending", answer: null })];
    const user = userEvent.setup();
    const router = renderAt("/settings/taxes?status=rejected&from=2026-03-01&to=2026-03-31");
    expect(state.queries.at(-1)).toEqual(["co", "2026-02-28T23:00:00.000Z", "2026-03-31T22:00:00.000Z"]);
    const rows = () => Array.from(document.querySelectorAll("[data-record-id]")).map((row) => row.getAttribute("data-record-id"));
    expect(rows()).toEqual(["r42"]);
    expect(screen.getByText("1 of 3 records · Times in Europe/Madrid")).toBeInTheDocument();
    expect(screen.getByLabelText("From")).toHaveValue("01/03/2026");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(rows()).toEqual(["r1", "r42", "r3"]));
    expect(router.state.location.search).toBe("");
    expect(state.queries.at(-1)).toEqual(["co", null, null]);
  });

  it("shows each status as a word, and the agency's code or error", () => {
    state.records = [record(1), REJECTED, record(3, { status: "pending", answer: null }), record(4, { status: "acceptedWithErrors", answer: { code: "2000", description: "Aviso", csv: "CSVX", answeredAt: "2026-03-10T12:01:00.000Z" } })];
    renderAt();
    const row = (id: string) => document.querySelector(`[data-record-id="${id}"]`) as HTMLElement;
    expect(row("r1")).toHaveTextContent("Accepted");
    expect(row("r1")).toHaveTextContent("CSV CSV1");
    expect(row("r42")).toHaveTextContent("Rejected");
    expect(row("r42")).toHaveTextContent("1100 · Valor o tipo incorrecto del campo: NIF");
    expect(row("r3")).toHaveTextContent("Waiting to be sent");
    expect(row("r3")).toHaveTextContent("No answer yet");
    expect(row("r4")).toHaveTextContent("Accepted with errors");
  });

  it("opens 'An error has occurred' with the number, the agency's code and the advice, and corrects and sends again", async () => {
    state.records = [record(1), REJECTED];
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole("button", { name: "See the error of T-000042" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("An error has occurred")).toBeInTheDocument();
    expect(within(dialog).getByText("Receipt number")).toBeInTheDocument();
    expect(within(dialog).getByTestId("tax-error-number")).toHaveTextContent("T-000042");
    expect(within(dialog).getByText("1100")).toBeInTheDocument();
    expect(within(dialog).getByText("Valor o tipo incorrecto del campo: NIF")).toBeInTheDocument();
    expect(within(dialog).getByTestId("tax-error-advice")).toHaveTextContent("contact our support at support@comanda.app");
    await user.click(within(dialog).getByRole("button", { name: "Correct and send again" }));
    await waitFor(() => expect(state.correct).toHaveBeenCalledWith("r42"));
    expect(await screen.findByText("The corrected record of T-000042 will be sent to the tax agency shortly.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says the server's refusal of a correction", async () => {
    state.records = [REJECTED];
    state.correct.mockRejectedValueOnce(new ApiError("record-not-correctable", 409));
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole("button", { name: "See the error of T-000042" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Correct and send again" }));
    expect(await screen.findByText("This record cannot be corrected: it has no error, or it was corrected already.")).toBeInTheDocument();
  });

  it("cancels an accepted receipt after a confirmation, and offers no second cancellation", async () => {
    state.records = [record(1), record(2), record(3, { kind: "cancellation", invoiceType: null, number: "T-000002", reference: { recordId: "r2", issuerTaxId: "12345678Z", number: "T-000002", issuedOn: "10-03-2026" } })];
    const user = userEvent.setup();
    renderAt();
    expect(screen.queryByRole("button", { name: "Cancel ticket T-000002" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel ticket T-000001" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Cancel ticket T-000001?");
    expect(dialog).toHaveTextContent("A cancellation record is sent to the tax agency.");
    expect(state.cancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel ticket" }));
    await waitFor(() => expect(state.cancel).toHaveBeenCalledWith("r1"));
  });

  it("downloads the CSV of what the filters choose, in the interface language", async () => {
    state.records = [REJECTED];
    const user = userEvent.setup();
    renderAt("/settings/taxes?status=rejected,acceptedWithErrors&from=2026-03-01");
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(state.download).toHaveBeenCalledWith({ statuses: ["acceptedWithErrors", "rejected"], from: "2026-02-28T23:00:00.000Z", to: null }, "en"));
  });

  it("draws only a window of rows out of 10,000 records", () => {
    state.records = Array.from({ length: 10_000 }, (_, i) => record(i + 1));
    renderAt();
    const drawn = document.querySelectorAll("[data-record-id]").length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    expect(screen.getByText("10,000 of 10,000 records · Times in Europe/Madrid")).toBeInTheDocument();
    expect(screen.getByRole("list").style.height).toBe(`${10_000 * 52}px`);
  });
});

describe("/settings/taxes: the stopped transmission", SLOW, () => {
  it("warns with the number of errors and the last one, and Continue resumes through the API", async () => {
    state.taxInfo = { ...SAVED, transmissionPaused: true, errorCount: 5, pausedAt: "2026-03-10T12:00:00.000Z", lastError: { code: "timeout", description: null, at: "2026-03-10T12:00:00.000Z" } };
    const user = userEvent.setup();
    renderAt();
    const warning = screen.getByTestId("transmission-paused");
    expect(warning).toHaveTextContent("Sending to the tax agency has stopped");
    expect(warning).toHaveTextContent("After 5 errors in a row, no more records are sent to the tax agency.");
    expect(warning).toHaveTextContent("Last error: timeout");
    await user.click(within(warning).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(state.resume).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByTestId("transmission-paused")).toBeNull());
  });

  it("keeps the warning and says why when Continue is refused", async () => {
    state.taxInfo = { ...SAVED, transmissionPaused: true, errorCount: 5 };
    state.resume.mockRejectedValueOnce(new ApiError("network", 0));
    const user = userEvent.setup();
    renderAt();
    await user.click(within(screen.getByTestId("transmission-paused")).getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("No connection to the server. Check your internet connection and try again.")).toBeInTheDocument();
    expect(screen.getByTestId("transmission-paused")).toBeInTheDocument();
  });

  it("shows no warning while sending runs", () => {
    renderAt();
    expect(screen.queryByTestId("transmission-paused")).toBeNull();
  });
});

describe("/settings/taxes in Spanish", SLOW, () => {
  it("says the agency's own words: registros de facturación, VERI*FACTU, the statuses and the error modal", async () => {
    state.records = [REJECTED];
    const user = userEvent.setup();
    renderAt("/settings/taxes", "es");
    expect(screen.getByRole("heading", { name: "Impuestos" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Facturación verificable (VERI*FACTU)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Registros de facturación" })).toBeInTheDocument();
    expect(document.querySelector('[data-record-id="r42"]')).toHaveTextContent("Rechazado");
    await user.click(screen.getByRole("button", { name: "Ver el error de T-000042" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Se ha producido un error")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Subsanar y volver a enviar" })).toBeInTheDocument();
  });
});

// act() keeps React quiet about the antd message timers left after a test.
afterEach(async () => {
  await act(async () => {});
});
