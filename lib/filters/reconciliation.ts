import { createLoader, createSerializer, type inferParserType } from "nuqs/server";
import { parseAsDay } from "@/lib/filters/parsers";

/**
 * The reconciliation page's window in the URL: Colombo calendar days, both included. No `from` reconciles
 * since the float's first entry.
 */
export const reconciliationWindowParsers = {
  from: parseAsDay,
  to: parseAsDay,
};
export type ReconciliationWindowParams = inferParserType<typeof reconciliationWindowParsers>;
export const loadReconciliationWindow = createLoader(reconciliationWindowParsers);
export const serializeReconciliationWindow = createSerializer(reconciliationWindowParsers);
