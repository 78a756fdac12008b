// The block a page prints: while one is mounted, printing shows only it (CSS in app/global.css).
import { useEffect, type ReactNode } from "react";

let mounted = 0;

export function PrintBlock({ children, className }: { children: ReactNode; className?: string }) {
  useEffect(() => {
    mounted += 1;
    document.body.classList.add("has-print-block");
    return () => {
      mounted -= 1;
      // Two blocks may be mounted at once (e.g. a modal over a page): keep the class until the last goes.
      if (mounted === 0) document.body.classList.remove("has-print-block");
    };
  }, []);
  return <div className={className ? `print-block ${className}` : "print-block"}>{children}</div>;
}
