// Request and answer shapes of the /api calls, their JSON schemas, the route table and error codes.
export * from "./apiSettings";
export * from "./banking";
export * from "./catalogue";
export * from "./companyInfo";
export * from "./errors";
export * from "./integrator";
export * from "./integratorOpenApi";
export * from "./platform";
export * from "./routes";
export * from "./sampleData";
export * from "./settings";
export * from "./statistics";
export * from "./subscriptions";
export * from "./frontendSettings";
export * from "./generalSettings";
export * from "./orders";
export * from "./zones";
