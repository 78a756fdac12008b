// A point of sale's QR code in the browser: drawn with `qrcode` (as the server's PDF), saved as PNG, printed.
import QRCode from "qrcode";

/** The QR code of `text` as a PNG data URL, `width` pixels wide. */
export function qrDataUrl(text: string, width: number): Promise<string> {
  return QRCode.toDataURL(text, { width, margin: 2, errorCorrectionLevel: "M" });
}

/** Saves a data URL as a file through a temporary link. */
export function saveDataUrl(dataUrl: string, fileName: string): void {
  const a = document.createElement("a");
  a.href = dataUrl;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Prints the QR code with its name and address from a hidden frame (no pop-up to be blocked). */
export function printQrCode(dataUrl: string, title: string, address: string): void {
  const frame = document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden";
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  doc.open();
  doc.write(
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      `<style>body{font-family:sans-serif;text-align:center;margin:48px}img{width:80mm;height:80mm}h1{font-size:28px}p{font-size:12px;word-break:break-all}</style>` +
      `</head><body><h1>${escapeHtml(title)}</h1><img alt="" src="${dataUrl}"><p>${escapeHtml(address)}</p></body></html>`,
  );
  doc.close();
  const img = doc.querySelector("img");
  const print = () => {
    win.focus();
    win.print();
    // The print dialog blocks until closed in most browsers; removing later keeps others from printing a blank frame.
    setTimeout(() => frame.remove(), 60_000);
  };
  if (img && !img.complete) img.addEventListener("load", print, { once: true });
  else print();
}
