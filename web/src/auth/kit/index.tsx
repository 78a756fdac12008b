// The pieces the public pages show (login, registration, password, QR login), with antd's names and the
// props these pages use: they load before antd, so that the login page needs none of it (its JS budget is
// 150 kB gzip, react-dom and Firebase Auth take two thirds of it). Drawn by kit.css as antd draws them.
import type { CSSProperties, ElementType, MouseEventHandler, ReactNode, Ref } from "react";
import { useForm } from "./form";
import "./kit.css";

export { FormKit, SubmitButton, TextField, CheckboxField, useForm, type FormInstance } from "./form";

/** antd's Form namespace, as far as these pages use it. */
export const Form = { useForm };

const cx = (...names: (string | false | undefined | null)[]) => names.filter(Boolean).join(" ");

export interface FlexProps {
  vertical?: boolean;
  gap?: number;
  align?: CSSProperties["alignItems"];
  justify?: CSSProperties["justifyContent"];
  wrap?: boolean;
  component?: ElementType;
  role?: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export function Flex({ vertical, gap, align, justify, wrap, component: Tag = "div", role, className, style, children }: FlexProps) {
  const css: CSSProperties = { display: "flex", flexDirection: vertical ? "column" : "row", gap, alignItems: align, justifyContent: justify, flexWrap: wrap ? "wrap" : undefined, ...style };
  return (
    <Tag role={role} className={className} style={css}>
      {children}
    </Tag>
  );
}

export function Spin({ size }: { size?: "small" | "default" | "large" }) {
  return <span aria-hidden className={cx("kit-spin", size === "small" && "kit-spin-sm", size === "large" && "kit-spin-lg")} />;
}

/** Full-area loading indicator (antd-free, for the time before the signed-in admin has loaded). */
export function PageSpinner() {
  return (
    <div className="kit-page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
    </div>
  );
}

export interface ButtonProps {
  type?: "primary" | "default" | "link";
  size?: "small" | "middle" | "large";
  htmlType?: "button" | "submit";
  block?: boolean;
  loading?: boolean;
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  style?: CSSProperties;
  children?: ReactNode;
}

export function Button({ type = "default", size, htmlType = "button", block, loading, disabled, onClick, style, children }: ButtonProps) {
  return (
    <button
      type={htmlType}
      className={cx("kit-btn", `kit-btn-${type}`, size === "large" && "kit-btn-lg", size === "small" && "kit-btn-sm", block && "kit-btn-block", loading && "kit-btn-loading")}
      disabled={disabled}
      // A button that is busy ignores clicks but stays focusable, as antd's does.
      onClick={loading ? undefined : onClick}
      aria-busy={loading || undefined}
      style={style}
    >
      {loading && <Spin size="small" />}
      <span>{children}</span>
    </button>
  );
}

type Status = "success" | "info" | "warning" | "error";

const ICON_PATHS: Record<Status, string> = {
  success: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.7 7.2-5.6 6.3a1 1 0 0 1-1.5 0L7.3 13a1 1 0 1 1 1.4-1.4l1.6 1.7 4.9-5.5a1 1 0 1 1 1.5 1.4z",
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z",
  warning: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z",
  error: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm3.5 12.1-1.4 1.4L12 13.4l-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1z",
};

export function StatusIcon({ status, className }: { status: Status; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      <path d={ICON_PATHS[status]} />
    </svg>
  );
}

export interface AlertProps {
  type?: Status;
  showIcon?: boolean;
  title?: ReactNode;
  description?: ReactNode;
  role?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

export function Alert({ type = "info", showIcon, title, description, role = "alert", style, ref }: AlertProps) {
  return (
    <div ref={ref} role={role} className={cx("kit-alert", `kit-alert-${type}`, description != null && "kit-alert-with-description")} style={style}>
      {showIcon && <StatusIcon status={type} className="kit-alert-icon" />}
      <div className="kit-alert-content">
        {title != null && <div className="kit-alert-title">{title}</div>}
        {description != null && <div className="kit-alert-description">{description}</div>}
      </div>
    </div>
  );
}

export interface ResultProps {
  status: Exclude<Status, "info">;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

export function Result({ status, title, subTitle, extra }: ResultProps) {
  return (
    <div className={cx("kit-result", `kit-result-${status}`)}>
      <StatusIcon status={status} className="kit-result-icon" />
      {title != null && <div className="kit-result-title">{title}</div>}
      {subTitle != null && <div className="kit-result-subtitle">{subTitle}</div>}
      {extra != null && <div className="kit-result-extra">{extra}</div>}
    </div>
  );
}
