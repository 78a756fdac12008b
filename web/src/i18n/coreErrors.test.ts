import { describe, expect, it, vi } from "vitest";
import { createIntl } from "react-intl";

// Loaded afresh: the test set-up has already registered the after-login texts in the shared module.
async function freshModules() {
  vi.resetModules();
  const core = await import("./coreErrors");
  return { core, loadErrors: () => import("./errors") };
}

describe("the login page's error texts", () => {
  const intl = createIntl({ locale: "en", messages: {} });

  it("word the login codes without the after-login texts", async () => {
    const { core } = await freshModules();
    expect(core.errorText(intl, { code: "auth/wrong-password" })).toBe("Incorrect email or password");
  });

  it("word an after-login code once errors.ts has registered it, and only then", async () => {
    const { core, loadErrors } = await freshModules();
    const generic = core.coreErrorMessages.generic.defaultMessage;
    expect(core.errorText(intl, "zone-name-taken")).toBe(generic);
    const errors = await loadErrors();
    expect(core.errorText(intl, "zone-name-taken")).toBe(errors.errorMessages.zoneNameTaken.defaultMessage);
    expect(core.errorText(intl, "zone-name-taken")).not.toBe(generic);
  });
});
