// The CSV import: a file with a wrong row is previewed with that row's error and cannot be imported; the
// corrected file is imported in one call; a row the server refuses gets its error, and nothing is saved.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CustomerCsvTexts } from "@comanda/shared";
import { ApiError } from "../../../data/api";
import { renderWithProviders, SLOW } from "../../../ui/testing";
import * as repository from "../../repository";
import { CustomerImportModal } from "./CustomerImportModal";

vi.mock("../../repository", () => ({ importCustomers: vi.fn() }));
const repo = vi.mocked(repository);

const texts: CustomerCsvTexts = {
  headers: {
    name: "Name", email: "Email", phone: "Phone", enabled: "Enabled", enableDiscounts: "Discounts", preventAddressChange: "Fixed address",
    internalNote: "Internal note", addressType: "Address type", companyName: "Company", vatId: "VAT ID", street: "Street", zip: "Postcode", city: "City", country: "Country",
  },
  yes: "Yes",
  no: "No",
  addressTypes: { private: "Private", company: "Company" },
};

const csv = (text: string) => new File([text], "customers.csv", { type: "text/csv" });
const GOOD = "\uFEFFName,Email,Phone,Enabled\r\nAna Torres,ana@example.com,+34 600 111 222,Yes\r\nBruno Díaz,bruno@example.com,,No\r\n";
const BAD = "Name;Email;Phone;Enabled\nAna Torres;ana@example.com;+34 600 111 222;Yes\nBruno Díaz;bruno@example;;maybe\n";

function show() {
  const onClose = vi.fn();
  renderWithProviders(<CustomerImportModal open onClose={onClose} texts={texts} />);
  return onClose;
}

async function choose(file: File) {
  await userEvent.upload(screen.getByLabelText("Choose CSV file", { selector: "input" }), file);
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("CustomerImportModal", SLOW, () => {
  it("previews a file with a wrong row with that row's errors and imports nothing; the corrected file imports every row", async () => {
    repo.importCustomers.mockResolvedValue(["k1", "k2"]);
    const onClose = show();
    await choose(csv(BAD));
    expect(await screen.findByText(/1 row has an error/)).toBeInTheDocument();
    const rows = screen.getAllByRole("row");
    expect(within(rows[1]!).getByText("OK")).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/^Email: /)).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Enabled: This value cannot be read here. Check how it is written.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 customers" })).toBeDisabled();

    await choose(csv(GOOD));
    expect(await screen.findByText("2 customers are ready to import.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Import 2 customers" }));
    await waitFor(() => expect(repo.importCustomers).toHaveBeenCalledTimes(1));
    expect(repo.importCustomers.mock.calls[0]![0].customers).toMatchObject([
      { name: "Ana Torres", email: "ana@example.com", phone: "+34 600 111 222", enabled: true },
      { name: "Bruno Díaz", email: "bruno@example.com", phone: null, enabled: false },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the row the server refuses with its error, and stays open", async () => {
    repo.importCustomers.mockRejectedValue(new ApiError("validation", 400, { "customers.1.email": ["email-already-in-use"] }));
    const onClose = show();
    await choose(csv(GOOD));
    await userEvent.click(await screen.findByRole("button", { name: "Import 2 customers" }));
    expect(await screen.findByText("Email: This email is already in use")).toBeInTheDocument();
    expect(screen.getByText(/1 row has an error/)).toBeInTheDocument();
    expect(within(screen.getAllByRole("row")[2]!).getByText("Email: This email is already in use")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 customers" })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("names the columns a file lacks", async () => {
    show();
    await choose(csv("Phone,City\n600,Girona\n"));
    expect(await screen.findByText("The file lacks the columns: Name, Email.")).toBeInTheDocument();
  });
});
