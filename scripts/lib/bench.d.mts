// Types of bench.mjs for the TypeScript benchmarks.
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";

export interface BenchOwner {
  uid: string;
  email: string;
  password: string;
}
export declare const BASE: string;
export declare const PROJECT_ID: string;
export declare const KEEP: boolean;
export declare function ms(n: number): string;
export declare function kb(n: number): string;
export declare function median(values: number[]): number;
export declare function percentile(values: number[], p: number): number;
export declare function benchAdmin(name: string): {
  auth: Auth;
  db: Firestore;
  registerOwner(label: string): Promise<BenchOwner>;
  writeAll(collection: string, docs: Array<{ id: string; data: object }>): Promise<void>;
  deleteAll(collection: string, ids: string[]): Promise<void>;
  deleteWhere(collection: string, companyId: string): Promise<void>;
  removeCompany(owner: BenchOwner): Promise<void>;
};
export declare function launchChromium(): Promise<Browser>;
export declare function signedInPage(browser: Browser, owner: BenchOwner, options?: BrowserContextOptions): Promise<Page>;
