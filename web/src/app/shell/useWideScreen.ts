// True from the split-pane width on (spec §9: 1200 px), following window resizes.
import { useMediaQuery } from "../../ui/useMediaQuery";
import { SPLIT_PANE_MIN_WIDTH } from "./config";

export function useWideScreen(): boolean {
  return useMediaQuery(`(min-width: ${SPLIT_PANE_MIN_WIDTH}px)`);
}
