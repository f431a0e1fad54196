import { createLoader, createSerializer, type inferParserType } from "nuqs/server";
import type { QueryValue } from "@/lib/payments-api/query";
import { withdrawalStatuses } from "@/lib/payments-api/values";
import { hasActiveFilters } from "./definition";
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES } from "./parsers";
import { statusDayListFilters, statusDayListParsers, statusDayListQuery } from "./status-day-list";

export type { SortOrder } from "./parsers";

/** Rows per page of the settlement list. */
export const SETTLEMENT_PAGE_SIZES = LIST_PAGE_SIZES;
export const DEFAULT_SETTLEMENT_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE;

/** The columns GET /v1/withdrawal/list sorts by. */
export const SETTLEMENT_SORT_FIELDS = [
  "settlement_date",
  "created_at",
  "total_gross_amount_lkr",
  "status",
] as const;
export type SettlementSortField = (typeof SETTLEMENT_SORT_FIELDS)[number];

/**
 * The settlement list's state in the URL, under the API's own parameter names. No status means every
 * status (the API's `ALL`); the dates are Colombo settlement days, inclusive.
 */
export const settlementFilterParsers = statusDayListParsers(
  withdrawalStatuses,
  SETTLEMENT_SORT_FIELDS,
  "settlement_date",
);

export type SettlementFilters = inferParserType<typeof settlementFilterParsers>;

/** Server side: the filters of a page's `searchParams`, a URL or a query string. */
export const loadSettlementFilters = createLoader(settlementFilterParsers);

/** "?status=PENDING&page=2": the query string of a filtered view (defaults left out). */
export const serializeSettlementFilters = createSerializer(settlementFilterParsers);

/** GET /v1/withdrawal/list's query for these filters; no status is the API's `ALL`. */
export function settlementListQuery(filters: SettlementFilters): Record<string, QueryValue> {
  return statusDayListQuery(filters, "ALL");
}

/** The settlement list's filter bar: status, the settlement days, and the order. */
export const settlementFilters = statusDayListFilters(settlementFilterParsers, {
  statusKind: "withdrawal",
  statuses: withdrawalStatuses,
  daysLabel: "Settlement date",
  sortFields: SETTLEMENT_SORT_FIELDS,
  sortWords: {
    settlement_date: { label: "Settlement date", descFirst: "newest", ascFirst: "oldest" },
    created_at: { label: "Requested", descFirst: "newest", ascFirst: "oldest" },
    total_gross_amount_lkr: { label: "Gross (LKR)", descFirst: "largest", ascFirst: "smallest" },
    status: { label: "Status", descFirst: "Z to A", ascFirst: "A to Z" },
  },
  defaultSortLabel: "Default (settlement date, newest first)",
  sortWidth: "widest",
});

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveSettlementFilters(filters: SettlementFilters): boolean {
  return hasActiveFilters(settlementFilters, filters);
}
