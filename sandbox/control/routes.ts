import type { RouteRegistrar } from "../http/types";
import { registerMerchantControl } from "./merchants";
import { platformControl } from "./platform";

/** Control-API routes that belong to no single domain (docs/service-rules.md §10). */
export function controlCoreRoutes(runAllDue: () => Promise<void>): RouteRegistrar[] {
  return [registerMerchantControl, platformControl(runAllDue)];
}
