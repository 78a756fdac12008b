// Types of deps.mjs for the TypeScript tests.
export declare function installReason(root: string): string | null;
export declare function ensureDependencies(root: string): boolean;
