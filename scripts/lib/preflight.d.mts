// Types of preflight.mjs for the TypeScript tests.
import type { spawnSync } from "node:child_process";

type Run = typeof spawnSync;
export type Need = "chromium" | "java" | "fonts";
export interface Missing {
  pkg: string;
  message: string;
  required: boolean;
}
export interface MachineAccess {
  root: boolean;
  passwordlessSudo: boolean;
  apt: boolean;
}
export type InstallPlan = { kind: "none" } | { kind: "install"; commands: string[][] } | { kind: "manual"; command: string };
export interface MachineAnswer {
  errors: string[];
  warnings: string[];
  command: string | null;
}

export declare const JAVA_PACKAGE: string;
export declare const CHROMIUM_PACKAGE: string;
export declare const CJK_FONTS_PACKAGE: string;
export declare function javaMajor(output: string): number;
export declare function javaProblem(run?: Run): string | null;
export declare function chromiumProblem(path: string): string | null;
export declare function cjkFontsProblem(run?: Run): string | null;
export declare function packagesFor(problems: { chromium: string | null; java: string | null; fonts: string | null }): Missing[];
export declare function installCommand(packages: string[]): string;
export declare function installPlan(packages: string[], machine: MachineAccess): InstallPlan;
export declare function machineAccess(run?: Run): MachineAccess;
export declare function ensureMachine(options: { needs: Need[]; chromiumPath?: string; run?: Run; access?: () => MachineAccess; log?: (line: string) => void }): MachineAnswer;
export declare function machineReport(answer: MachineAnswer): string[];
