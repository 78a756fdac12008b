// The printers screens' paths (rows of shared/src/routes.ts).
export const PRINTERS_PATH = "/settings/printers";
export const NEW_PRINTER_PATH = "/settings/printers/new";
export const printerEditPath = (id: string) => `/settings/printers/${encodeURIComponent(id)}/edit`;
