import "server-only";
import { decimal, sum } from "@/lib/money";
import type { PaymentsApi } from "@/server/upstream/client";

/**
 * One branch's unsettled pool, worked out from the service's lists (it has no call that answers it): the
 * branch's PAID payments that no active (PENDING or APPROVED) settlement request holds
 * (docs/service-rules.md §7). A request can only hold payments paid before it was made, and only a
 * merchant-wide request or one for this branch holds this branch's payments, so only those are opened.
 */
export interface BranchPool {
  count: number;
  /** Net USDT of every payment in the pool: exact. */
  usdt: string;
  /** Net LKR of the payments priced in LKR: exact. */
  lkrOfLkrPriced: string;
  /**
   * Net USDT of the payments priced in USDT: the service values them in LKR at the rate when the request is
   * made, so their LKR is not known before.
   */
  usdtOfUsdtPriced: string;
}

/** Waits for the account's shared pace for one call of an operation; false when no slot came in time. */
export type PaceTurn = (operationId: string) => Promise<boolean>;

// Bounds: a pool that needs more calls than this is reported as unknown, never guessed.
const PAGE_SIZE = 100;
const MAX_PAYMENT_PAGES = 10;
const MAX_WITHDRAWAL_PAGES = 3;
const MAX_WITHDRAWAL_READS = 40;
const MAX_PAYMENT_READS = 60;

class TooLarge extends Error {}

async function paced<T>(turn: PaceTurn, operationId: string, call: () => Promise<T>): Promise<T> {
  if (!(await turn(operationId))) throw new TooLarge();
  return call();
}

/** The branch's pool, or null when it cannot be worked out within the bounds and the account's pace. */
export async function branchPool(
  api: PaymentsApi,
  branchId: string,
  turn: PaceTurn,
): Promise<BranchPool | null> {
  try {
    return await readBranchPool(api, branchId, turn);
  } catch (error) {
    if (error instanceof TooLarge) return null;
    throw error;
  }
}

async function readBranchPool(api: PaymentsApi, branchId: string, turn: PaceTurn): Promise<BranchPool> {
  const paid = new Map<string, number>();
  for (let page = 1; ; page++) {
    if (page > MAX_PAYMENT_PAGES) throw new TooLarge();
    const answer = await paced(turn, "listPayments", () =>
      api.listPayments({ query: { branchId, status: "PAID", page, pageSize: PAGE_SIZE } }),
    );
    for (const payment of answer.data) {
      // A paid payment without a time counts as paid long ago: any request may hold it.
      paid.set(payment.id, payment.paidAt ? Date.parse(payment.paidAt) : 0);
    }
    if (page >= answer.meta.totalPages || answer.data.length === 0) break;
  }

  if (paid.size > 0) {
    const holders = [];
    for (const status of ["PENDING", "APPROVED"] as const) {
      for (let page = 1; ; page++) {
        if (page > MAX_WITHDRAWAL_PAGES) throw new TooLarge();
        const answer = await paced(turn, "listWithdrawals", () =>
          api.listWithdrawals({
            query: { status, page, limit: PAGE_SIZE, sortBy: "created_at", sortOrder: "desc" },
          }),
        );
        holders.push(...answer.withdrawalRequests.filter((w) => !w.branchId || w.branchId === branchId));
        if (!answer.pagination.hasNext) break;
      }
    }
    let reads = 0;
    for (const request of holders) {
      const requestedAt = Date.parse(request.requestedAt);
      if (![...paid.values()].some((paidAt) => paidAt <= requestedAt)) continue;
      if (++reads > MAX_WITHDRAWAL_READS) throw new TooLarge();
      const detail = await paced(turn, "getWithdrawal", () =>
        api.getWithdrawal({ params: { id: request.id } }),
      );
      for (const payment of detail.payments) paid.delete(payment.id);
      if (paid.size === 0) break;
    }
  }

  if (paid.size > MAX_PAYMENT_READS) throw new TooLarge();
  const lkrPriced: string[] = [];
  const usdtPriced: string[] = [];
  const all: string[] = [];
  for (const id of paid.keys()) {
    const payment = await paced(turn, "getPayment", () => api.getPayment({ params: { id } }));
    const netUsdt = String(payment.feeBreakdown.netAmountUSDT);
    all.push(netUsdt);
    if (payment.lkrNetAmount !== undefined) lkrPriced.push(String(payment.lkrNetAmount));
    else usdtPriced.push(netUsdt);
  }
  return {
    count: paid.size,
    usdt: sum(all.map(decimal)).toFixed(),
    lkrOfLkrPriced: sum(lkrPriced.map(decimal)).toFixed(),
    usdtOfUsdtPriced: sum(usdtPriced.map(decimal)).toFixed(),
  };
}
