import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { offrampDetailOptions, offrampReportOptions } from "@/components/offramp/queries";
import { ledgerReportOptions } from "@/components/reports/queries";
import { type LedgerFilters, ledgerReportQuery } from "@/lib/hooks/use-ledger-filter-params";
import { type OfframpReportFilters, offrampReportQuery } from "@/lib/hooks/use-offramp-report-filter-params";
import type { LedgerReport, Offramp, OfframpReport } from "@/lib/payments-api/offramp";
import { fetchForPage } from "../../_lib/fetch-for-page";
import type { AggregatorPage } from "./aggregator-upstream";

// Each prefetch reuses the client's query key and swaps only the fetcher: same options, other transport.

export function prefetchOfframpReport(
  client: QueryClient,
  page: AggregatorPage,
  filters: OfframpReportFilters,
) {
  const { queryKey } = offrampReportOptions(page.account.id, filters);
  return client.prefetchQuery({
    queryKey,
    queryFn: () => page.get<OfframpReport>("/v1/aggregator/report/offramp", offrampReportQuery(filters)),
  });
}

export function prefetchLedgerReport(client: QueryClient, page: AggregatorPage, filters: LedgerFilters) {
  const { queryKey } = ledgerReportOptions(page.account.id, filters);
  return client.prefetchQuery({
    queryKey,
    queryFn: () => page.get<LedgerReport>("/v1/aggregator/report/ledger", ledgerReportQuery(filters)),
  });
}

/**
 * The payout, null when it does not exist or is another merchant's (403 from the service; "not found" from
 * here, as through the BFF), or "unavailable" for the client to ask again and explain.
 */
export function fetchOfframpForPage(
  client: QueryClient,
  page: AggregatorPage,
  paymentId: string,
): Promise<Offramp | null | "unavailable"> {
  const { queryKey } = offrampDetailOptions(page.account.id, paymentId);
  return fetchForPage(client, queryKey, () =>
    page.get<Offramp>(`/v1/aggregator/offramp/${encodeURIComponent(paymentId)}`),
  );
}
