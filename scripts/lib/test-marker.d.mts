// Types of test-marker.mjs for the TypeScript tests.
export interface TreeState {
  commit: string | null;
  clean: boolean;
  changes: string[];
}
export declare const MARKER_DIR: string;
export declare function treeState(root: string): TreeState;
export declare function markerPath(root: string, commit: string): string;
export declare function recordPass(root: string, before: TreeState, after: TreeState, details: Record<string, unknown>): string;
export declare function passedRun(root: string, commit: string): Record<string, unknown> | null;
