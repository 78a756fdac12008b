import { beforeEach, describe, expect, it, vi } from "vitest";

const apiPost = vi.hoisted(() => vi.fn());
const signInWithCustomToken = vi.hoisted(() => vi.fn());
vi.mock("../data/api", () => ({ apiPost }));
vi.mock("../data/firebase", () => ({ auth: { name: "test-auth" } }));
vi.mock("firebase/auth", () => ({ signInWithCustomToken }));

const { signInWithToken } = await import("./repository");

beforeEach(() => {
  apiPost.mockReset();
  signInWithCustomToken.mockReset();
});

describe("signInWithToken", () => {
  it("exchanges the QR code's token at the server and signs in with the custom token it answers", async () => {
    apiPost.mockResolvedValue({ customToken: "custom-token-from-server" });
    signInWithCustomToken.mockResolvedValue({ user: { uid: "staff-1" } });
    await expect(signInWithToken("staff-1.secret")).resolves.toBe("staff-1");
    expect(apiPost).toHaveBeenCalledWith("/api/accounts/qr-login", { token: "staff-1.secret" }, { auth: false });
    expect(signInWithCustomToken).toHaveBeenCalledWith({ name: "test-auth" }, "custom-token-from-server");
  });

  it("does not sign in when the server refuses the code, and passes its code on", async () => {
    apiPost.mockRejectedValue(Object.assign(new Error("invalid-login-qr"), { code: "invalid-login-qr", status: 400 }));
    await expect(signInWithToken("forged")).rejects.toMatchObject({ code: "invalid-login-qr" });
    expect(signInWithCustomToken).not.toHaveBeenCalled();
  });
});
