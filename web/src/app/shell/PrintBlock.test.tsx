import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PrintBlock } from "./PrintBlock";

describe("PrintBlock", () => {
  it("marks the page as having a print block while mounted", () => {
    const { unmount, container } = render(<PrintBlock>receipt</PrintBlock>);
    expect(container.querySelector(".print-block")).toHaveTextContent("receipt");
    expect(document.body).toHaveClass("has-print-block");
    unmount();
    expect(document.body).not.toHaveClass("has-print-block");
  });

  it("keeps the mark until the last of two blocks is gone", () => {
    const first = render(<PrintBlock>a</PrintBlock>);
    const second = render(<PrintBlock>b</PrintBlock>);
    first.unmount();
    expect(document.body).toHaveClass("has-print-block");
    second.unmount();
    expect(document.body).not.toHaveClass("has-print-block");
  });
});
