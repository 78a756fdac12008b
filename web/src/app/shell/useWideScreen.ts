// True from the split-pane width on (spec §9: 1200 px), following window resizes.
import { useSyncExternalStore } from "react";
import { SPLIT_PANE_MIN_WIDTH } from "./config";

const QUERY = `(min-width: ${SPLIT_PANE_MIN_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
