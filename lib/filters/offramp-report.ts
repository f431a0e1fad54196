import type { QueryValue } from "@/lib/payments-api/query";
import { offrampStatuses } from "@/lib/payments-api/values";
import { createLoader, createSerializer, type inferParserType, parseAsStringLiteral } from "@/lib/url-state";
import {
  DEFAULT_LIST_PAGE_SIZE,
  dayWindowParsers,
  dayWindowQuery,
  LIST_PAGE_SIZES,
  pagingParsers,
  SORT_ORDERS,
} from "./parsers";

export type { SortOrder } from "./parsers";

/** Rows per page the reports offer. */
export const REPORT_PAGE_SIZES = LIST_PAGE_SIZES;
export const DEFAULT_REPORT_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE;

/** The columns GET /v1/aggregator/report/offramp sorts by (docs/service-rules.md §8). */
export const OFFRAMP_SORT_FIELDS = ["created_at", "completed_at", "amount_lkr"] as const;
export type OfframpSortField = (typeof OFFRAMP_SORT_FIELDS)[number];

/** The offramp report's state in the URL, under the API's own parameter names (docs/service-rules.md §8). */
export const offrampReportFilterParsers = {
  status: parseAsStringLiteral(offrampStatuses),
  ...dayWindowParsers,
  sortBy: parseAsStringLiteral(OFFRAMP_SORT_FIELDS).withDefault("created_at"),
  sortOrder: parseAsStringLiteral(SORT_ORDERS).withDefault("desc"),
  ...pagingParsers,
};

export type OfframpReportFilters = inferParserType<typeof offrampReportFilterParsers>;

/** Server side: the filters of a page's `searchParams`, a URL or a query string. */
export const loadOfframpReportFilters = createLoader(offrampReportFilterParsers);

/** "?status=FAILED&page=2": the query string of a filtered view (defaults left out). */
export const serializeOfframpReportFilters = createSerializer(offrampReportFilterParsers);

/** GET /v1/aggregator/report/offramp's query for these filters; blanks do not travel. */
export function offrampReportQuery(filters: OfframpReportFilters): Record<string, QueryValue> {
  return {
    page: filters.page,
    limit: filters.limit,
    status: filters.status ?? undefined,
    ...dayWindowQuery(filters),
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveOfframpReportFilters(filters: OfframpReportFilters): boolean {
  return Boolean(filters.status || filters.startDate || filters.endDate);
}
