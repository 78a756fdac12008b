// True below 768 px (phones and small tablets in portrait): the list then shows compact rows.
import { useMediaQuery } from "../../../ui/useMediaQuery";

export function useCompactLayout(): boolean {
  return useMediaQuery("(max-width: 767.98px)");
}
