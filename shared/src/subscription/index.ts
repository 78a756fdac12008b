// Subscription plans and the features they unlock.
export * from "./features";
