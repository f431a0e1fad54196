import { createLoader, createSerializer, type inferParserType, parseAsStringLiteral } from "nuqs/server";
import type { QueryValue } from "@/lib/payments-api/query";
import { ledgerEntryTypes } from "@/lib/payments-api/values";
import { statusLooks } from "@/lib/status-looks";
import { defineListFilters, hasActiveFilters } from "./definition";
import { dayWindowParsers, dayWindowQuery, LIST_PAGE_SIZES, pagingParsers, SORT_ORDERS } from "./parsers";

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

/** The float ledger's filter bar (GET /v1/aggregator/report/ledger): type, the days booked, and the order. */
export const ledgerFilters = defineListFilters({
  parsers: ledgerFilterParsers,
  fields: [
    {
      kind: "select",
      key: "type",
      label: "Type",
      allLabel: "All types",
      options: ledgerEntryTypes.map((type) => ({ value: type, label: statusLooks.ledger[type].label })),
      width: "narrow",
    },
    { kind: "days", label: "Booked" },
    { kind: "order", label: "Order", newestFirst: "Newest first", oldestFirst: "Oldest first" },
  ],
  pageSize: { key: "limit", sizes: LIST_PAGE_SIZES },
});

/** Whether anything narrows the list (order and paging do not). */
export function hasActiveLedgerFilters(filters: LedgerFilters): boolean {
  return hasActiveFilters(ledgerFilters, filters);
}
