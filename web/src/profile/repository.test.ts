import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const apiPost = vi.hoisted(() => vi.fn());
vi.mock("../data/api", async () => {
  class ApiError extends Error {
    constructor(
      readonly code: string,
      readonly status: number,
    ) {
      super(code);
    }
  }
  return { ApiError, apiPost };
});
vi.mock("../data/firebase", () => ({ auth: { currentUser: null }, getDb: vi.fn() }));
vi.mock("../data/live", () => ({ useLiveDoc: vi.fn() }));

const { uploadProfilePicture, deleteAccount, showIntroAgain } = await import("./repository");

const png = () => new File(["png-bytes"], "me.png", { type: "image/png" });

// A function returned from beforeEach would run as teardown: keep the body a statement.
beforeEach(() => {
  apiPost.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe("uploadProfilePicture", () => {
  it("asks for a link with the file type, PUTs the file there with its content type and answers the public address", async () => {
    apiPost.mockResolvedValue({ url: "https://upload.example/once", fileName: "users/c1/profile/x.png", publicUrl: "https://files.example/x.png" });
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const file = png();
    await expect(uploadProfilePicture(file)).resolves.toBe("https://files.example/x.png");
    expect(apiPost).toHaveBeenCalledWith("/api/create-profile-picture-uploadlink", { type: "image/png" });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://upload.example/once");
    expect(init.method).toBe("PUT");
    expect(new Headers(init.headers).get("Content-Type")).toBe("image/png");
    expect(init.body).toBe(file);
  });

  it("fails with 'upload-link-failed' when no link can be created", async () => {
    apiPost.mockImplementation(async () => {
      throw Object.assign(new Error("internal"), { code: "internal", status: 500 });
    });
    await expect(uploadProfilePicture(png())).rejects.toMatchObject({ code: "upload-link-failed" });
  });

  it("fails with 'upload-failed' when the file cannot be stored", async () => {
    apiPost.mockResolvedValue({ url: "https://upload.example/once", fileName: "f", publicUrl: "p" });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("expired", { status: 410 })));
    await expect(uploadProfilePicture(png())).rejects.toMatchObject({ code: "upload-failed" });
  });

  it("refuses a file that is not a JPG or PNG picture before asking for a link", async () => {
    await expect(uploadProfilePicture(new File(["gif"], "a.gif", { type: "image/gif" }))).rejects.toMatchObject({ code: "unsupported-media-type" });
    expect(apiPost).not.toHaveBeenCalled();
  });
});

describe("deleteAccount", () => {
  it("posts the explicit confirmation the server requires", async () => {
    apiPost.mockResolvedValue({ deleted: true });
    await deleteAccount();
    expect(apiPost).toHaveBeenCalledWith("/api/deleteAccount", { confirm: true });
  });
});

describe("showIntroAgain", () => {
  it("asks the intro call to show the start checklist again", async () => {
    apiPost.mockResolvedValue({ hidden: false });
    await expect(showIntroAgain()).resolves.toEqual({ hidden: false });
    expect(apiPost).toHaveBeenCalledWith("/api/intro", { hidden: false });
  });
});
