// The shared virtualised list: a list of rows the screen draws, only as many as fit the window (plus the
// overscan), placed one under the other, and the list as tall as all its rows.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { VirtualList } from "./VirtualList";

if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const items = Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));

describe("VirtualList", () => {
  it("draws only the rows on screen, each in its place, in a list as tall as all rows", () => {
    render(<VirtualList items={items} rowHeight={50} overscan={2} className="things" slotClassName="thing-slot" renderRow={(item, index) => <span>{`${item.name} at ${index}`}</span>} />);
    const list = screen.getByRole("list");
    expect(list).toHaveClass("virtual-list", "things");
    expect(list.style.height).toBe("50000px");
    const rows = within(list).getAllByRole("listitem");
    // jsdom's window is 768 px high: 16 rows of 50 px fill it, plus the overscan; never the thousand.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveTextContent("Row 0 at 0");
    expect(rows[0]).toHaveClass("virtual-list-slot", "thing-slot");
    expect(rows[1]?.style.transform).toBe("translateY(50px)");
    expect(rows[1]?.style.height).toBe("50px");
  });

  it("draws nothing for an empty list", () => {
    render(<VirtualList items={[]} rowHeight={50} renderRow={() => <span>row</span>} />);
    expect(screen.getByRole("list").style.height).toBe("0px");
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });
});
