// The CSV import: a file with a wrong row is previewed with that row's error (an existing customer's e-mail
// included, from the server's dry run), numbered as in the file, and cannot be imported; the corrected file is
// imported in one call; a row the server refuses on import gets its error, and nothing is saved.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CustomerCsvTexts } from "@comanda/shared";
import { ApiError } from "../../../data/api";
import { renderWithProviders, SLOW } from "../../../ui/testing";
import * as repository from "../../repository";
import { CustomerImportModal } from "./CustomerImportModal";

vi.mock("../../repository", () => ({ importCustomers: vi.fn(), checkCustomerImport: vi.fn() }));
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
  repo.checkCustomerImport.mockImplementation((request) => Promise.resolve(request.customers.length));
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
    // Disabled, the button says why rather than offering to import the wrong row.
    expect(screen.getByRole("button", { name: "Correct 1 row first" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /^Import/ })).not.toBeInTheDocument();

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

  it("before Import is offered, marks the row whose e-mail an existing customer has (the server's dry run)", async () => {
    repo.checkCustomerImport.mockRejectedValue(new ApiError("validation", 400, { "customers.1.email": ["email-already-in-use"] }));
    show();
    await choose(csv(GOOD));
    expect(await screen.findByText(/1 row has an error/)).toBeInTheDocument();
    const rows = screen.getAllByRole("row");
    expect(within(rows[1]!).getByText("OK")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Email: This email is already in use")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Correct 1 row first" })).toBeDisabled();
    expect(repo.checkCustomerImport).toHaveBeenCalledWith({ customers: [expect.objectContaining({ email: "ana@example.com" }), expect.objectContaining({ email: "bruno@example.com" })] });
    expect(repo.importCustomers).not.toHaveBeenCalled();
  });

  it("sends the server only the rows without errors of their own, and puts its answer on the right row of the file", async () => {
    repo.checkCustomerImport.mockRejectedValue(new ApiError("validation", 400, { "customers.1.email": ["email-already-in-use"] }));
    show();
    await choose(csv("Name,Email\nAna Torres,ana@example\nBruno Díaz,bruno@example.com\nCarla Gil,carla@example.com\n"));
    expect(await screen.findByText(/2 rows have errors/)).toBeInTheDocument();
    expect(repo.checkCustomerImport).toHaveBeenCalledWith({ customers: [expect.objectContaining({ email: "bruno@example.com" }), expect.objectContaining({ email: "carla@example.com" })] });
    const rows = screen.getAllByRole("row");
    expect(within(rows[2]!).getByText("OK")).toBeInTheDocument();
    expect(within(rows[3]!).getByText("Email: This email is already in use")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Correct 2 rows first" })).toBeDisabled();
  });

  it("says nothing is OK and offers no import while the server checks", async () => {
    let answer: (checked: number) => void = () => undefined;
    repo.checkCustomerImport.mockImplementation(() => new Promise<number>((resolve) => (answer = resolve)));
    show();
    await choose(csv(GOOD));
    expect(await screen.findByText("Checking the rows against your customers…")).toBeInTheDocument();
    expect(screen.queryByText("OK")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 customers" })).toBeDisabled();
    answer(2);
    expect(await screen.findByText("2 customers are ready to import.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 customers" })).toBeEnabled();
  });

  it("when the check cannot be made, says so and still lets the import (which checks again) run", async () => {
    repo.checkCustomerImport.mockRejectedValue(new ApiError("unavailable", 503));
    show();
    await choose(csv(GOOD));
    expect(await screen.findByText(/could not be compared with your existing customers/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 customers" })).toBeEnabled();
  });

  it("numbers the rows as the file does: the header is 1 and blank lines count", async () => {
    show();
    await choose(csv("Name,Email\n\nAna Torres,ana@example.com\n\n\nBruno Díaz,bruno@example\n"));
    expect(await screen.findByText(/1 row has an error/)).toBeInTheDocument();
    const rows = screen.getAllByRole("row");
    expect(within(rows[1]!).getAllByRole("cell")[0]).toHaveTextContent(/^3$/);
    expect(within(rows[2]!).getAllByRole("cell")[0]).toHaveTextContent(/^6$/);
  });

  it("shows the row the server refuses with its error, and stays open", async () => {
    repo.importCustomers.mockRejectedValue(new ApiError("validation", 400, { "customers.1.email": ["email-already-in-use"] }));
    const onClose = show();
    await choose(csv(GOOD));
    await userEvent.click(await screen.findByRole("button", { name: "Import 2 customers" }));
    expect(await screen.findByText("Email: This email is already in use")).toBeInTheDocument();
    expect(screen.getByText(/1 row has an error/)).toBeInTheDocument();
    expect(within(screen.getAllByRole("row")[2]!).getByText("Email: This email is already in use")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Correct 1 row first" })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("names the columns a file lacks", async () => {
    show();
    await choose(csv("Phone,City\n600,Girona\n"));
    expect(await screen.findByText("The file lacks the columns: Name, Email.")).toBeInTheDocument();
  });
});
