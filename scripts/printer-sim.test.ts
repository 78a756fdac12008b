// The command line of `npm run printer:sim`: defaults, the MAC normalised, the secret hidden in what it
// prints, and a clear message for each mistake.
import { describe, expect, it } from "vitest";
import { parsePrinterSimArgs, redactAddress } from "./printer-sim";

const URL_ = "http://127.0.0.1:5173/api/cloudprnt/p1/s3cret";

describe("parsePrinterSimArgs", () => {
  it("reads the address, MAC and options, with 5 s, no failure, all media types and 80 mm by default", () => {
    expect(parsePrinterSimArgs(["--url", URL_, "--mac", "00-11-62-aa-bb-cc"])).toEqual({
      args: {
        url: URL_,
        mac: "00:11:62:AA:BB:CC",
        intervalMs: 5000,
        failWith: null,
        mediaTypes: ["application/vnd.star.starprnt", "text/plain", "image/png"],
        paperWidth: 80,
        neverConfirm: false,
      },
    });
    const parsed = parsePrinterSimArgs(["--url", URL_, "--mac", "001162aabbcc", "--interval", "1.5", "--fail", "410", "--out", "x/out.txt", "--media", "text/plain", "--paper", "58", "--never-confirm"]);
    expect(parsed).toMatchObject({ args: { intervalMs: 1500, failWith: "410", mediaTypes: ["text/plain"], paperWidth: 58, neverConfirm: true } });
    expect("args" in parsed && parsed.args.outFile?.endsWith("/x/out.txt")).toBe(true);
  });

  it.each([
    [[], /--url is missing/],
    [["--url", URL_], /--mac is missing/],
    [["--url", "printer", "--mac", "00:11:62:00:00:01"], /not an address/],
    [["--url", "ftp://x/y", "--mac", "00:11:62:00:00:01"], /http:\/\/ or https:\/\//],
    [["--url", URL_, "--mac", "00:11:62"], /not a MAC address/],
    [["--url", URL_, "--mac", "00:11:62:00:00:01", "--interval", "0"], /1 to 60/],
    [["--url", URL_, "--mac", "00:11:62:00:00:01", "--interval", "soon"], /1 to 60/],
    [["--url", URL_, "--mac", "00:11:62:00:00:01", "--fail", "404"], /not a CloudPRNT error code: one of 410, 420, 510, 511, 520, 521/],
    [["--url", URL_, "--mac", "00:11:62:00:00:01", "--paper", "72"], /58 or 80/],
    [["--url", URL_, "--mac", "00:11:62:00:00:01", "--colour"], /Unknown option '--colour'/],
  ] as const)("refuses %j", (argv, message) => {
    const parsed = parsePrinterSimArgs(argv);
    expect("error" in parsed && parsed.error).toMatch(message);
  });

  it("answers --help", () => {
    expect(parsePrinterSimArgs(["--help"])).toEqual({ help: true });
  });
});

describe("redactAddress", () => {
  it("hides the secret of a printer address", () => {
    expect(redactAddress(URL_)).toBe("http://127.0.0.1:5173/api/cloudprnt/p1/…");
  });
});
