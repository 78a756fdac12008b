// How a key figure's change against the previous period is written so that it means something: a share
// (orders per view) changes by percentage points, not by a percentage of itself; a figure that was nothing
// before is new; a figure that grew several times over is "×N"; a count that was tiny before (2 orders)
// changes by how many, not by a four- or five-digit percentage.
import type { KeyFigure, KeyFigureName } from "./figures";

export type ChangeForm =
  /** No previous value to compare with (no views, hence no share). */
  | { kind: "none" }
  | { kind: "same" }
  /** Nothing before, something now. */
  | { kind: "new" }
  /** A fraction: 0.25 is +25 %. */
  | { kind: "percent"; fraction: number }
  /** The figure is `factor` times what it was (from GROWTH_AS_FACTOR on). */
  | { kind: "factor"; factor: number }
  /** By how much, in the figure's own unit (a count from a tiny base). */
  | { kind: "difference"; amount: number }
  /** A share's change in percentage points (0.032 → 0.045 is +1.3 pp). */
  | { kind: "points"; points: number };

/** From this many times the previous value on, the change is written as a factor: "×3", not "+200 %". */
export const GROWTH_AS_FACTOR = 3;

/** Counts below these before change by how many (+12), not by a percentage of a handful. */
export const MINIMUM_BASE: Partial<Record<KeyFigureName, number>> = { orders: 10, views: 50 };

/** The figures that are shares: their changes are in percentage points. */
const SHARES: ReadonlySet<KeyFigureName> = new Set<KeyFigureName>(["ordersPerView"]);

/** Rounded to one decimal, so that what shows as 0 counts as no change. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function changeForm(name: KeyFigureName, figure: Pick<KeyFigure, "value" | "previous">): ChangeForm {
  const { value, previous } = figure;
  if (value === null || previous === null) return { kind: "none" };
  if (SHARES.has(name)) {
    const points = oneDecimal((value - previous) * 100);
    return points === 0 ? { kind: "same" } : { kind: "points", points };
  }
  if (value === previous) return { kind: "same" };
  if (previous === 0) return value > 0 ? { kind: "new" } : { kind: "difference", amount: value };
  const base = MINIMUM_BASE[name];
  if (base !== undefined && Math.abs(previous) < base) return { kind: "difference", amount: value - previous };
  const factor = value / previous;
  if (previous > 0 && factor >= GROWTH_AS_FACTOR) return { kind: "factor", factor: factor >= 10 ? Math.round(factor) : oneDecimal(factor) };
  const fraction = (value - previous) / previous;
  // Below 0.05 % either way: as good as unchanged, as it would show "+0 %".
  return Math.abs(fraction) < 0.0005 ? { kind: "same" } : { kind: "percent", fraction };
}
