import type { LedgerReport } from "@/lib/payments-api/offramp";

/** The service's float ledger report with no entries in its window: only the float's balance to tell. */
export function ledgerPageWithoutEntries(currentBalanceLkr = 0): LedgerReport {
  return {
    pagination: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 1, hasNext: false, hasPrev: false },
    summary: {
      currentBalanceLkr,
      totalCreditsLkr: 0,
      totalDebitsLkr: 0,
      totalRefundsLkr: 0,
      netMovementLkr: 0,
      creditCount: 0,
      debitCount: 0,
      refundCount: 0,
      openingBalanceLkr: null,
      closingBalanceLkr: null,
    },
    ledger: [],
  };
}
