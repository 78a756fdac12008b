import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContentLanguagesProvider, useContentLanguages } from "./contentLanguage";

function Probe() {
  const { languages, language, hideTranslationTabs, setLanguage } = useContentLanguages();
  return (
    <>
      <output>{`${languages.join(",")}|${language}|${hideTranslationTabs ? "hidden" : "tabs"}`}</output>
      <button onClick={() => setLanguage("es")}>es</button>
    </>
  );
}

describe("useContentLanguages", () => {
  it("gives English only without tabs outside a provider", () => {
    render(<Probe />);
    expect(screen.getByRole("status")).toHaveTextContent("en|en|hidden");
  });

  it("starts at the default language and switches to another enabled one", async () => {
    render(
      <ContentLanguagesProvider languages={["en", "es"]} defaultLanguage="en">
        <Probe />
      </ContentLanguagesProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("en,es|en|tabs");
    await userEvent.click(screen.getByRole("button", { name: "es" }));
    expect(screen.getByRole("status")).toHaveTextContent("en,es|es|tabs");
  });

  it("always offers the default language even if the list forgot it", () => {
    render(
      <ContentLanguagesProvider languages={["de"]} defaultLanguage="fr">
        <Probe />
      </ContentLanguagesProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("fr,de|fr|tabs");
  });

  it("stays on the default language when translation tabs are hidden", async () => {
    render(
      <ContentLanguagesProvider languages={["en", "es"]} defaultLanguage="en" hideTranslationTabs>
        <Probe />
      </ContentLanguagesProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "es" }));
    expect(screen.getByRole("status")).toHaveTextContent("en,es|en|hidden");
  });
});
