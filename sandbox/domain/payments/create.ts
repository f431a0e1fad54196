import { randomUUID } from "node:crypto";
import { computeFeeBreakdown, type FeeBreakdown, feeBreakdownToWire, isLkrFeeBreakdown } from "@/lib/fees";
import type { Decimal } from "@/lib/money";
import type { DbOrTx } from "../../db/client";
import { payments } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { MerchantRow } from "../../http/types";
import { randomCode, randomDigits } from "../../ids";
import type { Services } from "../../services";
import { emitPaymentEvent } from "./events";
import type { PaymentRow } from "./types";

export type { PaymentRow } from "./types";

export interface GoodsInput {
  name: string;
  description: string;
  mccCode?: string;
}

export interface InsertPaymentInput {
  merchant: MerchantRow;
  /** In `currency`: USDT, or LKR converted at the current rate. */
  amount: Decimal;
  currency: "USDT" | "LKR";
  provider: string;
  goods: GoodsInput[];
  customerBilling: Record<string, unknown>;
  branchId?: string | null;
  merchantTradeNo?: string | null;
  webhookUrl?: string | null;
  expireTime: Date;
  paymentLinkId?: string | null;
  directDebitContractId?: string | null;
}

const DEFAULT_MCC = "5818";

/** Provider prefixes make sandbox ids recognisable in logs and the console. */
const PAY_ID_PREFIX: Record<string, string> = {
  EXCHANGEA: "EA",
  EXCHANGEB: "EB",
  EXCHANGEA_PAY: "EAP",
  EXCHANGEB_PAY: "EBP",
  EXCHANGEC_PAY: "ECP",
};

export function customerSearchText(billing: Record<string, unknown>): string {
  const text = (key: string) => (typeof billing[key] === "string" ? (billing[key] as string) : "");
  const name = [text("firstName"), text("lastName")].filter(Boolean).join(" ");
  // One field per line, so a search cannot match across the end of one field and the start of the next.
  return [name, text("email"), text("phone")].join("\n").toLowerCase();
}

/** The wire breakdown as stored; the rate is reported at the payment's top level, not inside it. */
export function storedFeeBreakdown(fees: FeeBreakdown): Record<string, number> {
  const wire: Record<string, number> = { ...feeBreakdownToWire(fees) };
  delete wire.exchangeRateSnapshot;
  return wire;
}

/** What a wallet scans: the provider, its payment id, the amount and the hosted checkout page. */
export function qrContentFor(
  provider: string,
  payId: string,
  amountUsdt: string,
  checkoutLink: string,
): string {
  const params = new URLSearchParams({
    provider,
    payId,
    amount: amountUsdt,
    currency: "USDT",
    checkout: checkoutLink,
  });
  return `sandboxpay://pay?${params.toString()}`;
}

export function checkoutLinkFor(services: Services, paymentId: string): string {
  return `${services.config.publicUrl}/checkout/${paymentId}`;
}

/**
 * Creates an INITIATED payment with its fee breakdown (decisions §4) and writes `payment.initiated`
 * to the outbox, in the caller's transaction. Used by POST /v1/payment, the payment-link page and
 * direct-debit execution; callers check branches and kick the dispatcher after commit.
 */
export async function insertPayment(
  tx: DbOrTx,
  services: Services,
  input: InsertPaymentInput,
): Promise<PaymentRow> {
  const { merchant } = input;
  const rate = services.rates.current();
  if (input.currency === "LKR" && rate === null) throw badRequest("exchange rate unavailable");

  const fees = computeFeeBreakdown({
    currency: input.currency,
    amount: input.amount,
    exchangeFeePercentage: merchant.exchangeFeePercentage,
    serviceFeePercentage: merchant.serviceFeePercentage,
    rateUsdtLkr: rate,
  });
  if (fees.grossAmountUSDT.lte(0) || (isLkrFeeBreakdown(fees) && fees.grossAmountLKR.lte(0))) {
    throw badRequest("amount must be greater than 0", [
      { field: "amount", constraint: "min", message: "amount must be greater than 0" },
    ]);
  }

  const now = services.clock.now();
  const id = randomUUID();
  const payId = `${PAY_ID_PREFIX[input.provider] ?? "SB"}${randomDigits(20)}`;
  const paymentNo = `PAY${randomCode(20)}`;
  const lkr = isLkrFeeBreakdown(fees) ? fees : null;

  const [row] = await tx
    .insert(payments)
    .values({
      id,
      merchantId: merchant.id,
      branchId: input.branchId ?? null,
      payId,
      paymentNo,
      merchantTradeNo: input.merchantTradeNo ?? null,
      provider: input.provider,
      originalCurrency: input.currency,
      status: "INITIATED",
      grossUsdt: fees.grossAmountUSDT.toFixed(6),
      netUsdt: fees.netAmountUSDT.toFixed(6),
      feesUsdt: fees.totalFeesUSDT.toFixed(6),
      lkrGross: lkr ? lkr.grossAmountLKR.toFixed(2) : null,
      lkrNet: lkr ? lkr.netAmountLKR.toFixed(2) : null,
      lkrFees: lkr ? lkr.totalFeesLKR.toFixed(2) : null,
      exchangeRate: lkr ? lkr.exchangeRateSnapshot.toFixed(6) : null,
      feeBreakdown: storedFeeBreakdown(fees),
      goods: input.goods.map((item) => ({
        name: item.name,
        description: item.description,
        mccCode: item.mccCode ?? DEFAULT_MCC,
      })),
      customerBilling: input.customerBilling,
      customerSearch: customerSearchText(input.customerBilling),
      qrContent: qrContentFor(
        input.provider,
        payId,
        fees.grossAmountUSDT.toFixed(6),
        checkoutLinkFor(services, id),
      ),
      webhookUrl: input.webhookUrl ?? null,
      paymentLinkId: input.paymentLinkId ?? null,
      directDebitContractId: input.directDebitContractId ?? null,
      expireTime: input.expireTime,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("payment insert returned no row");

  await emitPaymentEvent(tx, services, row, "INITIATED", now);
  return row;
}
