import { createLoader, createSerializer, type inferParserType, parseAsStringLiteral } from "nuqs/server";
import type { QueryValue } from "@/lib/payments-api/query";
import { withdrawalStatuses } from "@/lib/payments-api/values";
import { defineListFilters, hasActiveFilters } from "./definition";
import {
  DEFAULT_LIST_PAGE_SIZE,
  dayWindowParsers,
  dayWindowQuery,
  LIST_PAGE_SIZES,
  pagingParsers,
  sortParsers,
} from "./parsers";
import { sortOptions } from "./sorting";
import { statusFilterField } from "./status-field";

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
export const settlementFilterParsers = {
  status: parseAsStringLiteral(withdrawalStatuses),
  ...dayWindowParsers,
  ...sortParsers(SETTLEMENT_SORT_FIELDS, "settlement_date"),
  ...pagingParsers,
};

export type SettlementFilters = inferParserType<typeof settlementFilterParsers>;

/** Server side: the filters of a page's `searchParams`, a URL or a query string. */
export const loadSettlementFilters = createLoader(settlementFilterParsers);

/** "?status=PENDING&page=2": the query string of a filtered view (defaults left out). */
export const serializeSettlementFilters = createSerializer(settlementFilterParsers);

/** GET /v1/withdrawal/list's query for these filters; no status is the API's `ALL`. */
export function settlementListQuery(filters: SettlementFilters): Record<string, QueryValue> {
  return {
    page: filters.page,
    limit: filters.limit,
    status: filters.status ?? "ALL",
    ...dayWindowQuery(filters),
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}

/**
 * The settlement list's filter bar: status, the settlement days, and the order (also on the column headers,
 * which a phone has off screen).
 */
export const settlementFilters = defineListFilters({
  parsers: settlementFilterParsers,
  fields: [
    statusFilterField("withdrawal", withdrawalStatuses),
    { kind: "days", label: "Settlement date" },
    {
      kind: "sort",
      options: sortOptions<SettlementSortField>(SETTLEMENT_SORT_FIELDS, {
        settlement_date: { label: "Settlement date", descFirst: "newest", ascFirst: "oldest" },
        created_at: { label: "Requested", descFirst: "newest", ascFirst: "oldest" },
        total_gross_amount_lkr: { label: "Gross (LKR)", descFirst: "largest", ascFirst: "smallest" },
        status: { label: "Status", descFirst: "Z to A", ascFirst: "A to Z" },
      }),
      defaultLabel: "Default (settlement date, newest first)",
      width: "widest",
    },
  ],
  pageSize: { key: "limit", sizes: SETTLEMENT_PAGE_SIZES },
  sortFields: SETTLEMENT_SORT_FIELDS,
});

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveSettlementFilters(filters: SettlementFilters): boolean {
  return hasActiveFilters(settlementFilters, filters);
}
