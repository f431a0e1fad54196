// The sandbox's tables, one file per concern; drizzle-kit and the app read them all from here.
export * from "./tables/accounts";
export * from "./tables/commerce";
export * from "./tables/offramp";
export * from "./tables/webhooks";
