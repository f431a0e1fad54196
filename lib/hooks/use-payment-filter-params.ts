import { type Options, useQueryStates } from "nuqs";
import {
  createLoader,
  createParser,
  createSerializer,
  type inferParserType,
  parseAsArrayOf,
  parseAsNumberLiteral,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { useCallback } from "react";
import { isDateOnly } from "@/lib/dates";
import { paymentStatusSchema } from "@/lib/payments-api/payments";
import type { QueryValue } from "@/lib/payments-api/query";

export const PAYMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAYMENT_PAGE_SIZE = 20;
export const paymentDateRanges = ["last7", "last30", "last90", "custom"] as const;
export type PaymentDateRange = (typeof paymentDateRanges)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar day, YYYY-MM-DD; anything else in the URL is ignored rather than sent upstream to fail. */
const parseAsDay = createParser({
  parse: (value) => (isDateOnly(value) ? value : null),
  serialize: (value: string) => value,
});

const parseAsUuid = createParser({
  parse: (value) => (UUID.test(value) ? value.toLowerCase() : null),
  serialize: (value: string) => value,
});

const parseAsPage = createParser({
  parse: (value) => {
    const page = Number(value);
    return Number.isSafeInteger(page) && page >= 1 ? page : null;
  },
  serialize: (value: number) => String(value),
});

/** The payments list's filters as URL parameters, named as the API names its query parameters. */
export const paymentFilterParsers = {
  status: parseAsStringLiteral(paymentStatusSchema.options),
  dateRange: parseAsStringLiteral(paymentDateRanges),
  startDate: parseAsDay,
  endDate: parseAsDay,
  search: parseAsString,
  ids: parseAsArrayOf(parseAsString, ","),
  branchId: parseAsUuid,
  page: parseAsPage.withDefault(1),
  pageSize: parseAsNumberLiteral(PAYMENT_PAGE_SIZES).withDefault(DEFAULT_PAYMENT_PAGE_SIZE),
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

/** Whether anything narrows the list (page and page size do not). */
export function hasActivePaymentFilters(filters: PaymentFilters): boolean {
  return Boolean(
    filters.status ||
      filters.dateRange ||
      filters.search?.trim() ||
      (filters.ids && filters.ids.length > 0) ||
      filters.branchId,
  );
}

type FilterChange = Partial<{ [K in keyof PaymentFilters]: PaymentFilters[K] | null }>;

/**
 * The filters in the URL and a setter. Changing a filter goes back to page 1; URL updates are shallow (the
 * client query refetches, the server page does not re-render) and replace the history entry while typing.
 */
export function usePaymentFilterParams() {
  const [filters, setAll] = useQueryStates(paymentFilterParsers, { history: "replace" });
  const setFilters = useCallback(
    (change: FilterChange, options?: Options) => {
      const resetsPage = !("page" in change);
      return setAll(resetsPage ? { ...change, page: null } : change, options);
    },
    [setAll],
  );
  const clearFilters = useCallback(
    () =>
      setAll({
        status: null,
        dateRange: null,
        startDate: null,
        endDate: null,
        search: null,
        ids: null,
        branchId: null,
        page: null,
      }),
    [setAll],
  );
  return { filters, setFilters, clearFilters };
}
