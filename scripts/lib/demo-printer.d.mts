export declare const DEMO_PRINTER: { readonly id: string; readonly name: string; readonly mac: string; readonly secret: string; readonly paperWidth: 80 };
export declare const DEMO_PRINTER_OUT: string;
export declare function demoPrinterUrl(apiBase: string): string;
