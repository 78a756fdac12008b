import { afterEach, describe, expect, it } from "vitest";
import net from "node:net";
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isAlive, portInUse, spawnGroup, stopTrees, takenPorts } from "./processes.mjs";
import { installReason } from "./deps.mjs";

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function listen(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    servers.push(server);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
  });
}

/** Reads pids that the child prints, one per line, until `count` arrived. */
function pidsFrom(child: ReturnType<typeof spawnGroup>, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no pids in ${child.output.join("|")}`)), 10_000);
    const check = () => {
      const pids = child.output.map(Number).filter((n) => Number.isInteger(n) && n > 0);
      if (pids.length >= count) {
        clearTimeout(timer);
        resolve(pids);
      } else setTimeout(check, 50);
    };
    check();
  });
}

// A parent that ignores its stop signal and starts a detached grandchild in a group of its own,
// like firebase-tools with the Firestore emulator's java process.
const STUBBORN_PARENT = `
  const { spawn } = require("node:child_process");
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => {});
  const grandchild = spawn(process.execPath, ["-e", "process.on('SIGINT', () => {}); setInterval(() => {}, 1000)"], { detached: true, stdio: "ignore" });
  console.log(process.pid);
  console.log(grandchild.pid);
  setInterval(() => {}, 1000);
`;

describe("stopTrees", () => {
  it("stops a child and its detached grandchild even when both ignore the polite signal", async () => {
    const child = spawnGroup("stubborn", process.execPath, ["-e", STUBBORN_PARENT], { stopSignal: "SIGINT", quiet: true });
    const [parentPid, grandchildPid] = await pidsFrom(child, 2);
    expect(isAlive(parentPid!) && isAlive(grandchildPid!)).toBe(true);

    await stopTrees([child], { graceMs: 500 });

    expect(isAlive(parentPid!)).toBe(false);
    expect(isAlive(grandchildPid!)).toBe(false);
  }, 20_000);

  it("lets a child that honours its stop signal exit without force", async () => {
    const child = spawnGroup("polite", process.execPath, ["-e", "console.log(process.pid); setInterval(() => {}, 1000)"], { stopSignal: "SIGTERM", quiet: true });
    await pidsFrom(child, 1);
    expect(await stopTrees([child], { graceMs: 5_000 })).toEqual([]);
  }, 20_000);
});

describe("portInUse", () => {
  it("reports a port with a listener as taken", async () => {
    expect(await portInUse(await listen())).toBe(true);
  });

  it("reports a closed port as free", async () => {
    const port = await listen();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await portInUse(port)).toBe(false);
  });

  it("names only the taken ports", async () => {
    const taken = await listen();
    const free = await listen();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await takenPorts({ "Busy thing": taken, "Idle thing": free })).toEqual([{ name: "Busy thing", port: taken }]);
  });
});

describe("installReason", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  const project = () => {
    const dir = mkdtempSync(join(tmpdir(), "comanda-deps-"));
    dirs.push(dir);
    writeFileSync(join(dir, "package-lock.json"), "{}");
    return dir;
  };
  const install = (dir: string, at: Date) => {
    mkdirSync(join(dir, "node_modules"));
    writeFileSync(join(dir, "node_modules", ".package-lock.json"), "{}");
    utimesSync(join(dir, "node_modules", ".package-lock.json"), at, at);
  };

  it("asks for an install on a fresh clone", () => {
    expect(installReason(project())).toBe("node_modules is missing");
  });

  it("asks for an install when package-lock.json changed after the last install", () => {
    const dir = project();
    install(dir, new Date(Date.now() - 60_000));
    expect(installReason(dir)).toBe("package-lock.json is newer than node_modules");
  });

  it("asks for nothing when node_modules is newer than package-lock.json", () => {
    const dir = project();
    install(dir, new Date(Date.now() + 60_000));
    expect(installReason(dir)).toBeNull();
  });
});
