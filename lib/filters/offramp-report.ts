import { createLoader, createSerializer, type inferParserType, parseAsStringLiteral } from "nuqs/server";
import type { QueryValue } from "@/lib/payments-api/query";
import { offrampStatuses } from "@/lib/payments-api/values";
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
  ...sortParsers(OFFRAMP_SORT_FIELDS, "created_at"),
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

/**
 * The offramp report's filter bar: status, the days created, and the order (also on the column headers,
 * which a phone has off screen).
 */
export const offrampReportFilters = defineListFilters({
  parsers: offrampReportFilterParsers,
  fields: [
    statusFilterField("offramp", offrampStatuses),
    { kind: "days", label: "Created" },
    {
      kind: "sort",
      options: sortOptions<OfframpSortField>(OFFRAMP_SORT_FIELDS, {
        created_at: { label: "Created", descFirst: "newest", ascFirst: "oldest" },
        completed_at: { label: "Completed", descFirst: "newest", ascFirst: "oldest" },
        amount_lkr: { label: "Amount (LKR)", descFirst: "largest", ascFirst: "smallest" },
      }),
      defaultLabel: "Default (newest first)",
      width: "wide",
    },
  ],
  pageSize: { key: "limit", sizes: REPORT_PAGE_SIZES },
  sortFields: OFFRAMP_SORT_FIELDS,
});

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveOfframpReportFilters(filters: OfframpReportFilters): boolean {
  return hasActiveFilters(offrampReportFilters, filters);
}
