import {
  createLoader,
  createSerializer,
  type inferParserType,
  parseAsNumberLiteral,
  parseAsStringLiteral,
} from "nuqs/server";
import type { QueryValue } from "@/lib/payments-api/query";
import { withdrawalStatuses } from "@/lib/payments-api/values";
import { parseAsDay, parseAsPage, SORT_ORDERS } from "./parsers";

export type { SortOrder } from "./parsers";

/** Rows per page of the settlement list; the API allows up to 100 (docs/service-rules.md §1). */
export const SETTLEMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_SETTLEMENT_PAGE_SIZE = 20;

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
  startDate: parseAsDay,
  endDate: parseAsDay,
  sortBy: parseAsStringLiteral(SETTLEMENT_SORT_FIELDS).withDefault("settlement_date"),
  sortOrder: parseAsStringLiteral(SORT_ORDERS).withDefault("desc"),
  page: parseAsPage.withDefault(1),
  limit: parseAsNumberLiteral(SETTLEMENT_PAGE_SIZES).withDefault(DEFAULT_SETTLEMENT_PAGE_SIZE),
};

export type SettlementFilters = inferParserType<typeof settlementFilterParsers>;

/** Server side: the filters of a page's `searchParams`, a URL or a query string. */
export const loadSettlementFilters = createLoader(settlementFilterParsers);

/** "?status=PENDING&page=2": the query string of a filtered view (defaults left out). */
export const serializeSettlementFilters = createSerializer(settlementFilterParsers);

/**
 * GET /v1/withdrawal/list's query for these filters. A window given the wrong way round is sent in order,
 * so a person who picked the later day first still sees the days between.
 */
export function settlementListQuery(filters: SettlementFilters): Record<string, QueryValue> {
  let { startDate, endDate } = filters;
  if (startDate && endDate && startDate > endDate) [startDate, endDate] = [endDate, startDate];
  return {
    page: filters.page,
    limit: filters.limit,
    status: filters.status ?? "ALL",
    startDate: startDate ?? undefined,
    endDate: endDate ?? undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveSettlementFilters(filters: SettlementFilters): boolean {
  return Boolean(filters.status || filters.startDate || filters.endDate);
}
