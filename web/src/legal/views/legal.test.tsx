import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import PrivacyView from "./PrivacyView";
import TermsView from "./TermsView";

function renderAt(path: string) {
  return render(
    <IntlProvider locale="en" messages={{}}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/privacy" element={<PrivacyView />} />
          <Route path="/terms-and-conditions" element={<TermsView />} />
          <Route path="/" element={<p>start page</p>} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe("legal pages", () => {
  it("shows the privacy policy with the controller and processor roles and a contact address", () => {
    renderAt("/privacy");
    expect(screen.getByText("Privacy policy")).toBeInTheDocument();
    expect(screen.getByText(/acts as its processor under Article 28 GDPR/)).toBeInTheDocument();
    expect(screen.getByText("support@comanda.app").closest("a")).toHaveAttribute("href", "mailto:support@comanda.app");
  });

  it("shows the terms and conditions", () => {
    renderAt("/terms-and-conditions");
    expect(screen.getByText("Terms and conditions")).toBeInTheDocument();
    expect(screen.getByText("Subscription and payment")).toBeInTheDocument();
  });

  it("goes to the start page from the back link when the page opened the tab", () => {
    renderAt("/privacy");
    fireEvent.click(screen.getByText("Back"));
    expect(screen.getByText("start page")).toBeInTheDocument();
  });
});
