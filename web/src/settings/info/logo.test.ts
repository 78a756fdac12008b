import { describe, expect, it } from "vitest";
import { logoFileRefusal } from "./logo";

const file = (bytes: number, type = "image/png") => new File([new Uint8Array(bytes)], "logo", { type });
const decodes = (size: { width: number; height: number } | null) => async () => size;

describe("logoFileRefusal", () => {
  it("refuses a type other than jpg or png before decoding it", async () => {
    expect(await logoFileRefusal(file(10, "image/gif"), decodes({ width: 600, height: 600 }))).toEqual({ code: "logo-type" });
  });
  it("calls an empty file, or one the browser cannot decode, damaged", async () => {
    expect(await logoFileRefusal(file(0), decodes({ width: 600, height: 600 }))).toEqual({ code: "logo-damaged" });
    expect(await logoFileRefusal(file(10), decodes(null))).toEqual({ code: "logo-damaged" });
  });
  it("refuses a small or oblong logo with its size, and accepts a 527 px square", async () => {
    expect(await logoFileRefusal(file(10), decodes({ width: 526, height: 526 }))).toEqual({ code: "logo-too-small", width: 526, height: 526 });
    expect(await logoFileRefusal(file(10, "image/jpeg"), decodes({ width: 700, height: 600 }))).toEqual({ code: "logo-not-square", width: 700, height: 600 });
    expect(await logoFileRefusal(file(10), decodes({ width: 527, height: 527 }))).toBeNull();
  });
});
