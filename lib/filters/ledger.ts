import {
  createLoader,
  createSerializer,
  type inferParserType,
  parseAsNumberLiteral,
  parseAsStringLiteral,
} from "nuqs/server";
import type { QueryValue } from "@/lib/payments-api/query";
import { ledgerEntryTypes } from "@/lib/payments-api/values";
import { DEFAULT_REPORT_PAGE_SIZE, REPORT_PAGE_SIZES } from "./offramp-report";
import { parseAsDay, parseAsPage, SORT_ORDERS } from "./parsers";

/** The float ledger report's state in the URL, under the API's parameter names (docs/service-rules.md §8). */
export const ledgerFilterParsers = {
  type: parseAsStringLiteral(ledgerEntryTypes),
  startDate: parseAsDay,
  endDate: parseAsDay,
  sortOrder: parseAsStringLiteral(SORT_ORDERS).withDefault("desc"),
  page: parseAsPage.withDefault(1),
  limit: parseAsNumberLiteral(REPORT_PAGE_SIZES).withDefault(DEFAULT_REPORT_PAGE_SIZE),
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
    startDate: filters.startDate ?? undefined,
    endDate: filters.endDate ?? undefined,
    sortOrder: filters.sortOrder,
  };
}

/** Whether anything narrows the list (order and paging do not). */
export function hasActiveLedgerFilters(filters: LedgerFilters): boolean {
  return Boolean(filters.type || filters.startDate || filters.endDate);
}
