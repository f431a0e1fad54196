// The payments API contract: every shape of the payments API, with the rules of docs/service-rules.md, written once.
export * from "./branches";
export * from "./common";
export * from "./direct-debit";
export * from "./match";
export * from "./offramp";
export * from "./operation";
export * from "./operations";
export * from "./payment-links";
export * from "./payments";
export * from "./query";
export * from "./validation";
export * from "./values";
export * from "./webhooks";
export * from "./withdrawals";
