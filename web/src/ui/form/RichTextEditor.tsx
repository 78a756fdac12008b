// The tiptap editor behind RichTextField; loaded on demand so that forms without rich text stay light.
import { useEffect, useState, type ReactNode } from "react";
import { Button, Flex, Input, Modal, Tooltip, Typography } from "antd";
import { BoldOutlined, DisconnectOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, StrikethroughOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useIntl, type MessageDescriptor } from "react-intl";
import { useErrorText } from "../../i18n/coreErrors";
import { uiMessages } from "../messages";
import { normalizeContentLink } from "@comanda/shared";
import { applyLink, currentLink, editorHtml, isToolActive, removeLink, toggleTool, type RichTextBlock, type RichTextMark } from "./richTextCommands";
import { sanitizeRichText } from "./sanitize";

export interface RichTextEditorProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  /** What names the text box for screen readers (a translated field's label and language tab). */
  "aria-labelledby"?: string;
  /** The language written in it (spell checking, screen readers' voice). */
  lang?: string;
}

/** Only the toolbar's formats exist in the editor, so pasted content cannot bring in anything else. */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      code: false,
      codeBlock: false,
      blockquote: false,
      horizontalRule: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: [],
        isAllowedUri: (url) => normalizeContentLink(url).ok,
        HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow" },
      },
    }),
  ];
}

const BUTTONS: { tool: RichTextMark | RichTextBlock; label: MessageDescriptor; values?: Record<string, number>; icon: ReactNode }[] = [
  { tool: "bold", label: uiMessages.bold, icon: <BoldOutlined /> },
  { tool: "italic", label: uiMessages.italic, icon: <ItalicOutlined /> },
  { tool: "strike", label: uiMessages.strike, icon: <StrikethroughOutlined /> },
  { tool: "heading1", label: uiMessages.heading, values: { level: 1 }, icon: <b aria-hidden>H1</b> },
  { tool: "heading2", label: uiMessages.heading, values: { level: 2 }, icon: <b aria-hidden>H2</b> },
  { tool: "heading3", label: uiMessages.heading, values: { level: 3 }, icon: <b aria-hidden>H3</b> },
  { tool: "bulletList", label: uiMessages.bulletList, icon: <UnorderedListOutlined /> },
  { tool: "orderedList", label: uiMessages.orderedList, icon: <OrderedListOutlined /> },
];

// Always a "text" variant: antd wraps other variants in an extra element, and switching would remount the
// button and drop keyboard focus on every toggle.
const PRESSED_BACKGROUND = "rgba(194, 65, 12, 0.12)";
function pressedLook(pressed: boolean) {
  return { variant: "text", color: pressed ? "primary" : "default", style: pressed ? { background: PRESSED_BACKGROUND } : undefined } as const;
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setAddress(currentLink(editor));
    setError(null);
  }, [open, editor]);

  const apply = () => {
    const code = applyLink(editor, address);
    if (code) setError(errorText(code));
    else onClose();
  };
  return (
    <Modal
      open={open}
      title={intl.formatMessage(uiMessages.linkTitle)}
      okText={intl.formatMessage(uiMessages.linkApply)}
      cancelText={intl.formatMessage(uiMessages.cancel)}
      onOk={apply}
      onCancel={onClose}
      destroyOnHidden
    >
      <label>
        <Typography.Text>{intl.formatMessage(uiMessages.linkAddress)}</Typography.Text>
        <Input
          autoFocus
          inputMode="url"
          value={address}
          status={error ? "error" : undefined}
          placeholder="https://"
          aria-invalid={!!error}
          onChange={(e) => {
            setAddress(e.target.value);
            setError(null);
          }}
          onPressEnter={(e) => {
            e.preventDefault();
            apply();
          }}
        />
      </label>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}

export default function RichTextEditor({ id, value, onChange, disabled, lang, ...aria }: RichTextEditorProps) {
  const intl = useIntl();
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: sanitizeRichText(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        id: id ?? "",
        role: "textbox",
        "aria-multiline": "true",
        "aria-invalid": String(!!aria["aria-invalid"]),
        ...(aria["aria-labelledby"] ? { "aria-labelledby": aria["aria-labelledby"] } : {}),
        ...(lang ? { lang } : {}),
        class: "comanda-richtext-content",
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(editorHtml(e)),
  });

  // Values set from outside (reset, loaded document) replace the content without counting as an edit.
  // useEditor may hand over an editor it has already destroyed (it replaces the instance when a render
  // races its set-up on a busy machine); a destroyed editor has no schema and must not be touched.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (editorHtml(editor) !== (value ?? "")) editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: isToolActive(e, "bold"),
      italic: isToolActive(e, "italic"),
      strike: isToolActive(e, "strike"),
      heading1: isToolActive(e, "heading1"),
      heading2: isToolActive(e, "heading2"),
      heading3: isToolActive(e, "heading3"),
      bulletList: isToolActive(e, "bulletList"),
      orderedList: isToolActive(e, "orderedList"),
      link: isToolActive(e, "link"),
    }),
  });

  return (
    <div className="comanda-richtext" style={{ border: "1px solid #d9d9d9", borderRadius: 8 }}>
      <Flex role="toolbar" aria-label={intl.formatMessage(uiMessages.toolbar)} wrap gap={2} style={{ padding: 4, borderBottom: "1px solid #f0f0f0" }}>
        {BUTTONS.map(({ tool, label, values, icon }) => {
          const name = intl.formatMessage(label, values);
          return (
            <Tooltip key={tool} title={name}>
              <Button
                {...pressedLook(active[tool])}
                size="small"
                icon={icon}
                aria-label={name}
                aria-pressed={active[tool]}
                disabled={disabled}
                // Keep the editor's selection when the button takes the pointer.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => toggleTool(editor, tool)}
              />
            </Tooltip>
          );
        })}
        <Tooltip title={intl.formatMessage(uiMessages.setLink)}>
          <Button
            {...pressedLook(active.link)}
            size="small"
            icon={<LinkOutlined />}
            aria-label={intl.formatMessage(uiMessages.setLink)}
            aria-pressed={active.link}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setLinkOpen(true)}
          />
        </Tooltip>
        <Tooltip title={intl.formatMessage(uiMessages.unsetLink)}>
          <Button
            {...pressedLook(false)}
            size="small"
            icon={<DisconnectOutlined />}
            aria-label={intl.formatMessage(uiMessages.unsetLink)}
            disabled={disabled || !active.link}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => removeLink(editor)}
          />
        </Tooltip>
      </Flex>
      <EditorContent editor={editor} style={{ padding: "4px 11px", minHeight: 120 }} />
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </div>
  );
}
