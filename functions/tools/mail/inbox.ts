// The web inbox of the local mail sink (sink.ts): the list of received mails, newest first, and each mail with its
// HTML part (in a sandboxed frame: no scripts, no access to this page) and its text part, as a customer's mail
// program would show them. Also /api/messages (JSON) for scripts. A tool: never deployed.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { MailSink, ReceivedMail } from "./sink";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1f2328;background:#f6f8fa}
header{background:#c2410c;color:#fff;padding:10px 20px;display:flex;gap:16px;align-items:center}
header a{color:#fff}main{padding:16px 20px;max-width:1100px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #d0d7de;vertical-align:top}
td a{color:#0b57d0}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 14px;background:#fff;padding:12px;margin:0 0 12px}
dt{color:#59636e}dd{margin:0}h2{font-size:16px;margin:18px 0 8px}iframe{width:100%;height:560px;border:1px solid #d0d7de;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #d0d7de;padding:12px;margin:0}button{font:inherit}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header><strong>Comanda · local mail inbox</strong><a href="/">All mails</a></header><main>${body}</main></body></html>`;
}

const when = (date: Date) => date.toISOString().replace("T", " ").slice(0, 19) + " UTC";

export function inboxListPage(mails: readonly ReceivedMail[]): string {
  if (mails.length === 0) {
    return page("Inbox", "<p>No mail yet. Mails the product writes to the <code>mail</code> collection appear here once the mail stand-in has sent them.</p>");
  }
  const rows = mails
    .map((m) => `<tr><td>${escapeHtml(when(m.receivedAt))}</td><td>${escapeHtml(m.to || m.envelope.to.join(", "))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || "(no subject)")}</a></td><td>${escapeHtml(m.from)}</td></tr>`)
    .join("");
  const clear = `<form method="post" action="/clear"><button type="submit">Delete all</button></form>`;
  return page(`Inbox (${mails.length})`, `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>From</th></tr></thead><tbody>${rows}</tbody></table><div style="margin-top:12px">${clear}</div>`);
}

export function inboxMessagePage(mail: ReceivedMail): string {
  const fields: [string, string][] = [
    ["Subject", mail.subject],
    ["From", mail.from],
    ["To", mail.to],
    ["Reply-To", mail.replyTo],
    ["Received", when(mail.receivedAt)],
    ["Message-ID", mail.messageId ?? ""],
    ["Attachments", mail.attachments.map((a) => `${a.filename ?? "(unnamed)"} (${a.contentType}, ${a.size} bytes)`).join("; ")],
  ];
  const details = `<dl>${fields
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("")}</dl>`;
  // The mail's HTML in a frame without scripts, forms or same-origin rights: what it holds cannot reach this page.
  const html = mail.html ? `<h2>HTML part</h2><iframe sandbox="" referrerpolicy="no-referrer" title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>` : "<h2>HTML part</h2><p>None.</p>";
  const text = mail.text ? `<h2>Text part</h2><pre>${escapeHtml(mail.text)}</pre>` : "<h2>Text part</h2><p>None.</p>";
  return page(mail.subject || "Mail", `${details}${html}${text}`);
}

export interface Inbox {
  readonly url: string;
  close(): Promise<void>;
}

export async function startInbox(sink: MailSink, options: { port?: number; host?: string } = {}): Promise<Inbox> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://inbox.local");
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, {
        "Content-Type": `${type}; charset=utf-8`,
        // The page's own style only; the frame's content may load its pictures (a logo) but run nothing.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; form-action 'self'",
        "X-Content-Type-Options": "nosniff",
      });
      res.end(body);
    };
    if (req.method === "POST" && url.pathname === "/clear") {
      sink.clear();
      res.writeHead(303, { Location: "/" });
      res.end();
      return;
    }
    if (req.method !== "GET") return send(405, "text/plain", "Method not allowed");
    if (url.pathname === "/") return send(200, "text/html", inboxListPage(sink.messages()));
    if (url.pathname === "/api/messages") return send(200, "application/json", JSON.stringify(sink.messages()));
    const match = /^\/messages\/(\d+)$/.exec(url.pathname);
    const mail = match ? sink.message(Number(match[1])) : undefined;
    if (mail) return send(200, "text/html", inboxMessagePage(mail));
    return send(404, "text/html", page("Not found", "<p>No such mail (the inbox keeps the last 200 and forgets them when it stops).</p>"));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Browsers and fetch keep idle connections open: they must not hold the stop.
        server.closeAllConnections();
      }),
  };
}
