// The sample catalogue of a new company and the rules of deleting it (spec §2, intro widget).
export * from "./fingerprint";
export * from "./catalogue";
export * from "./deletion";
export * from "./defaultVat";
