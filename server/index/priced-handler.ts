import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { PricedAmounts } from "@/lib/figures";
import { BffError } from "@/server/bff/errors";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { paymentIndex } from "@/server/db/schema";

/** A list page holds at most 100 payments. */
export const MAX_PRICED_IDS = 100;

export interface PricedRouteDeps extends AccountRouteDeps {
  figuresDb?: () => ConsoleExecutor;
}

/** The `ids` of the query (`ids=a,b` or repeated), at most MAX_PRICED_IDS, or a 400 in words. */
function idsOf(url: string): string[] {
  const params = new URL(url).searchParams;
  const ids = [
    ...new Set(
      params
        .getAll("ids")
        .flatMap((part) => part.split(","))
        .map((id) => id.trim())
        .filter((id) => id !== ""),
    ),
  ];
  if (ids.length > MAX_PRICED_IDS || ids.some((id) => id.length > 100))
    throw new BffError("validation_failed", `Ask for at most ${MAX_PRICED_IDS} payments at a time.`);
  return ids;
}

/**
 * The LKR side of the payments priced in LKR among `ids`, as the payment index knows it (the list carries
 * USDT only), so lists can show the amount the merchant asked for first. A member of one branch learns only
 * that branch's payments.
 */
export async function pricedAmounts(
  db: ConsoleExecutor,
  accountId: string,
  ids: readonly string[],
  branchId: string | null,
): Promise<PricedAmounts> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: paymentIndex.paymentId, lkr: paymentIndex.lkrAmount, rate: paymentIndex.rateUsdtLkr })
    .from(paymentIndex)
    .where(
      and(
        eq(paymentIndex.accountId, accountId),
        inArray(paymentIndex.paymentId, [...ids]),
        isNotNull(paymentIndex.lkrAmount),
        branchId === null ? undefined : eq(paymentIndex.branchId, branchId),
      ),
    );
  const result: PricedAmounts = {};
  for (const row of rows) if (row.lkr !== null) result[row.id] = { lkr: row.lkr, rate: row.rate };
  return result;
}

/** GET /api/accounts/:accountId/figures/priced?ids=a,b – the LKR amounts of payments priced in LKR. */
export function pricedHandler(deps: PricedRouteDeps = {}) {
  const db = deps.figuresDb ?? getDb;
  return withAccount<{ accountId: string }>(
    async ({ request, requestId, access }) => {
      const ids = idsOf(request.url);
      const amounts = await pricedAmounts(db(), access.account.id, ids, access.branchId);
      return jsonResponse(200, amounts, baseHeaders(requestId));
    },
    { ...deps, permission: "payments:read" },
  );
}
