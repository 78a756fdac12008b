// Types of processes.mjs for the TypeScript tests.
import type { ChildProcess } from "node:child_process";

export interface GroupChild extends ChildProcess {
  label: string;
  stopSignal: NodeJS.Signals;
  output: string[];
}
export declare function spawnGroup(
  label: string,
  command: string,
  args: readonly string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; stopSignal?: NodeJS.Signals; quiet?: boolean },
): GroupChild;
export declare function runGroup(
  command: string,
  args: readonly string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; registry?: Set<ChildProcess> },
): Promise<number>;
export declare function processTree(rootPids: readonly number[]): Array<{ pid: number; pgid: number }>;
export declare function isAlive(pid: number): boolean;
export declare function stopTrees(children: Iterable<ChildProcess & { stopSignal?: NodeJS.Signals }>, options?: { graceMs?: number }): Promise<number[]>;
export declare function portInUse(port: number, host?: string): Promise<boolean>;
export declare function takenPorts(ports: Record<string, number>): Promise<Array<{ name: string; port: number }>>;
export declare function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void>;
export declare function httpAnswers(url: string): Promise<boolean>;
