import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type Decimal, decimal, sum, usdtToLkr } from "@/lib/money";
import type { DbOrTx } from "../../db/client";
import { payments } from "../../db/schema";
import { badRequest } from "../../http/errors";

/** The unsettled pool (docs/service-rules.md §7): PAID payments that no active withdrawal holds. */
export function unsettledPool(merchantId: string, branchId?: string | null): SQL {
  const conditions: SQL[] = [
    eq(payments.merchantId, merchantId),
    eq(payments.status, "PAID"),
    isNull(payments.withdrawalId),
  ];
  if (branchId) conditions.push(eq(payments.branchId, branchId));
  return and(...conditions) as SQL;
}

export interface PoolPayment {
  id: string;
  originalCurrency: string;
  grossUsdt: string;
  netUsdt: string;
  feesUsdt: string;
  lkrGross: string | null;
  lkrNet: string | null;
  lkrFees: string | null;
}

export const poolPaymentColumns = {
  id: payments.id,
  originalCurrency: payments.originalCurrency,
  grossUsdt: payments.grossUsdt,
  netUsdt: payments.netUsdt,
  feesUsdt: payments.feesUsdt,
  lkrGross: payments.lkrGross,
  lkrNet: payments.lkrNet,
  lkrFees: payments.lkrFees,
};

export interface SettlementLine {
  paymentId: string;
  grossUsdt: Decimal;
  netUsdt: Decimal;
  feesUsdt: Decimal;
  grossLkr: Decimal;
  netLkr: Decimal;
  feesLkr: Decimal;
}

function pricedInLkr(
  p: PoolPayment,
): p is PoolPayment & { lkrGross: string; lkrNet: string; lkrFees: string } {
  return p.originalCurrency === "LKR" && p.lkrGross !== null && p.lkrNet !== null && p.lkrFees !== null;
}

/**
 * LKR values of each payment: LKR-priced payments keep the amounts they were created with; USDT
 * payments convert at `rate` (the rate at request time), each figure rounded to 2 places on its own.
 * Fees are gross minus net, so gross = fees + net holds in LKR too.
 */
export function settlementLines(pool: PoolPayment[], rate: Decimal | null): SettlementLine[] {
  return pool.map((p) => {
    const usdt = {
      grossUsdt: decimal(p.grossUsdt),
      netUsdt: decimal(p.netUsdt),
      feesUsdt: decimal(p.feesUsdt),
    };
    if (pricedInLkr(p)) {
      return {
        paymentId: p.id,
        ...usdt,
        grossLkr: decimal(p.lkrGross),
        netLkr: decimal(p.lkrNet),
        feesLkr: decimal(p.lkrFees),
      };
    }
    if (rate === null) throw badRequest("exchange rate unavailable");
    const grossLkr = usdtToLkr(usdt.grossUsdt, rate);
    const netLkr = usdtToLkr(usdt.netUsdt, rate);
    return { paymentId: p.id, ...usdt, grossLkr, netLkr, feesLkr: grossLkr.minus(netLkr) };
  });
}

export function settlementTotals(lines: SettlementLine[]) {
  const total = (pick: (line: SettlementLine) => Decimal) => sum(lines.map(pick));
  return {
    count: lines.length,
    grossUsdt: total((l) => l.grossUsdt),
    netUsdt: total((l) => l.netUsdt),
    feesUsdt: total((l) => l.feesUsdt),
    grossLkr: total((l) => l.grossLkr),
    netLkr: total((l) => l.netLkr),
    feesLkr: total((l) => l.feesLkr),
  };
}

/**
 * What the merchant could claim now, summed in SQL: LKR-priced payments at their stored net, USDT
 * payments at the current rate, rounded per payment as a withdrawal would. Without a rate only the
 * LKR-priced payments have an LKR value.
 */
export async function poolToBeClaimed(db: DbOrTx, merchantId: string, rate: Decimal | null) {
  const lkrOfUsdtPayment =
    rate === null ? sql`0` : sql`round(${payments.netUsdt} * ${rate.toString()}::numeric, 2)`;
  const [row] = await db
    .select({
      lkr: sql<string>`coalesce(sum(case when ${payments.originalCurrency} = 'LKR' and ${payments.lkrNet} is not null
        then ${payments.lkrNet} else ${lkrOfUsdtPayment} end), 0)`,
      usdt: sql<string>`coalesce(sum(${payments.netUsdt}), 0)`,
    })
    .from(payments)
    .where(unsettledPool(merchantId));
  return { lkr: decimal(row?.lkr ?? "0"), usdt: decimal(row?.usdt ?? "0") };
}
