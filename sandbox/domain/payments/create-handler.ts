import { decimal } from "@/lib/money";
import { fieldError } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { requireUsableBranch } from "../branches/lookup";
import { insertPayment } from "./create";
import { presentPayment } from "./present";

const DEFAULT_EXPIRY_MS = 60 * 60 * 1000;
const MAX_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** docs/service-rules.md §5: `orderExpireTime` (Unix seconds) lies in the future and at most 24 h ahead; default +60 min. */
export function resolveExpireTime(orderExpireTime: string | number | undefined, now: Date): Date {
  if (orderExpireTime === undefined) return new Date(now.getTime() + DEFAULT_EXPIRY_MS);
  const expireAt = new Date(Number(orderExpireTime) * 1000);
  if (expireAt.getTime() <= now.getTime()) {
    throw fieldError("orderExpireTime", "minDate", "orderExpireTime must be in the future");
  }
  // Written so that a time beyond what a Date can hold (NaN) fails too.
  if (!(expireAt.getTime() - now.getTime() <= MAX_EXPIRY_MS)) {
    throw fieldError("orderExpireTime", "maxDate", "orderExpireTime must be at most 24 hours ahead");
  }
  return expireAt;
}

// POST /v1/payment – creates an INITIATED payment and returns it with 201.
export const createPayment: HandlerFor<"createPayment"> = async ({ services, merchant, body }) => {
  const expireTime = resolveExpireTime(body.orderExpireTime, services.clock.now());
  const row = await services.db.transaction(async (tx) => {
    await requireUsableBranch(tx, merchant.id, body.branchId);
    return insertPayment(tx, services, {
      merchant,
      amount: decimal(body.amount),
      currency: body.currency,
      provider: body.provider,
      goods: body.goods,
      customerBilling: body.customerBilling,
      branchId: body.branchId ?? null,
      merchantTradeNo: body.merchantTradeNo ?? null,
      webhookUrl: body.webhookUrl ?? null,
      expireTime,
    });
  });
  services.kickDispatcher();
  return { status: 201, body: presentPayment(row, services) };
};
