// Child process trees for `npm start` and `npm test`: each child runs in its own process group, and
// stopping walks the whole tree, because firebase-tools starts the Firestore emulator (java) detached
// in a group of its own that a plain group kill would miss. Node built-ins only (runs before `npm ci`).
import { spawn, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import { constants } from "node:os";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a command in its own process group; its output lines are prefixed with `[label]`. */
export function spawnGroup(label, command, args, { cwd, env, stopSignal = "SIGTERM", quiet = false } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.label = label;
  child.stopSignal = stopSignal;
  child.output = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      pending += chunk;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? "";
      for (const line of lines) {
        child.output.push(line);
        if (child.output.length > 200) child.output.shift();
        if (!quiet) process.stdout.write(`[${label}] ${line}\n`);
      }
    });
  }
  return child;
}

/** Runs a command to completion in its own process group, output passed through; resolves its exit code. */
export function runGroup(command, args, { cwd, env, registry } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: "inherit" });
    child.label = command;
    child.stopSignal = "SIGINT";
    registry?.add(child);
    child.on("error", (error) => {
      registry?.delete(child);
      process.stderr.write(`Could not start ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on("exit", (code, signal) => {
      registry?.delete(child);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

/**
 * Runs a command to completion in its own process group with its output (stdout and stderr, in order)
 * held back; resolves { code, output }, so commands running side by side can print one after the other.
 */
export function runGroupCaptured(command, args, { cwd, env, registry } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    child.label = command;
    child.stopSignal = "SIGINT";
    registry?.add(child);
    const chunks = [];
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => chunks.push(chunk));
    child.on("error", (error) => {
      registry?.delete(child);
      resolve({ code: 127, output: `Could not start ${command}: ${error.message}\n` });
    });
    child.on("close", (code, signal) => {
      registry?.delete(child);
      resolve({ code: code ?? 128 + (constants.signals[signal] ?? 0), output: Buffer.concat(chunks).toString("utf8") });
    });
  });
}

/** Every process (pid and process group) at or below the given pids, from one `ps` listing. */
export function processTree(rootPids) {
  let listing = "";
  try {
    listing = execFileSync("ps", ["-eo", "pid=,ppid=,pgid="], { encoding: "utf8" });
  } catch {
    return rootPids.map((pid) => ({ pid, pgid: pid }));
  }
  const rows = listing
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((cols) => cols.length === 3 && cols.every(Number.isFinite));
  const found = new Map();
  const queue = [...rootPids];
  while (queue.length > 0) {
    const pid = queue.shift();
    if (found.has(pid)) continue;
    const own = rows.find(([p]) => p === pid);
    found.set(pid, { pid, pgid: own ? own[2] : pid });
    for (const [p, ppid] of rows) if (ppid === pid) queue.push(p);
  }
  return [...found.values()];
}

/** True while the process exists and is not a zombie (a container's init may not reap orphans). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === "EPERM";
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

function signal(target, sig) {
  try {
    process.kill(target, sig);
  } catch {
    // Already gone.
  }
}

async function waitGone(pids, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (pids.every((pid) => !isAlive(pid))) return true;
    await sleep(100);
  }
  return pids.every((pid) => !isAlive(pid));
}

/**
 * Stops children and everything they started: first each child's own stop signal to its group (so
 * firebase-tools can shut its emulators down cleanly), then SIGTERM to every process group found in
 * the trees, then SIGKILL. Resolves the pids that were still alive and had to be killed.
 */
export async function stopTrees(children, { graceMs = 10_000 } = {}) {
  const roots = [...children].filter((child) => child.pid != null);
  const tree = processTree(roots.map((child) => child.pid));
  const pids = tree.map((p) => p.pid);
  for (const child of roots) signal(-child.pid, child.stopSignal ?? "SIGTERM");
  if (await waitGone(pids, graceMs)) return [];
  const groups = new Set(tree.map((p) => p.pgid).filter((pgid) => pgid > 1 && pgid !== process.pid));
  // A process that started since the snapshot (e.g. a respawn) is caught by walking the tree again.
  for (const p of processTree(pids)) if (p.pgid > 1) groups.add(p.pgid);
  for (const pgid of groups) signal(-pgid, "SIGTERM");
  if (await waitGone(pids, 3_000)) return [];
  const stubborn = pids.filter(isAlive);
  for (const pgid of groups) signal(-pgid, "SIGKILL");
  for (const pid of stubborn) signal(pid, "SIGKILL");
  await waitGone(pids, 2_000);
  return stubborn;
}

/** True when something accepts connections on 127.0.0.1:port or the port cannot be bound. */
export async function portInUse(port, host = "127.0.0.1") {
  const answers = await new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(700, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
  if (answers) return true;
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", (error) => resolve(error.code === "EADDRINUSE" || error.code === "EACCES"));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/** The entries of `ports` ({ name: port }) whose port is taken. */
export async function takenPorts(ports) {
  const taken = [];
  for (const [name, port] of Object.entries(ports)) if (await portInUse(port)) taken.push({ name, port });
  return taken;
}

/** Waits until `check()` resolves true; rejects after `timeoutMs` with `what` in the message. */
export async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // Not ready yet.
    }
    await sleep(250);
  }
  throw new Error(`${what} did not come up within ${Math.round(timeoutMs / 1000)} s`);
}

/** Resolves true when an HTTP GET of `url` answers with a status below 500. */
export async function httpAnswers(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.body?.cancel();
  return response.status < 500;
}
