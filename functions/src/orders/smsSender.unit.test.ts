import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { smsSenderFor } from "./events";
import { TwilioStandIn } from "../../tools/twilio";

const credentials = { accountSid: "AC00000000000000000000000000000001", authToken: "token", from: "+34910000000" };

/** KEY=value lines of the Functions emulator's local secrets file (functions/.secret.local). */
function localSecrets(): Record<string, string> {
  const text = readFileSync(join(import.meta.dirname, "../../.secret.local"), "utf8");
  return Object.fromEntries(text.split("\n").filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]));
}

describe("the ready-SMS sender", () => {
  it("sends nothing without credentials", () => {
    expect(smsSenderFor({ accountSid: "", authToken: "", from: "" }, true)).toBeNull();
    expect(smsSenderFor({ accountSid: " ", authToken: "t", from: "+34" }, false)).toBeNull();
  });

  it("on the emulators hands the message to the local stand-in, never to Twilio", async () => {
    const standIn = new TwilioStandIn();
    const sender = smsSenderFor(credentials, true, () => standIn);
    expect(await sender?.send("+34600000000", "Ready")).toEqual({ id: expect.stringMatching(/^SM/) });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({ method: "post", data: { To: "+34600000000", Body: "Ready" } });
  });

  it("on the emulators answers by default through the offline transport, as Twilio accepts a message", async () => {
    const sender = smsSenderFor(credentials, true);
    expect(await sender?.send("+34600000000", "Ready")).toEqual({ id: "SM00000000000000000000000000000001" });
    expect(await sender?.send("+34600000001", "Ready")).toEqual({ id: "SM00000000000000000000000000000002" });
  });

  it("outside the emulators uses the real client, not the stand-in", () => {
    let made = 0;
    expect(smsSenderFor(credentials, false, () => (made++, new TwilioStandIn()))).not.toBeNull();
    expect(made).toBe(0);
  });

  it("gives the emulators every Twilio secret the triggers declare, so none is asked of Secret Manager", () => {
    const secrets = localSecrets();
    for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]) expect(secrets[key]?.trim(), key).toBeTruthy();
  });
});
