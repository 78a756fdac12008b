import { describe, expect, it } from "vitest";
import { validator } from "../validation";
import {
  deleteAccountSchema,
  meSchema,
  registrationSchema,
  sendVerificationLinkSchema,
  uploadLinkSchema,
  type RegistrationRequest,
} from "./platform";

const registration: RegistrationRequest = {
  email: "owner@example.com",
  name: "Ana Pérez",
  companyname: "Bar Ana",
  password: "secret-123",
  acceptTerms: true,
  acceptPrivacy: true,
};

describe("registration body", () => {
  const validate = validator<RegistrationRequest>(registrationSchema);

  it("accepts the required fields alone", () => {
    expect(validate(registration).ok).toBe(true);
  });

  it("accepts the newsletter choice and a language", () => {
    expect(validate({ ...registration, acceptNewsletter: false, language: "ca" }).ok).toBe(true);
  });

  it("refuses a password under 8 characters", () => {
    expect(validate({ ...registration, password: "1234567" })).toEqual({ ok: false, fields: { password: ["minLength"] } });
  });

  it("needs terms and privacy accepted", () => {
    expect(validate({ ...registration, acceptTerms: false, acceptPrivacy: undefined })).toEqual({
      ok: false,
      fields: { acceptTerms: ["const"], acceptPrivacy: ["required"] },
    });
  });

  it("refuses a blank company name and a malformed email", () => {
    expect(validate({ ...registration, companyname: "   ", email: "nobody" })).toEqual({
      ok: false,
      fields: { companyname: ["notBlank"], email: ["format"] },
    });
  });

  it("refuses unknown fields and unsupported languages", () => {
    expect(validate({ ...registration, admin: true, language: "it" })).toEqual({
      ok: false,
      fields: { admin: ["unknown-field"], language: ["enum"] },
    });
  });
});

describe("profile body", () => {
  const validate = validator(meSchema);

  it("refuses a name of 2 characters", () => {
    expect(validate({ name: "Al" })).toEqual({ ok: false, fields: { name: ["minLength"] } });
  });

  it("refuses an empty bio", () => {
    expect(validate({ name: "Alba", bio: "" })).toEqual({ ok: false, fields: { bio: ["minLength"] } });
  });

  it("accepts a picture URL or null, but not any text", () => {
    expect(validate({ name: "Alba", picture: "https://example.com/a.png" }).ok).toBe(true);
    expect(validate({ name: "Alba", picture: null }).ok).toBe(true);
    expect(validate({ name: "Alba", picture: "not a url" })).toEqual({ ok: false, fields: { picture: ["format", "type"] } });
  });
});

describe("link and upload bodies", () => {
  it("refuses a redirect that is not a URL", () => {
    expect(validator(sendVerificationLinkSchema)({ email: "a@b.es", redirect: "nowhere" })).toEqual({ ok: false, fields: { redirect: ["format"] } });
  });

  it("accepts only jpeg and png pictures", () => {
    const validate = validator(uploadLinkSchema);
    expect(validate({ type: "image/png" }).ok).toBe(true);
    expect(validate({ type: "image/gif" })).toEqual({ ok: false, fields: { type: ["enum"] } });
  });

  it("refuses to delete an account without the explicit confirmation", () => {
    const validate = validator(deleteAccountSchema);
    expect(validate({})).toEqual({ ok: false, fields: { confirm: ["required"] } });
    expect(validate({ confirm: true }).ok).toBe(true);
  });
});
