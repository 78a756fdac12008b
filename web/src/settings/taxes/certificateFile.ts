// Reads the chosen certificate file in the browser as base64, the form in which POST /api/settings/taxes/certificate takes it.
export function readFileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === "string" ? reader.result : "";
      // A data URL: "data:<type>;base64,<the bytes>".
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.onerror = () => reject(Object.assign(new Error("file-unreadable"), { code: "file-empty" }));
    reader.readAsDataURL(file);
  });
}
