// The shared secret pieces: copy to the clipboard says whether it worked (also where there is no clipboard);
// a new secret is made only once confirmed, shows at once while the live key still holds the old one, and not
// after the live key brings the new one; a refusal says why.
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { defineMessages } from "react-intl";
import { ApiError } from "../../data/api";
import { renderWithProviders, SLOW } from "../testing";
import { useConfirmRegenerate, useCopyToClipboard } from "./secret";

const m = defineMessages({
  copied: { id: "test.secret.copied", defaultMessage: "Copied." },
  failed: { id: "test.secret.failed", defaultMessage: "Could not copy." },
  confirm: { id: "test.secret.confirm", defaultMessage: "Make a new secret?" },
  hint: { id: "test.secret.hint", defaultMessage: "The old one stops working." },
  ok: { id: "test.secret.ok", defaultMessage: "Make it" },
  cancel: { id: "test.secret.cancel", defaultMessage: "Keep the old one" },
  done: { id: "test.secret.done", defaultMessage: "A new secret was made." },
});
const COPY = { copied: m.copied, failed: m.failed };
const REGENERATE = { confirm: m.confirm, hint: m.hint, ok: m.ok, cancel: m.cancel, done: m.done };

function Copy() {
  const copy = useCopyToClipboard(COPY);
  return (
    <button type="button" onClick={() => copy("https://example.test/secret")}>
      Copy
    </button>
  );
}

function Secret({ regenerate }: { regenerate: () => Promise<string | null> }) {
  // The live key, which the test moves on with a button.
  const [live, setLive] = useState("old");
  const secret = useConfirmRegenerate({ currentSecret: live, regenerate, messages: REGENERATE });
  return (
    <>
      <p>Shown: {secret.renewed ?? live}</p>
      <p>{secret.renewing ? "Renewing" : "Idle"}</p>
      <button type="button" onClick={secret.ask}>
        New secret
      </button>
      <button type="button" onClick={() => setLive("brought")}>
        Live key changes
      </button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("useCopyToClipboard", SLOW, () => {
  it("copies the text and says so", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderWithProviders(<Copy />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Copied.")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith("https://example.test/secret");
  });

  it("says the text could not be copied when the browser refuses", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    renderWithProviders(<Copy />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Could not copy.")).toBeInTheDocument();
  });

  it("says the text could not be copied where there is no clipboard", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    renderWithProviders(<Copy />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Could not copy.")).toBeInTheDocument();
  });
});

describe("useConfirmRegenerate", SLOW, () => {
  it("makes nothing when the confirmation is declined", async () => {
    const regenerate = vi.fn(async () => "new");
    renderWithProviders(<Secret regenerate={regenerate} />);
    fireEvent.click(screen.getByRole("button", { name: "New secret" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("The old one stops working.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep the old one" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(regenerate).not.toHaveBeenCalled();
    expect(screen.getByText("Shown: old")).toBeInTheDocument();
  });

  it("shows the new secret at once, until the live key moves on", async () => {
    const regenerate = vi.fn(async () => "new");
    renderWithProviders(<Secret regenerate={regenerate} />);
    fireEvent.click(screen.getByRole("button", { name: "New secret" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Make it" }));
    expect(await screen.findByText("Shown: new")).toBeInTheDocument();
    expect(regenerate).toHaveBeenCalledOnce();
    expect(await screen.findByText("A new secret was made.")).toBeInTheDocument();
    expect(screen.getByText("Idle")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Live key changes" }));
    expect(screen.getByText("Shown: brought")).toBeInTheDocument();
  });

  it("says why the server refused, and keeps the old secret", async () => {
    renderWithProviders(<Secret regenerate={() => Promise.reject(new ApiError("network", 0))} />);
    fireEvent.click(screen.getByRole("button", { name: "New secret" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Make it" }));
    expect(await screen.findByText("No connection to the server. Check your internet connection and try again.")).toBeInTheDocument();
    expect(screen.getByText("Shown: old")).toBeInTheDocument();
    expect(screen.queryByText("A new secret was made.")).not.toBeInTheDocument();
  });
});
