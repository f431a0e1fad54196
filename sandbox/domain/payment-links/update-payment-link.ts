import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { type updatePaymentLinkBodySchema, validationSummary } from "@/lib/payments-api";
import { paymentLinks } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { findOwnLink } from "./find-own-link";
import { type LinkState, linkStateIssues, roundAmount } from "./link-state";
import { effectiveStatus, linkCurrency, type PaymentLinkRow, paymentLinkToWire } from "./wire";

type UpdateBody = z.output<typeof updatePaymentLinkBodySchema>;

/** `undefined` keeps the stored value; `null` clears it. */
function pick<T>(patch: T | undefined, stored: T): T {
  return patch === undefined ? stored : patch;
}

function mergedState(row: PaymentLinkRow, body: UpdateBody): LinkState {
  const currency = pick(body.currency, linkCurrency(row));
  const amount = (patch: number | null | undefined, stored: string | null) =>
    roundAmount(pick<number | string | null>(patch, stored), currency);
  const expiration = body.expirationDate === undefined ? row.expirationDate : body.expirationDate;
  return {
    currency,
    amount: amount(body.amount, row.amount),
    allowCustomAmount: pick(body.allowCustomAmount, row.allowCustomAmount),
    minAmount: amount(body.minAmount, row.minAmount),
    maxAmount: amount(body.maxAmount, row.maxAmount),
    allowQuantityBuy: row.allowQuantityBuy,
    maxQuantity: row.maxQuantity,
    expirationDate: typeof expiration === "string" ? new Date(expiration) : expiration,
  };
}

// PATCH /v1/payment-link/:id – 200 with the link; only ACTIVE links, rules checked on the merged link.
export const updatePaymentLink: HandlerFor<"updatePaymentLink"> = async ({
  services,
  merchant,
  params,
  body,
}) => {
  const now = services.clock.now();
  const row = await findOwnLink(services.db, merchant.id, params.id);
  if (effectiveStatus(row, now) !== "ACTIVE") throw badRequest("Only active payment links can be updated");

  const state = mergedState(row, body);
  const details = linkStateIssues(state, now);
  if (details.length > 0) throw badRequest(validationSummary(details), details);

  const [updated] = await services.db
    .update(paymentLinks)
    .set({
      name: pick(body.name, row.name),
      description: pick(body.description, row.description),
      currency: state.currency,
      amount: state.amount?.toFixed() ?? null,
      allowCustomAmount: state.allowCustomAmount,
      minAmount: state.minAmount?.toFixed() ?? null,
      maxAmount: state.maxAmount?.toFixed() ?? null,
      reusable: pick(body.reusable, row.reusable),
      expirationDate: state.expirationDate,
      successUrl: pick(body.successUrl, row.successUrl),
      cancelUrl: pick(body.cancelUrl, row.cancelUrl),
      webhookUrl: pick(body.webhookUrl, row.webhookUrl),
      updatedAt: now,
    })
    // A link deactivated (deleted, or used up) since it was read stays as it is.
    .where(and(eq(paymentLinks.id, row.id), eq(paymentLinks.status, "ACTIVE")))
    .returning();
  if (!updated) throw badRequest("Only active payment links can be updated");
  return { body: paymentLinkToWire(updated, now) };
};
