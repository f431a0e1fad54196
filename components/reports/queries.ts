import { keepPreviousData } from "@tanstack/react-query";
import { type ApiCaller, apiQueries } from "@/data/queries";
import { type LedgerFilters, ledgerReportQuery } from "@/lib/filters/ledger";

/** The float ledger report; the server page prefetches it with the account's client as `caller`. */
export function ledgerReportOptions(accountId: string, filters: LedgerFilters, caller?: ApiCaller) {
  return {
    ...apiQueries(accountId, caller).getLedgerReport({ query: ledgerReportQuery(filters) }),
    placeholderData: keepPreviousData,
  };
}
