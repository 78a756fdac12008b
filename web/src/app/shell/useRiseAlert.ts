// When a live count rises (not on its first value), call onRise once and report "highlighted" for 5 s.
import { useEffect, useRef, useState } from "react";

/** Spec §9: the side-menu badge stays highlighted 5 s. */
export const HIGHLIGHT_MS = 5_000;

export function useRiseAlert(count: number, ready: boolean, onRise: () => void): boolean {
  const [highlighted, setHighlighted] = useState(false);
  const baseline = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rise = useRef(onRise);

  useEffect(() => {
    rise.current = onRise;
  }, [onRise]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!ready) return;
    const previous = baseline.current;
    baseline.current = count;
    if (previous === null || count <= previous) return;
    rise.current();
    clearTimeout(timer.current);
    setHighlighted(true);
    timer.current = setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
  }, [count, ready]);

  return highlighted;
}
