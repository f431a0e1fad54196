import {
  createLoader,
  createSerializer,
  type inferParserType,
  parseAsArrayOf,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import type { QueryValue } from "@/lib/payments-api/query";
import { paymentStatuses } from "@/lib/payments-api/values";
import { branchFilterField } from "./branch-field";
import { defineListFilters, hasActiveFilters } from "./definition";
import {
  DEFAULT_LIST_PAGE_SIZE,
  dayWindowParsers,
  LIST_PAGE_SIZES,
  pageSizeParsers,
  parseAsUuid,
} from "./parsers";
import { statusFilterField } from "./status-field";

export const PAYMENT_PAGE_SIZES = LIST_PAGE_SIZES;
export const DEFAULT_PAYMENT_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE;
export const paymentDateRanges = ["last7", "last30", "last90", "custom"] as const;
export type PaymentDateRange = (typeof paymentDateRanges)[number];

/** The payments list's filters as URL parameters, named as the API names its query parameters. */
export const paymentFilterParsers = {
  status: parseAsStringLiteral(paymentStatuses),
  dateRange: parseAsStringLiteral(paymentDateRanges),
  ...dayWindowParsers,
  search: parseAsString,
  ids: parseAsArrayOf(parseAsString, ","),
  branchId: parseAsUuid,
  ...pageSizeParsers,
};

export type PaymentFilters = inferParserType<typeof paymentFilterParsers>;

/** Server side: reads the filters from a page's `searchParams`, a URL or a Request (the CSV export). */
export const loadPaymentFilters = createLoader(paymentFilterParsers);

/** "?status=PAID&page=2": the query string of a filtered view, for links and the CSV export. */
export const serializePaymentFilters = createSerializer(paymentFilterParsers);

/**
 * The upstream query of GET /v1/payment/list for these filters. Dates only travel with a custom range, ids
 * as one comma-separated value, blanks not at all; server prefetch, client and CSV export all build it here.
 */
export function paymentListQuery(filters: PaymentFilters): Record<string, QueryValue> {
  const custom = filters.dateRange === "custom";
  const ids = (filters.ids ?? []).map((id) => id.trim()).filter((id) => id !== "");
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    status: filters.status ?? undefined,
    dateRange:
      custom && !filters.startDate && !filters.endDate ? undefined : (filters.dateRange ?? undefined),
    startDate: custom ? (filters.startDate ?? undefined) : undefined,
    endDate: custom ? (filters.endDate ?? undefined) : undefined,
    search: filters.search?.trim() || undefined,
    ids: ids.length > 0 ? ids.join(",") : undefined,
    branchId: filters.branchId ?? undefined,
  };
}

/** The API's limit on the `ids` filter. */
export const MAX_PAYMENT_IDS = 50;

/**
 * Every filter of GET /v1/payment/list, as the payments list's filter bar shows it. The branches are the
 * account's, given by the page; a member of one branch sees that branch only and gets no branch filter.
 */
export const paymentFilters = defineListFilters({
  parsers: paymentFilterParsers,
  fields: [
    { kind: "search", key: "search", placeholder: "Id, trade no., customer…" },
    statusFilterField("payment", paymentStatuses),
    { kind: "period" },
    branchFilterField,
    {
      kind: "list",
      key: "ids",
      label: "Payment ids",
      placeholder: "id1, id2, …",
      description: "Separate ids with commas or spaces; applies when you pause typing.",
      max: MAX_PAYMENT_IDS,
      noun: "ids",
    },
  ],
  pageSize: { key: "pageSize", sizes: PAYMENT_PAGE_SIZES },
});

/** Whether anything narrows the list (page and page size do not). */
export function hasActivePaymentFilters(filters: PaymentFilters): boolean {
  return hasActiveFilters(paymentFilters, filters);
}
