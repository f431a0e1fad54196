import { validationSummary } from "@/lib/payments-api";
import { isUniqueViolation } from "../../db/errors";
import { paymentLinks } from "../../db/schema";
import { badRequest, conflict } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { randomSlug } from "../../ids";
import { requireUsableBranch } from "../branches/lookup";
import { type LinkState, linkStateIssues, roundAmount } from "./link-state";
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
  const state: LinkState = {
    currency: body.currency,
    amount: roundAmount(body.amount ?? null, body.currency),
    allowCustomAmount: body.allowCustomAmount,
    minAmount: roundAmount(body.minAmount ?? null, body.currency),
    maxAmount: roundAmount(body.maxAmount ?? null, body.currency),
    allowQuantityBuy: body.allowQuantityBuy,
    maxQuantity: body.maxQuantity ?? null,
    expirationDate: body.expirationDate ? new Date(body.expirationDate) : null,
  };
  const details = linkStateIssues(state, now);
  if (details.length > 0) throw badRequest(validationSummary(details), details);
  await requireUsableBranch(services.db, merchant.id, body.branchId);

  const values = {
    merchantId: merchant.id,
    merchantTradeNo: body.merchantTradeNo ?? null,
    name: body.name,
    description: body.description ?? null,
    amount: state.amount?.toFixed() ?? null,
    currency: body.currency,
    allowCustomAmount: state.allowCustomAmount,
    minAmount: state.minAmount?.toFixed() ?? null,
    maxAmount: state.maxAmount?.toFixed() ?? null,
    allowQuantityBuy: state.allowQuantityBuy,
    maxQuantity: state.maxQuantity,
    reusable: body.reusable,
    expirationDate: state.expirationDate,
    successUrl: body.successUrl ?? null,
    cancelUrl: body.cancelUrl ?? null,
    webhookUrl: body.webhookUrl ?? null,
    branchId: body.branchId ?? null,
    usedCount: 0,
    status: "ACTIVE",
    creatorType: "API_KEY",
    creatorId: apiKey.keyId,
    createdAt: now,
    updatedAt: now,
  };

  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await services.db
        .insert(paymentLinks)
        .values({ ...values, slug: randomSlug() })
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
