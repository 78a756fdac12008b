// The frame of an editor screen: the page, a link back to the list, the title ("New printer" · its name), and
// the "not found" page for an id the list does not hold. The screen fills in its form and side cards.
import type { ReactNode } from "react";
import { Flex, Result, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Link } from "react-router-dom";
import "./screen.css";

export interface EditorScreenProps {
  /** The list's address and the link's text. */
  backTo: string;
  backLabel: string;
  title: string;
  /** The stored entity's name, after the title; none for a new one. */
  name?: string | null;
  children: ReactNode;
}

export function EditorScreen({ backTo, backLabel, title, name, children }: EditorScreenProps) {
  return (
    <div className="screen-page">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Link to={backTo} className="screen-back-link" style={{ alignSelf: "flex-start" }}>
          <ArrowLeftOutlined aria-hidden /> {backLabel}
        </Link>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
          {name ? <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>{` · ${name}`}</Typography.Text> : null}
        </Typography.Title>
      </Flex>
      {children}
    </div>
  );
}

export interface EditorNotFoundProps {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** The entity is not (or no longer) there: says so, with a link back to the list. */
export function EditorNotFound({ title, text, backTo, backLabel }: EditorNotFoundProps) {
  return (
    <div className="screen-page">
      <Result status="404" title={title} subTitle={text} extra={<Link to={backTo}>{backLabel}</Link>} />
    </div>
  );
}
