import { toApiNumber } from "@/lib/money";
import type { FeeBreakdown, Payment, PaymentListItem, PaymentStatus } from "@/lib/payments-api";
import type { Services } from "../../services";
import { checkoutLinkFor } from "./create";
import type { PaymentRow } from "./types";

/** The full Payment object (docs/service-rules.md §5); `amount` is the USDT gross, LKR payments add their LKR fields. */
export function presentPayment(row: PaymentRow, services: Services): Payment {
  const feeBreakdown = row.feeBreakdown as FeeBreakdown;
  const payment: Payment = {
    id: row.id,
    merchantId: row.merchantId,
    payId: row.payId,
    paymentNo: row.paymentNo,
    merchantTradeNo: row.merchantTradeNo,
    amount: toApiNumber(row.grossUsdt, "USDT"),
    currency: "USDT",
    status: row.status as PaymentStatus,
    // A direct-debit charge has no checkout: the service answers both as null.
    qrContent: row.directDebitContractId ? null : row.qrContent,
    checkoutLink: row.directDebitContractId ? null : checkoutLinkFor(services, row.id),
    goods: row.goods as Payment["goods"],
    customerBilling: row.customerBilling as Payment["customerBilling"],
    paymentProvider: row.provider,
    branchId: row.branchId,
    expireTime: row.expireTime.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    feeBreakdown,
  };
  if (
    row.originalCurrency === "LKR" &&
    row.lkrGross !== null &&
    row.lkrNet !== null &&
    row.exchangeRate !== null
  ) {
    payment.usdtAmount = toApiNumber(row.grossUsdt, "USDT");
    payment.exchangeRateSnapshot = toApiNumber(row.exchangeRate);
    payment.lkrGrossAmount = toApiNumber(row.lkrGross, "LKR");
    payment.lkrExchangeFeeAmount = feeBreakdown.exchangeFeeAmountLKR ?? 0;
    payment.lkrServiceFeeAmount = feeBreakdown.serviceFeeAmountLKR ?? 0;
    payment.lkrNetAmount = toApiNumber(row.lkrNet, "LKR");
  }
  if (row.directDebitContractId) payment.directDebitContractId = row.directDebitContractId;
  return payment;
}

export function presentPaymentListItem(row: PaymentRow): PaymentListItem {
  return {
    id: row.id,
    amount: toApiNumber(row.grossUsdt, "USDT"),
    currency: "USDT",
    status: row.status as PaymentStatus,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}
