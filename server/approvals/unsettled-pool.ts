import "server-only";
import { decimal } from "@/lib/money";
import { operations } from "@/lib/payments-api/operations";
import type { ConsoleExecutor } from "@/server/db/client";
import { paceIntervalMs } from "@/server/reports/export-pace";
import { accountPacer } from "@/server/reports/pace-store";
import type { PaymentsApi } from "@/server/upstream/client";
import { type BranchPool, branchPool, type PaceTurn } from "./branch-pool";

/** The longest one call waits for the account's pace: a form or a request never waits long for it. */
const BRANCH_POOL_MAX_WAIT_MS = 3_000;

/** Turns on the account's shared pace for long reads (server/reports/export-pace.ts), one per operation. */
export function accountTurn(accountId: string, db?: ConsoleExecutor): PaceTurn {
  const pacers = new Map<string, ReturnType<typeof accountPacer>>();
  return (operationId) => {
    let pacer = pacers.get(operationId);
    if (!pacer) {
      // Until the service announces its limits, the contract's limit of the operation sets the pace.
      const limit =
        (operations as Record<string, { rateLimitPerMinute: number } | undefined>)[operationId]
          ?.rateLimitPerMinute ?? null;
      pacer = accountPacer(accountId, operationId, limit === null ? 1_000 : paceIntervalMs(limit, 0), db);
      pacers.set(operationId, pacer);
    }
    return pacer.tryTurn(BRANCH_POOL_MAX_WAIT_MS);
  };
}

/** One branch's unsettled pool on the account's pace, or null when it cannot be worked out now. */
export function accountBranchPool(
  api: PaymentsApi,
  accountId: string,
  branchId: string,
  db?: ConsoleExecutor,
): Promise<BranchPool | null> {
  return branchPool(api, branchId, accountTurn(accountId, db));
}

/**
 * What a settlement request would settle, in LKR, as the service counts it now: the service settles the whole
 * pool it counts when the request arrives, the merchant's or, for one branch, that branch's. A branch's pool is
 * used when its LKR is known exactly (every payment in it priced in LKR); otherwise (payments priced in USDT
 * are valued at the rate when the request is made, or the pool cannot be worked out now) the merchant's pool,
 * which holds the branch's, is the amount: a threshold then never lets more through than it should.
 */
export async function unsettledPool(
  api: PaymentsApi,
  branch?: { accountId: string; branchId?: string | null; db?: ConsoleExecutor },
): Promise<string> {
  if (branch?.branchId) {
    const pool = await accountBranchPool(api, branch.accountId, branch.branchId, branch.db);
    if (pool && decimal(pool.usdtOfUsdtPriced).isZero()) return decimal(pool.lkrOfLkrPriced).toFixed();
  }
  const pool = await api.listWithdrawals({ query: { page: 1, limit: 1 } });
  return decimal(pool.summary.lkrToBeClaimed).toFixed();
}
