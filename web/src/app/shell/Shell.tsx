// Placeholder until the shell is written.
import type { ReactNode } from "react";

export default function Shell({ children }: { children: ReactNode }) {
  return <div>{children}</div>;
}
