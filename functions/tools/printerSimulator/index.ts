// The simulated Star CloudPRNT printer (local work, tests, `npm run printer:sim`, `npm start`'s demo
// printer). Never imported by functions/src/index.ts, so never deployed.
export * from "./simulator";
export * from "./starPrntText";
