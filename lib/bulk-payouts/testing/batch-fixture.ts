import type { BatchDetail, BatchRowView, BatchView } from "../batch";
import { type RowCounts, rowStates } from "../batch-values";

// Batches and rows as the console's routes answer them, for the pages' tests.

export function counts(some: Partial<RowCounts> = {}): RowCounts {
  return { ...(Object.fromEntries(rowStates.map((state) => [state, 0])) as RowCounts), ...some };
}

export function batchView(some: Partial<BatchView> = {}): BatchView {
  return {
    id: "7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d",
    fileName: "payouts-29-nov.csv",
    status: "running",
    createdAt: "2026-11-29T08:00:00.000Z",
    createdBy: { name: "Nimal Perera" },
    rowCount: 3,
    counts: counts({ waiting: 3 }),
    totalUsdt: "12.5",
    indicativeLkr: "3753.13",
    sentLkr: "0.00",
    heldReason: null,
    decidedBy: null,
    decidedAt: null,
    rejectReason: null,
    cancelledBy: null,
    cancelledAt: null,
    finishedAt: null,
    pausedReason: null,
    secondsLeft: 3,
    may: { decide: false, pause: true, resume: false, cancel: true },
    decideRefusal: null,
    ...some,
  };
}

export function batchRow(some: Partial<BatchRowView> = {}): BatchRowView {
  return {
    row: 2,
    reference: "INV-1",
    externalUserId: "user-1",
    bankCode: 7010,
    bankName: "Bank of Ceylon",
    accountNumber: "001234567890",
    accountName: "A. Perera",
    amountUsdt: "10",
    state: "waiting",
    recipient: null,
    offrampId: null,
    amountLkr: null,
    rateUsdtLkr: null,
    failureReason: null,
    updatedAt: "2026-11-29T08:00:00.000Z",
    ...some,
  };
}

export const batchDetail = (
  batch: Partial<BatchView> = {},
  rows: BatchRowView[] = [batchRow()],
): BatchDetail => ({
  batch: batchView(batch),
  rows,
});
