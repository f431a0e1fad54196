import { createLoader, createSerializer, type inferParserType } from "nuqs/server";
import type { QueryValue } from "@/lib/payments-api/query";
import { offrampStatuses } from "@/lib/payments-api/values";
import { hasActiveFilters } from "./definition";
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES } from "./parsers";
import { statusDayListFilters, statusDayListParsers, statusDayListQuery } from "./status-day-list";

export type { SortOrder } from "./parsers";

/** Rows per page the reports offer. */
export const REPORT_PAGE_SIZES = LIST_PAGE_SIZES;
export const DEFAULT_REPORT_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE;

/** The columns GET /v1/aggregator/report/offramp sorts by (docs/service-rules.md §8). */
export const OFFRAMP_SORT_FIELDS = ["created_at", "completed_at", "amount_lkr"] as const;
export type OfframpSortField = (typeof OFFRAMP_SORT_FIELDS)[number];

/** The offramp report's state in the URL, under the API's own parameter names (docs/service-rules.md §8). */
export const offrampReportFilterParsers = statusDayListParsers(
  offrampStatuses,
  OFFRAMP_SORT_FIELDS,
  "created_at",
);

export type OfframpReportFilters = inferParserType<typeof offrampReportFilterParsers>;

/** Server side: the filters of a page's `searchParams`, a URL or a query string. */
export const loadOfframpReportFilters = createLoader(offrampReportFilterParsers);

/** "?status=FAILED&page=2": the query string of a filtered view (defaults left out). */
export const serializeOfframpReportFilters = createSerializer(offrampReportFilterParsers);

/** GET /v1/aggregator/report/offramp's query for these filters; no status is sent as none. */
export function offrampReportQuery(filters: OfframpReportFilters): Record<string, QueryValue> {
  return statusDayListQuery(filters);
}

/** The offramp report's filter bar: status, the days created, and the order. */
export const offrampReportFilters = statusDayListFilters(offrampReportFilterParsers, {
  statusKind: "offramp",
  statuses: offrampStatuses,
  daysLabel: "Created",
  sortFields: OFFRAMP_SORT_FIELDS,
  sortWords: {
    created_at: { label: "Created", descFirst: "newest", ascFirst: "oldest" },
    completed_at: { label: "Completed", descFirst: "newest", ascFirst: "oldest" },
    amount_lkr: { label: "Amount (LKR)", descFirst: "largest", ascFirst: "smallest" },
  },
  defaultSortLabel: "Default (newest first)",
  sortWidth: "wide",
});

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveOfframpReportFilters(filters: OfframpReportFilters): boolean {
  return hasActiveFilters(offrampReportFilters, filters);
}
