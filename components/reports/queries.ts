import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { PageInfo } from "@/components/data-table/types";
import { bffFetch } from "@/lib/bff";
import { type LedgerFilters, ledgerReportQuery } from "@/lib/hooks/use-ledger-filter-params";
import type { Pagination } from "@/lib/payments-api/common";
import type { LedgerReport } from "@/lib/payments-api/offramp";
import { queryKeys } from "@/lib/query-keys";

/** The float ledger report; the server page prefetches under the same key. */
export function ledgerReportOptions(accountId: string, filters: LedgerFilters) {
  const query = ledgerReportQuery(filters);
  return queryOptions({
    queryKey: queryKeys.list(accountId, "reports", { report: "ledger", ...query }),
    queryFn: ({ signal }) =>
      bffFetch<LedgerReport>(accountId, "GET", "/v1/aggregator/report/ledger", { query, signal }),
    placeholderData: keepPreviousData,
  });
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
