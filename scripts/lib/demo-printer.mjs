// The demo company's kitchen printer that `npm run seed` creates and `npm start` runs as a simulated Star
// CloudPRNT printer (one definition for both). The secret is a fixed demo value: only for the emulators.
export const DEMO_PRINTER = {
  id: "printer-kitchen",
  name: "Kitchen",
  mac: "00:11:62:00:00:01",
  secret: "demo-kitchen-printer-secret-0000001",
  paperWidth: 80,
};

/** Where `npm start`'s simulated kitchen printer prints to, relative to the repository (an ignored folder). */
export const DEMO_PRINTER_OUT = ".cache/printer/kitchen.txt";

/** The printer's address under the api function's base URL (e.g. the functions emulator's …/europe-west1/api). */
export function demoPrinterUrl(apiBase) {
  return `${apiBase.replace(/\/+$/, "")}/api/cloudprnt/${encodeURIComponent(DEMO_PRINTER.id)}/${encodeURIComponent(DEMO_PRINTER.secret)}`;
}
