// Headings and quiet text of the auth screens in the theme's colours, without antd's Typography (which brings
// tooltips and text editing the login page does not need).
import type { CSSProperties, ReactNode } from "react";
import { theme } from "antd";

export function AuthTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <h1 style={{ margin: "0 0 16px", fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>{children}</h1>;
}

/** Secondary text: a paragraph by default, inline with `inline`. */
export function Muted({ children, inline, style }: { children: ReactNode; inline?: boolean; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const css: CSSProperties = { margin: 0, color: token.colorTextSecondary, ...style };
  return inline ? <span style={css}>{children}</span> : <p style={css}>{children}</p>;
}
