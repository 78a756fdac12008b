// Environment and settings of the server, read once.
declare const __APP_VERSION__: string;

export const REGION = "europe-west1";
export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "0.0.0-dev";
export const IS_EMULATOR = process.env.FUNCTIONS_EMULATOR === "true" || !!process.env.FIRESTORE_EMULATOR_HOST;
