import { eq } from "drizzle-orm";
import { decimal, lkrToUsdt, roundLkr, roundUsdt, toApiNumber } from "@/lib/money";
import type { DirectDebitPayment, FeeBreakdown, PaymentStatus } from "@/lib/payments-api";
import { ddContracts } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { type GoodsInput, insertPayment, type PaymentRow } from "../payments/create";
import { scheduleAutoPay } from "./auto-pay";
import { requireOwnContract } from "./lookup";

const PAYMENT_TTL_MS = 60 * 60 * 1000;

export function directDebitPaymentToWire(row: PaymentRow, contractId: string): DirectDebitPayment {
  return {
    id: row.id,
    merchantId: row.merchantId,
    payId: row.payId,
    paymentNo: row.paymentNo,
    amount: toApiNumber(row.grossUsdt, "USDT"),
    currency: "USDT",
    status: row.status as PaymentStatus,
    paymentProvider: row.provider,
    directDebitContractId: contractId,
    // A charge has no checkout; the service answers both as null (docs/service-rules.md §7).
    qrContent: null,
    checkoutLink: null,
    createdAt: row.createdAt.toISOString(),
    feeBreakdown: row.feeBreakdown as FeeBreakdown,
  };
}

// POST /v1/direct-debit/:id/payment – charges a signed contract
export const executeDirectDebitPayment: HandlerFor<"executeDirectDebitPayment"> = async ({
  services,
  merchant,
  params,
  body,
}) => {
  await requireOwnContract(services.db, merchant.id, params.id);

  const goods: GoodsInput[] = body.goods?.length
    ? body.goods.map((item) => ({ name: item.goodsName, description: item.goodsDetail ?? "" }))
    : [{ name: body.productName, description: body.productDetail ?? "" }];

  const payment = await services.db.transaction(async (tx) => {
    // Locked so a terminate racing this charge either happens before it or waits for it.
    const [contract] = await tx.select().from(ddContracts).where(eq(ddContracts.id, params.id)).for("update");
    if (contract?.status !== "SIGNED") throw badRequest("Contract is not signed");
    const now = services.clock.now();
    if (contract.contractEndTime <= now) throw badRequest("Contract has expired");

    let amountUsdt = roundUsdt(body.amount);
    if (body.currency === "LKR") {
      const rate = services.rates.current();
      if (rate === null) throw badRequest("exchange rate unavailable");
      amountUsdt = lkrToUsdt(roundLkr(body.amount), rate);
    }
    if (amountUsdt.gt(contract.singleUpperLimit)) {
      const message = "Amount exceeds the contract limit";
      throw badRequest(message, [{ field: "amount", constraint: "max", message }]);
    }

    return insertPayment(tx, services, {
      merchant,
      amount: decimal(body.amount),
      currency: body.currency,
      provider: contract.paymentProvider,
      goods,
      customerBilling: body.customerBilling ?? {},
      branchId: contract.branchId,
      webhookUrl: body.webhookUrl ?? contract.webhookUrl,
      expireTime: new Date(now.getTime() + PAYMENT_TTL_MS),
      directDebitContractId: contract.id,
    });
  });
  services.kickDispatcher();
  scheduleAutoPay(services, payment.id);
  return { status: 201, body: directDebitPaymentToWire(payment, params.id) };
};
