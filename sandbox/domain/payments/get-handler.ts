import { eq } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import { payments } from "../../db/schema";
import { forbidden, notFound } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import type { Services } from "../../services";
import { expireDuePayments } from "./expiry";
import { presentPayment } from "./present";
import { isOpenStatus, type PaymentRow } from "./types";

/** One payment by id, expired first if it lapsed unseen; null when unknown. */
export async function findPaymentFresh(services: Services, id: string): Promise<PaymentRow | null> {
  if (!isUuid(id)) return null;
  const read = async () => (await services.db.select().from(payments).where(eq(payments.id, id)))[0] ?? null;
  const row = await read();
  if (!row || !isOpenStatus(row.status) || row.expireTime > services.clock.now()) return row;
  await expireDuePayments(services, { paymentId: id });
  return read();
}

// GET /v1/payment/:id – the full Payment; 404 unknown, 403 another merchant's.
export const getPayment: HandlerFor<"getPayment"> = async ({ services, merchant, params }) => {
  const row = await findPaymentFresh(services, params.id);
  if (!row) throw notFound("Payment not found");
  if (row.merchantId !== merchant.id) throw forbidden();
  return { body: presentPayment(row, services) };
};
