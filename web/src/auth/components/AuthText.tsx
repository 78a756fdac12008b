// Headings and quiet text of the auth screens in the theme's colours, without antd's Typography (which brings
// tooltips and text editing the login page does not need). The theme's values come from antd's CSS
// variables (set on every antd element around this text), not from theme.useToken(): importing `theme`
// brings the dark and compact algorithms into the login page.
import type { CSSProperties, ReactNode } from "react";

const TITLE: CSSProperties = {
  margin: "0 0 16px",
  fontSize: "var(--ant-font-size-heading-3, 24px)",
  lineHeight: "var(--ant-line-height-heading-3, 1.33)",
  fontWeight: "var(--ant-font-weight-strong, 600)" as CSSProperties["fontWeight"],
  color: "var(--ant-color-text-heading, rgba(0, 0, 0, 0.88))",
};

export function AuthTitle({ children }: { children: ReactNode }) {
  return <h1 style={TITLE}>{children}</h1>;
}

/** Secondary text: a paragraph by default, inline with `inline`. */
export function Muted({ children, inline, style }: { children: ReactNode; inline?: boolean; style?: CSSProperties }) {
  const css: CSSProperties = { margin: 0, color: "var(--ant-color-text-secondary, rgba(0, 0, 0, 0.65))", ...style };
  return inline ? <span style={css}>{children}</span> : <p style={css}>{children}</p>;
}
