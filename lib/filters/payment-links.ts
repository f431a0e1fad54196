import { createLoader, createSerializer, type inferParserType, parseAsString } from "nuqs/server";
import { branchFilterField } from "./branch-field";
import { defineListFilters, hasActiveFilters } from "./definition";
import { LIST_PAGE_SIZES, pageSizeParsers, parseAsUuid, searchQueryText } from "./parsers";

export const PAYMENT_LINK_PAGE_SIZES = LIST_PAGE_SIZES;

/** The payment links list's state in the URL, named as the API names its query: `?search=…&branchId=…&page=2`. */
export const paymentLinkFilterParsers = {
  search: parseAsString,
  branchId: parseAsUuid,
  ...pageSizeParsers,
};

export type PaymentLinkFilters = inferParserType<typeof paymentLinkFilterParsers>;

/** Server side: the filters of a page's `searchParams` (or a URL, a query string). */
export const loadPaymentLinkFilterParams = createLoader(paymentLinkFilterParsers);

/** "?search=…": the query string of a filtered view, for links to it (defaults are left out). */
export const serializePaymentLinkFilters = createSerializer(paymentLinkFilterParsers);

/** GET /v1/payment-link/list's query, in the types the query key and the BFF fetcher take. */
export type PaymentLinkListParams = {
  page: number;
  pageSize: number;
  branchId?: string;
  search?: string;
};

/**
 * The list query the filters ask for. A member scoped to one branch always asks for that branch (the BFF
 * would force it anyway), so the server's prefetch and the browser share one cache entry.
 */
export function toPaymentLinkListQuery(
  filters: PaymentLinkFilters,
  scopedBranchId: string | null = null,
): PaymentLinkListParams {
  const search = searchQueryText(filters.search);
  const branchId = scopedBranchId ?? filters.branchId;
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(branchId ? { branchId } : {}),
    ...(search ? { search } : {}),
  };
}

/**
 * The payment links list's filter bar: search and branch. The branches are the account's, given by the page;
 * a member of one branch gets no branch filter.
 */
export const paymentLinkFilters = defineListFilters({
  parsers: paymentLinkFilterParsers,
  fields: [{ kind: "search", key: "search", placeholder: "Name or description" }, branchFilterField],
  pageSize: { key: "pageSize", sizes: PAYMENT_LINK_PAGE_SIZES },
});

/** Whether anything narrows the list (page and page size do not). */
export function hasActivePaymentLinkFilters(filters: PaymentLinkFilters): boolean {
  return hasActiveFilters(paymentLinkFilters, filters);
}
