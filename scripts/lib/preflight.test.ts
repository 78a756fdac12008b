import { describe, expect, it } from "vitest";
import type { spawnSync } from "node:child_process";
import { ensureMachine, installPlan, javaMajor, machineReport, packagesFor } from "./preflight.mjs";

type Run = typeof spawnSync;
type Call = { command: string; args: readonly string[] };

/**
 * A stand-in for spawnSync: answers `java -version`, dpkg-query and fc-list from the given state and
 * records every call; an apt-get install "installs" its packages (nothing real ever runs).
 */
function fakeMachine(state: { java: string | null; fonts: boolean; aptWorks?: boolean }) {
  const calls: Call[] = [];
  const run = ((command: string, args: readonly string[] = []) => {
    calls.push({ command, args });
    const ok = (stdout = "", stderr = "") => ({ status: 0, stdout, stderr, error: undefined });
    const fail = () => ({ status: 1, stdout: "", stderr: "", error: undefined });
    const argv = [command, ...args].filter((a) => a !== "sudo" && a !== "-n" && a !== "env" && !a.startsWith("DEBIAN_FRONTEND"));
    if (argv[0] === "java") return state.java ? ok("", `openjdk version "${state.java}" 2025-04-15`) : { status: null, stdout: "", stderr: "", error: new Error("ENOENT") };
    if (argv[0] === "dpkg-query") return state.fonts ? ok("install ok installed") : fail();
    if (argv[0] === "fc-list") return ok("");
    if (argv[0] === "apt-get" && argv[1] === "install") {
      if (state.aptWorks === false) return fail();
      if (argv.includes("default-jre-headless")) state.java = "17.0.15";
      if (argv.includes("fonts-noto-cjk")) state.fonts = true;
      return ok();
    }
    return ok();
  }) as unknown as Run;
  return { run, calls, installs: () => calls.filter((c) => [c.command, ...c.args].includes("apt-get")) };
}

const ROOT = { root: true, passwordlessSudo: false, apt: true };
const SUDO = { root: false, passwordlessSudo: true, apt: true };
const NEITHER = { root: false, passwordlessSudo: false, apt: true };

describe("what the machine lacks", () => {
  it("reads the Java major version of old and new version strings", () => {
    expect(javaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajor('java version "1.8.0_292"')).toBe(8);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
  });

  it("maps each problem to its apt package, Chromium and Java required, the fonts not", () => {
    expect(packagesFor({ chromium: "no chromium", java: null, fonts: null }).map((m) => [m.pkg, m.required])).toEqual([["chromium-headless-shell", true]]);
    expect(packagesFor({ chromium: null, java: "old java", fonts: "no fonts" }).map((m) => [m.pkg, m.required])).toEqual([
      ["default-jre-headless", true],
      ["fonts-noto-cjk", false],
    ]);
    expect(packagesFor({ chromium: null, java: null, fonts: null })).toEqual([]);
  });
});

describe("how to install it", () => {
  it("does nothing when nothing is missing", () => {
    expect(installPlan([], NEITHER)).toEqual({ kind: "none" });
  });

  it("installs as root with apt-get update, then install --no-install-recommends, non-interactively", () => {
    expect(installPlan(["chromium", "fonts-noto-cjk"], ROOT)).toEqual({
      kind: "install",
      commands: [
        ["apt-get", "update"],
        ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "--no-install-recommends", "chromium", "fonts-noto-cjk"],
      ],
    });
  });

  it("installs through sudo -n when sudo needs no password", () => {
    const plan = installPlan(["default-jre-headless"], SUDO);
    expect(plan.kind === "install" && plan.commands.map((c) => c.slice(0, 2))).toEqual([
      ["sudo", "-n"],
      ["sudo", "-n"],
    ]);
  });

  it("names the one command to run when it may not install", () => {
    expect(installPlan(["chromium", "default-jre-headless"], NEITHER)).toEqual({
      kind: "manual",
      command: "sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium default-jre-headless",
    });
    expect(installPlan(["chromium"], { root: true, passwordlessSudo: false, apt: false })).toMatchObject({ kind: "manual", command: expect.stringContaining("package manager") });
  });
});

describe("ensureMachine", () => {
  const quiet = () => undefined;

  it("runs nothing and reports nothing on a machine that has it all", () => {
    const machine = fakeMachine({ java: "21.0.2", fonts: true });
    const answer = ensureMachine({ needs: ["java", "fonts"], run: machine.run, access: () => ROOT, log: quiet });
    expect(answer).toEqual({ errors: [], warnings: [], command: null });
    expect(machine.installs()).toEqual([]);
  });

  it("as root installs the missing Java and fonts, then finds them there", () => {
    const machine = fakeMachine({ java: "11.0.2", fonts: false });
    const answer = ensureMachine({ needs: ["java", "fonts"], run: machine.run, access: () => ROOT, log: quiet });
    expect(answer).toEqual({ errors: [], warnings: [], command: null });
    expect(machine.installs().map((c) => [c.command, ...c.args].join(" "))).toEqual([
      "apt-get update",
      "env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends default-jre-headless fonts-noto-cjk",
    ]);
  });

  it("without root or passwordless sudo installs nothing and names the command once", () => {
    const machine = fakeMachine({ java: null, fonts: false });
    const answer = ensureMachine({ needs: ["java", "fonts"], run: machine.run, access: () => NEITHER, log: quiet });
    expect(machine.installs()).toEqual([]);
    expect(answer.errors).toEqual([expect.stringMatching(/^Java is missing/)]);
    expect(answer.warnings).toEqual([expect.stringMatching(/CJK fonts/)]);
    expect(answer.command).toBe("sudo apt-get update && sudo apt-get install -y --no-install-recommends default-jre-headless fonts-noto-cjk");
    expect(machineReport(answer).filter((l) => l.includes("apt-get"))).toHaveLength(1);
  });

  it("still stops, with the command, when the install fails", () => {
    const machine = fakeMachine({ java: null, fonts: true, aptWorks: false });
    const answer = ensureMachine({ needs: ["java"], run: machine.run, access: () => SUDO, log: quiet });
    expect(machine.installs().length).toBeGreaterThan(0);
    expect(answer.errors).toHaveLength(1);
    expect(answer.command).toContain("default-jre-headless");
  });

  it("asks for the browser only when it is needed", () => {
    const machine = fakeMachine({ java: "17.0.1", fonts: true });
    const withBrowser = ensureMachine({ needs: ["chromium", "java"], chromiumPath: "/nowhere/chromium", run: machine.run, access: () => NEITHER, log: quiet });
    expect(withBrowser.command).toContain(" chromium");
    expect(ensureMachine({ needs: ["java"], chromiumPath: "/nowhere/chromium", run: machine.run, access: () => NEITHER, log: quiet }).command).toBeNull();
  });
});
