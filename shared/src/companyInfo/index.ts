// Pure rules of the company info screen ('my establishment'): the fields, the logo and slug claims.
export * from "./infoRules";
export * from "./logo";
export * from "./slugClaim";
