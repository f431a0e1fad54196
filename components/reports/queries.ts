import { keepPreviousData } from "@tanstack/react-query";
import type { PageInfo } from "@/components/data-table/types";
import { type ApiCaller, apiQueries } from "@/data/queries";
import { type LedgerFilters, ledgerReportQuery } from "@/lib/filters/ledger";
import type { Pagination } from "@/lib/payments-api/common";

/** The float ledger report; the server page prefetches it with the account's client as `caller`. */
export function ledgerReportOptions(accountId: string, filters: LedgerFilters, caller?: ApiCaller) {
  return {
    ...apiQueries(accountId, caller).getLedgerReport({ query: ledgerReportQuery(filters) }),
    placeholderData: keepPreviousData,
  };
}

/** The reports' `pagination` block as the shared table's page meta. */
export function reportPageInfo(pagination: Pagination | undefined): PageInfo | undefined {
  if (!pagination) return undefined;
  return {
    page: pagination.currentPage,
    pageSize: pagination.limit,
    totalItems: pagination.totalCount,
    totalPages: pagination.totalPages,
  };
}
