import type { QueryValue } from "@/lib/payments-api/query";
import { ledgerEntryTypes } from "@/lib/payments-api/values";
import { createLoader, createSerializer, type inferParserType, parseAsStringLiteral } from "@/lib/url-state";
import { dayWindowParsers, dayWindowQuery, pagingParsers, SORT_ORDERS } from "./parsers";

/** The float ledger report's state in the URL, under the API's parameter names (docs/service-rules.md §8). */
export const ledgerFilterParsers = {
  type: parseAsStringLiteral(ledgerEntryTypes),
  ...dayWindowParsers,
  sortOrder: parseAsStringLiteral(SORT_ORDERS).withDefault("desc"),
  ...pagingParsers,
};

export type LedgerFilters = inferParserType<typeof ledgerFilterParsers>;

/** Server side: the filters of a page's `searchParams`, a URL or a query string. */
export const loadLedgerFilters = createLoader(ledgerFilterParsers);

/** "?type=CREDIT&startDate=2026-11-01": the query string of a filtered view (defaults left out). */
export const serializeLedgerFilters = createSerializer(ledgerFilterParsers);

/** GET /v1/aggregator/report/ledger's query for these filters; blanks do not travel. */
export function ledgerReportQuery(filters: LedgerFilters): Record<string, QueryValue> {
  return {
    page: filters.page,
    limit: filters.limit,
    type: filters.type ?? undefined,
    ...dayWindowQuery(filters),
    sortOrder: filters.sortOrder,
  };
}

/** Whether anything narrows the list (order and paging do not). */
export function hasActiveLedgerFilters(filters: LedgerFilters): boolean {
  return Boolean(filters.type || filters.startDate || filters.endDate);
}
