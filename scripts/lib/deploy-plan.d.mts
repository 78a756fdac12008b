// Types of deploy-plan.mjs for the TypeScript tests.
export declare const ENVIRONMENTS: string[];
export declare const FIREBASE_ONLY: string;
export declare const SMOKE_API_PATH: string;
export declare const USAGE: string;
export interface DeployOptions {
  env: string | null;
  dryRun: boolean;
  yes: boolean;
  help: boolean;
  error?: undefined;
}
export declare function parseArgs(argv: string[]): DeployOptions | { error: string; env?: undefined; dryRun?: undefined; yes?: undefined; help?: undefined };
export declare function tfvar(text: string, name: string): string | null;
export declare function environmentFiles(root: string, env: string): { varFile: string; backendFile: string; projectId: string | null; problems: string[] };
export interface DeployStep {
  id: string;
  title: string;
  check?: boolean;
  command?: string[];
  env?: string[];
}
export interface DeployPlan {
  env: string;
  projectId: string;
  siteUrl: string;
  steps: DeployStep[];
  smoke: { url: string; status: number; type?: string; what: string }[];
  addresses: [string, string][];
}
export declare function deployPlan(options: { env: string; projectId: string; varFile: string; backendFile: string; yes?: boolean }): DeployPlan;
export declare function functionsEnvFile(settings: Record<string, string | null | undefined>): string;
export interface CheckResult {
  id: string;
  ok: boolean;
  text?: string;
  toolOrAccount?: boolean;
}
export declare function checkOutcome(results: CheckResult[]): { ok: boolean; blocking: CheckResult[] };
