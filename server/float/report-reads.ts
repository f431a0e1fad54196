import "server-only";
import type { OfframpRowWithId } from "@/lib/float-read";
import type { LedgerRowFacts } from "@/lib/float-series";
import type { LedgerSummary, OfframpReportSummary } from "@/lib/payments-api/offramp";
import type { PaymentsApi } from "@/server/upstream/client";
import type { ReadPage } from "./read-pages";

/** The reports' largest page. */
export const CHART_PAGE_SIZE = 100;

export interface DayRange {
  from: string;
  /** Without an end, the read runs to the newest row (the service's clock may be ahead of ours). */
  to?: string;
}

/** One page of the float ledger in time order, cut to what the charts use. */
export async function ledgerChartPage(
  api: PaymentsApi,
  range: DayRange,
  page: number,
  signal?: AbortSignal,
  pageSize = CHART_PAGE_SIZE,
): Promise<ReadPage<LedgerRowFacts, LedgerSummary>> {
  const report = await api.getLedgerReport({
    query: { startDate: range.from, endDate: range.to, sortOrder: "asc", page, limit: pageSize },
    signal,
  });
  return {
    items: report.ledger.map(({ id, type, amountLkr, balanceAfter, createdAt }) => ({
      id,
      type,
      amountLkr,
      balanceAfter,
      createdAt,
    })),
    totalPages: report.pagination.totalPages,
    totalItems: report.pagination.totalCount,
    summary: report.summary,
  };
}

/** One page of the offramp report in order of creation, cut to what the charts use. */
export async function offrampChartPage(
  api: PaymentsApi,
  range: DayRange,
  page: number,
  signal?: AbortSignal,
  pageSize = CHART_PAGE_SIZE,
): Promise<ReadPage<OfframpRowWithId, OfframpReportSummary>> {
  const report = await api.getOfframpReport({
    query: {
      startDate: range.from,
      endDate: range.to,
      sortBy: "created_at",
      sortOrder: "asc",
      page,
      limit: pageSize,
    },
    signal,
  });
  return {
    items: report.offramps.map((o) => ({
      paymentId: o.paymentId,
      status: o.status,
      amountUsdt: o.amountUsdt,
      amountLkr: o.amountLkr,
      rateUsdtLkr: o.rateUsdtLkr,
      failureReason: o.failureReason,
      createdAt: o.createdAt,
      completedAt: o.completedAt,
    })),
    totalPages: report.pagination.totalPages,
    totalItems: report.pagination.totalCount,
    summary: report.summary,
  };
}
