import { validationSummary } from "@/lib/payments-api";
import { isUniqueViolation } from "../../db/errors";
import { paymentLinks } from "../../db/schema";
import { badRequest, conflict } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { randomSlug } from "../../ids";
import { requireUsableBranch } from "../branches/lookup";
import { activePaymentLinkRow, linkStateOf } from "./link-row";
import { linkStateIssues } from "./link-state";
import { paymentLinkToWire } from "./wire";

const TRADE_NO_INDEX = "payment_links_trade_no_unique";
const SLUG_INDEX = "payment_links_slug_unique";
// A 12-character random slug colliding is near impossible; a couple of retries make it certain.
const SLUG_ATTEMPTS = 3;

// POST /v1/payment-link – 201 with the new ACTIVE link.
export const createPaymentLink: HandlerFor<"createPaymentLink"> = async ({
  services,
  merchant,
  apiKey,
  body,
}) => {
  const now = services.clock.now();
  const input = {
    merchantId: merchant.id,
    creatorKeyId: apiKey.keyId,
    createdAt: now,
    name: body.name,
    description: body.description,
    currency: body.currency,
    amount: body.amount,
    allowCustomAmount: body.allowCustomAmount,
    minAmount: body.minAmount,
    maxAmount: body.maxAmount,
    allowQuantityBuy: body.allowQuantityBuy,
    maxQuantity: body.maxQuantity,
    reusable: body.reusable,
    expirationDate: body.expirationDate ? new Date(body.expirationDate) : null,
    successUrl: body.successUrl,
    cancelUrl: body.cancelUrl,
    webhookUrl: body.webhookUrl,
    branchId: body.branchId,
    merchantTradeNo: body.merchantTradeNo,
  };
  const details = linkStateIssues(linkStateOf(input), now);
  if (details.length > 0) throw badRequest(validationSummary(details), details);
  await requireUsableBranch(services.db, merchant.id, body.branchId);

  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await services.db
        .insert(paymentLinks)
        .values(activePaymentLinkRow({ ...input, slug: randomSlug() }))
        .returning();
      if (!row) throw new Error("Payment link insert returned no row");
      return { status: 201, body: paymentLinkToWire(row, now) };
    } catch (error) {
      if (isUniqueViolation(error, TRADE_NO_INDEX)) {
        throw conflict("A payment link with this merchantTradeNo already exists");
      }
      if (!isUniqueViolation(error, SLUG_INDEX) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
};
