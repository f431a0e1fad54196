import {
  createLoader,
  createSerializer,
  type inferParserType,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { providerName } from "@/lib/direct-debit-providers";
import type { ContractListQuery } from "@/lib/payments-api/direct-debit";
import { contractStatuses, currencies, directDebitProviders } from "@/lib/payments-api/values";
import { branchFilterField } from "./branch-field";
import { defineListFilters, hasActiveFilters } from "./definition";
import {
  DEFAULT_LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  pagingParsers,
  parseAsUuid,
  searchQueryText,
} from "./parsers";
import { statusFilterField } from "./status-field";

export const CONTRACT_PAGE_SIZES = LIST_PAGE_SIZES;
export const DEFAULT_CONTRACT_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE;

/**
 * The contracts list's state in the URL, named as GET /v1/direct-debit/list names its query:
 * `?status=SIGNED&currency=LKR&search=tea&page=2&limit=50`.
 */
export const contractFilterParsers = {
  status: parseAsStringLiteral(contractStatuses),
  branchId: parseAsUuid,
  currency: parseAsStringLiteral(currencies),
  paymentProvider: parseAsStringLiteral(directDebitProviders),
  search: parseAsString,
  ...pagingParsers,
};

export type ContractFilters = inferParserType<typeof contractFilterParsers>;

/** Server side: the filters of a page's `searchParams` (or a URL, a query string). */
export const loadContractFilters = createLoader(contractFilterParsers);

/** "?status=SIGNED": the query string of a filtered view, for links to it (defaults are left out). */
export const serializeContractFilters = createSerializer(contractFilterParsers);

/** GET /v1/direct-debit/list's query, in the types the query key and the BFF fetcher take. */
export type ContractListParams = {
  [K in "page" | "limit"]: number;
} & Partial<Pick<ContractListQuery, "status" | "branchId" | "currency" | "paymentProvider" | "search">>;

/**
 * The list query the filters ask for. A member limited to one branch always asks for that branch (the
 * account client would force it anyway), so the server's prefetch and the browser share one cache entry.
 */
export function toContractListQuery(
  filters: ContractFilters,
  scopedBranchId: string | null = null,
): ContractListParams {
  const search = searchQueryText(filters.search);
  const branchId = scopedBranchId ?? filters.branchId;
  return {
    page: filters.page,
    limit: filters.limit,
    ...(filters.status ? { status: filters.status } : {}),
    ...(branchId ? { branchId } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.paymentProvider ? { paymentProvider: filters.paymentProvider } : {}),
    ...(search ? { search } : {}),
  };
}

/**
 * Every filter of GET /v1/direct-debit/list, as the contracts list's filter bar shows it. The branches are the
 * account's, given by the page; a member of one branch gets no branch filter.
 */
export const contractFilters = defineListFilters({
  parsers: contractFilterParsers,
  fields: [
    { kind: "search", key: "search", placeholder: "Contract code or service name" },
    statusFilterField("contract", contractStatuses),
    {
      kind: "select",
      key: "currency",
      label: "Currency",
      allLabel: "Both currencies",
      options: currencies.map((currency) => ({ value: currency, label: currency })),
    },
    {
      kind: "select",
      key: "paymentProvider",
      label: "Provider",
      allLabel: "All providers",
      options: directDebitProviders.map((provider) => ({ value: provider, label: providerName(provider) })),
    },
    branchFilterField,
  ],
  pageSize: { key: "limit", sizes: CONTRACT_PAGE_SIZES },
});

/** Whether anything narrows the list (page and page size do not). */
export function hasActiveContractFilters(filters: ContractFilters): boolean {
  return hasActiveFilters(contractFilters, filters);
}
