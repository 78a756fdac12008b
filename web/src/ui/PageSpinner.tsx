import { Spin } from "antd";

/** Full-area loading indicator while a screen or the session loads. */
export function PageSpinner() {
  return (
    <div style={{ display: "grid", placeItems: "center", minHeight: "40vh" }} role="status" aria-live="polite">
      <Spin size="large" />
    </div>
  );
}
