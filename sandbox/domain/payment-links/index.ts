import { eq } from "drizzle-orm";
import { paymentLinks } from "../../db/schema";
import type { HandlerFor, HandlerMap } from "../../http/types";
import type { Job } from "../../services";
import { createPaymentLink } from "./create-payment-link";
import { findOwnLink } from "./find-own-link";
import { listPaymentLinks } from "./list-payment-links";
import { updatePaymentLink } from "./update-payment-link";
import { syncPaymentLinkUsage } from "./usage-job";
import { paymentLinkToWire } from "./wire";

// GET /v1/payment-link/:id – the link, with EXPIRED derived from the sandbox clock.
const getPaymentLink: HandlerFor<"getPaymentLink"> = async ({ services, merchant, params }) => {
  const link = await findOwnLink(services.db, merchant.id, params.id);
  return { body: paymentLinkToWire(link, services.clock.now()) };
};

// DELETE /v1/payment-link/:id – soft delete to INACTIVE. Idempotent, so a retried DELETE gets the same 200.
const deletePaymentLink: HandlerFor<"deletePaymentLink"> = async ({ services, merchant, params }) => {
  const link = await findOwnLink(services.db, merchant.id, params.id);
  if (link.status !== "INACTIVE") {
    await services.db
      .update(paymentLinks)
      .set({ status: "INACTIVE", updatedAt: services.clock.now() })
      .where(eq(paymentLinks.id, link.id));
  }
  return { body: { message: "Payment link deactivated successfully" } };
};

export const paymentLinkHandlers = {
  createPaymentLink,
  listPaymentLinks,
  getPaymentLink,
  updatePaymentLink,
  deletePaymentLink,
} satisfies HandlerMap;

export const paymentLinkJobs: Job[] = [syncPaymentLinkUsage];

export { registerPaymentLinkPages } from "../../pages/payment-link";
