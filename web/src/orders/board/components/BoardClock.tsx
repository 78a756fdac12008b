// One clock for the whole board, ticking every minute (spec §9 clock refresh): only the pieces that show
// an order's age follow it, so 300 cards are not re-rendered each minute.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { BOARD_CLOCK_MS, isLate, minutesSince, type Order } from "@comanda/shared";
import { boardMessages as m } from "../messages";

const ClockContext = createContext<Date | null>(null);

export function BoardClockProvider({ children, tickMs = BOARD_CLOCK_MS }: { children: ReactNode; tickMs?: number }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export function useBoardNow(): Date {
  const now = useContext(ClockContext);
  if (!now) throw new Error("useBoardNow must be used inside BoardClockProvider");
  return now;
}

/** The card's frame, marked once a new order waits longer than 10 minutes; its content does not re-render with the clock. */
export function LateFrame({ order, className, children }: { order: Pick<Order, "id" | "status" | "dateOrdered">; className: string; children: ReactNode }) {
  const late = isLate(order, useBoardNow());
  return (
    <article className={late ? `${className} ob-card--late` : className} data-testid={`order-${order.id}`}>
      {children}
    </article>
  );
}

/** "3 min ago", refreshed with the board's clock; late orders say so for screen readers too. */
export function OrderAge({ order }: { order: Pick<Order, "status" | "dateOrdered"> }) {
  const intl = useIntl();
  const now = useBoardNow();
  const late = isLate(order, now);
  return (
    <time className={late ? "ob-age ob-age--late" : "ob-age"} dateTime={order.dateOrdered} title={late ? intl.formatMessage(m.late) : undefined}>
      {intl.formatMessage(m.minutesAgo, { minutes: minutesSince(order.dateOrdered, now) })}
    </time>
  );
}
