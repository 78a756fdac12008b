// A virtualised list in the window's scroll (customers, products, orders, and the next long lists): only the rows
// on screen exist in the page, so thousands of rows filter and scroll smoothly on a phone. Every row has the
// same height; the screen draws the row, the list places it.
import { memo, useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import "./virtualList.css";

/** The element's distance from the top of the document, kept up to date while content above it changes height. */
export function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    // Filters wrapping, a hint appearing or the window resizing move the list; all change the body's size.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

export interface VirtualListProps<T extends { id: string }> {
  items: readonly T[];
  /** Every row's height in pixels. */
  rowHeight: number;
  /** Rows drawn beyond the screen's edges. Default 6. */
  overscan?: number;
  /** Which rows to draw (default: those on screen and the overscan); e.g. to keep a dragged row drawn. */
  rangeExtractor?: (range: Range) => number[];
  /** More classes of the list and of each row's slot. */
  className?: string;
  slotClassName?: string;
  style?: CSSProperties;
  /** Draws one row. */
  renderRow: (item: T, index: number) => ReactNode;
}

function VirtualListInner<T extends { id: string }>({ items, rowHeight, overscan = 6, rangeExtractor, className, slotClassName, style, renderRow }: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // Stable identity: a new getItemKey makes the virtualizer recompute all rows' positions on every render.
  const getItemKey = useCallback((index: number) => items[index]?.id ?? index, [items]);
  const virtualizer = useWindowVirtualizer({ count: items.length, estimateSize, overscan, scrollMargin, getItemKey, ...(rangeExtractor ? { rangeExtractor } : {}) });
  const slotClass = slotClassName ? `virtual-list-slot ${slotClassName}` : "virtual-list-slot";
  return (
    <div ref={listRef} className={className ? `virtual-list ${className}` : "virtual-list"} role="list" style={{ ...style, height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((slot) => {
        const item = items[slot.index];
        if (!item) return null;
        return (
          <div key={slot.key} role="listitem" className={slotClass} style={{ height: rowHeight, transform: `translateY(${slot.start - virtualizer.options.scrollMargin}px)` }}>
            {renderRow(item, slot.index)}
          </div>
        );
      })}
    </div>
  );
}

export const VirtualList = memo(VirtualListInner) as typeof VirtualListInner;
