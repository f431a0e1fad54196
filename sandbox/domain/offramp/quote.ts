import { Decimal, decimal, usdtToLkr } from "@/lib/money";
import { fxLocks } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { exact, iso, lkr } from "./wire";

/** Spec §Limits: an FX rate lock holds for 60 seconds of the sandbox clock. */
export const FX_LOCK_SECONDS = 60;

/** Quote amounts keep up to 8 decimals (the smallest quote is 0.00000001 USDT). */
export const QUOTE_USDT_DECIMALS = 8;

/**
 * The router hands `amount_usdt` over as a JS number; its shortest decimal text is the value the caller
 * wrote (for up to 15 significant digits), so it is read from that text, never multiplied as a float.
 */
export function quoteAmountUsdt(amount: number): Decimal {
  return decimal(String(amount)).toDecimalPlaces(QUOTE_USDT_DECIMALS, Decimal.ROUND_HALF_UP);
}

// GET /v1/aggregator/quote – locks the current rate for one offramp, for 60 seconds.
export const getAggregatorQuote: HandlerFor<"getAggregatorQuote"> = async ({ services, merchant, query }) => {
  const current = services.rates.current();
  if (current === null) throw badRequest("exchange rate unavailable");
  // The lock stores the rate at 6 dp; the LKR amount is computed from exactly the stored rate.
  const rate = current.toDecimalPlaces(6, Decimal.ROUND_HALF_UP);

  const amountUsdt = quoteAmountUsdt(query.amount_usdt);
  const amountLkr = usdtToLkr(amountUsdt, rate);
  const now = services.clock.now();
  const [lock] = await services.db
    .insert(fxLocks)
    .values({
      merchantId: merchant.id,
      rateUsdtLkr: rate.toFixed(),
      amountUsdt: amountUsdt.toFixed(),
      amountLkr: amountLkr.toFixed(2),
      expiresAt: new Date(now.getTime() + FX_LOCK_SECONDS * 1000),
      createdAt: now,
    })
    .returning();
  if (!lock) throw new Error("insert returned no fx lock");

  return {
    body: {
      fxLockId: lock.id,
      rateUsdtLkr: exact(lock.rateUsdtLkr),
      amountUsdt: exact(lock.amountUsdt),
      amountLkr: lkr(lock.amountLkr),
      expiresAt: iso(lock.expiresAt),
    },
  };
};
