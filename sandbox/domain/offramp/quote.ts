import { Decimal, decimal } from "@/lib/money";
import { fxLocks } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { requireAmountWithinLimit } from "../amount-limits";
import { fxLockRow, QUOTE_USDT_DECIMALS } from "./offramp-rows";
import { exact, iso, lkr } from "./wire";

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
  const values = fxLockRow({
    merchantId: merchant.id,
    rate: current,
    amountUsdt: quoteAmountUsdt(query.amount_usdt),
    createdAt: services.clock.now(),
  });
  requireAmountWithinLimit("amount_usdt", values.amountLkr, "LKR after conversion");
  const [lock] = await services.db.insert(fxLocks).values(values).returning();
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
