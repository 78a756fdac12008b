import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchDeployedVersion, isNewVersion, versionOf } from "./version";

describe("isNewVersion", () => {
  it("offers an update when the deployed version differs", () => {
    expect(isNewVersion("1.4.163", "1.4.164")).toBe(true);
  });

  it("offers nothing when the versions are equal", () => {
    expect(isNewVersion("1.4.163", "1.4.163")).toBe(false);
  });

  it("offers nothing when the deployed version is unknown", () => {
    expect(isNewVersion("1.4.163", null)).toBe(false);
  });
});

describe("versionOf", () => {
  it("reads the top-level version field", () => {
    expect(versionOf({ version: "2.0.0", data: { version: "1.0.0" } })).toBe("2.0.0");
  });

  it("reads the data part when the top level has none", () => {
    expect(versionOf({ data: { version: "1.4.170" } })).toBe("1.4.170");
  });

  it("answers null for an answer without a version", () => {
    expect(versionOf({ version: "" })).toBeNull();
    expect(versionOf("1.0.0")).toBeNull();
    expect(versionOf(null)).toBeNull();
  });
});

describe("fetchDeployedVersion", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ignores a network failure", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(fetchDeployedVersion()).resolves.toBeNull();
  });

  it("ignores an error answer", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("oops", { status: 500 })));
    await expect(fetchDeployedVersion()).resolves.toBeNull();
  });

  it("reads the version from /version.json without credentials", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ version: "9.9.9" }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(fetchDeployedVersion()).resolves.toBe("9.9.9");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/version.json");
    expect(new Headers(init.headers).has("Authorization")).toBe(false);
  });
});
