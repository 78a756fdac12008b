import { describe, expect, it } from "vitest";
import { allowedOrigin, linkBase } from "./origins";

const production = { appUrl: "https://admin.example.com", isEmulator: false };
const emulator = { appUrl: "http://127.0.0.1:5173", isEmulator: true };

describe("allowedOrigin", () => {
  it("allows the app URL and any URL in it", () => {
    expect(allowedOrigin("https://admin.example.com/admin/login", production)).toBe("https://admin.example.com");
  });

  it("refuses localhost in production", () => {
    expect(allowedOrigin("http://localhost:5173", production)).toBeNull();
  });

  it("allows any localhost origin in the emulator", () => {
    expect(allowedOrigin("http://localhost:5000/admin/", emulator)).toBe("http://localhost:5000");
    expect(allowedOrigin("http://127.0.0.1:4173", emulator)).toBe("http://127.0.0.1:4173");
  });

  it("refuses look-alike hosts and other schemes", () => {
    expect(allowedOrigin("http://localhost.evil.com", emulator)).toBeNull();
    expect(allowedOrigin("https://admin.example.com.evil.com", production)).toBeNull();
    expect(allowedOrigin("javascript:alert(1)", emulator)).toBeNull();
    expect(allowedOrigin("not a url", emulator)).toBeNull();
  });
});

describe("linkBase", () => {
  it("takes the first allowed candidate", () => {
    expect(linkBase(emulator, "https://evil.com", "http://localhost:5000")).toBe("http://localhost:5000");
  });

  it("falls back to the app URL", () => {
    expect(linkBase(production, "https://evil.com", undefined)).toBe("https://admin.example.com");
  });
});
