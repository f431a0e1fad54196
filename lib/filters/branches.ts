import {
  createLoader,
  createSerializer,
  type inferParserType,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { defineListFilters, hasActiveFilters } from "./definition";
import {
  LIST_PAGE_SIZES,
  pageSizeParsers,
  parseAsPage,
  type SortOrder,
  searchQueryText,
  sortParsers,
} from "./parsers";

export const BRANCH_STATUSES = ["active", "inactive"] as const;
export type BranchStatusFilter = (typeof BRANCH_STATUSES)[number];

/** The columns the payments API sorts branches by (docs/service-rules.md §7). */
export const BRANCH_SORT_FIELDS = ["created_at", "name", "code"] as const;
export type BranchSortField = (typeof BRANCH_SORT_FIELDS)[number];

export const BRANCH_PAGE_SIZES = LIST_PAGE_SIZES;

/**
 * The branches list's state in the URL: `?search=…&status=active&sortBy=name&sortOrder=asc&page=2`.
 * No status means all branches, active and inactive.
 */
export const branchFilterParsers = {
  search: parseAsString,
  status: parseAsStringLiteral(BRANCH_STATUSES),
  ...sortParsers(BRANCH_SORT_FIELDS, "created_at"),
  ...pageSizeParsers,
};

export type BranchFilters = inferParserType<typeof branchFilterParsers>;

/** Server side: the filters of a page's `searchParams` (or a URL, a query string). */
export const loadBranchFilterParams = createLoader(branchFilterParsers);

/** "?status=inactive": the query string of a filtered view, for links to it (defaults are left out). */
export const serializeBranchFilters = createSerializer(branchFilterParsers);

/** GET /v1/branch/list's query, in the types the query key and the BFF fetcher take. */
export type BranchListParams = {
  page: number;
  limit: number;
  sortBy: BranchSortField;
  sortOrder: SortOrder;
  isActive?: "true" | "false";
  search?: string;
};

/** The list query the filters ask for, in the API's words (`limit`, `isActive: "true"`). */
export function toBranchListQuery(filters: BranchFilters): BranchListParams {
  const search = searchQueryText(filters.search);
  return {
    page: filters.page,
    limit: filters.pageSize,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    ...(filters.status ? { isActive: filters.status === "active" ? "true" : "false" } : {}),
    ...(search ? { search } : {}),
  };
}

/** The branches list's filter bar: search and status; the order lives in the table's headers. */
export const branchFilters = defineListFilters({
  parsers: branchFilterParsers,
  fields: [
    { kind: "search", key: "search", placeholder: "Name or code" },
    {
      kind: "select",
      key: "status",
      label: "Status",
      allLabel: "All branches",
      options: [
        { value: "active", label: "Active" },
        { value: "inactive", label: "Inactive" },
      ],
    },
  ],
  pageSize: { key: "pageSize", sizes: BRANCH_PAGE_SIZES },
  sortFields: BRANCH_SORT_FIELDS,
});

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveBranchFilters(filters: BranchFilters): boolean {
  return hasActiveFilters(branchFilters, filters);
}

/**
 * The branch detail page's two embedded lists page separately, each in the URL:
 * `?paymentsPage=2&linksPage=3`, so a reload or a shared link shows the same rows.
 */
export const branchDetailParsers = {
  paymentsPage: parseAsPage.withDefault(1),
  linksPage: parseAsPage.withDefault(1),
};

export type BranchDetailPages = inferParserType<typeof branchDetailParsers>;

export const loadBranchDetailParams = createLoader(branchDetailParsers);

/** Rows per page of the branch detail's embedded lists. */
export const BRANCH_DETAIL_PAGE_SIZE = 10;
