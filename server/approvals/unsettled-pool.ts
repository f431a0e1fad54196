import "server-only";
import { decimal } from "@/lib/money";
import type { PaymentsApi } from "@/server/upstream/client";

/**
 * The merchant's unsettled pool in LKR as the service counts it now: the service settles the whole pool it
 * counts when a settlement request arrives (or a branch's share of it), so it is what may leave.
 */
export async function unsettledPool(api: PaymentsApi): Promise<string> {
  const pool = await api.listWithdrawals({ query: { page: 1, limit: 1 } });
  return decimal(pool.summary.lkrToBeClaimed).toFixed();
}
