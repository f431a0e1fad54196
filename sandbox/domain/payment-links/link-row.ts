import type { Currency } from "@/lib/money";
import type { paymentLinks } from "../../db/schema";
import { type LinkState, roundAmount } from "./link-state";

// The one mapping from a link request to the row the sandbox stores: POST /v1/payment-link inserts it,
// and the demo seed builds its links with it.

export type PaymentLinkInsert = typeof paymentLinks.$inferInsert;

type Amount = number | string | null | undefined;

export interface PaymentLinkRowInput {
  merchantId: string;
  slug: string;
  /** Key id of the API key that created the link. */
  creatorKeyId: string;
  createdAt: Date;
  name: string;
  description?: string | null;
  currency: Currency;
  amount?: Amount;
  allowCustomAmount: boolean;
  minAmount?: Amount;
  maxAmount?: Amount;
  allowQuantityBuy: boolean;
  maxQuantity?: number | null;
  reusable: boolean;
  expirationDate?: Date | null;
  successUrl?: string | null;
  cancelUrl?: string | null;
  webhookUrl?: string | null;
  branchId?: string | null;
  merchantTradeNo?: string | null;
}

/** What the link rules look at: the amounts and their switches, and the expiry. */
export type LinkTerms = Pick<
  PaymentLinkRowInput,
  | "currency"
  | "amount"
  | "allowCustomAmount"
  | "minAmount"
  | "maxAmount"
  | "allowQuantityBuy"
  | "maxQuantity"
  | "expirationDate"
>;

/** The terms as the rules see them, amounts rounded to the link's currency. */
export function linkStateOf(input: LinkTerms): LinkState {
  return {
    currency: input.currency,
    amount: roundAmount(input.amount ?? null, input.currency),
    allowCustomAmount: input.allowCustomAmount,
    minAmount: roundAmount(input.minAmount ?? null, input.currency),
    maxAmount: roundAmount(input.maxAmount ?? null, input.currency),
    allowQuantityBuy: input.allowQuantityBuy,
    maxQuantity: input.maxQuantity ?? null,
    expirationDate: input.expirationDate ?? null,
  };
}

/** A new ACTIVE link, unused, created through an API key (docs/service-rules.md §6). */
export function activePaymentLinkRow(input: PaymentLinkRowInput): PaymentLinkInsert {
  const state = linkStateOf(input);
  return {
    merchantId: input.merchantId,
    slug: input.slug,
    merchantTradeNo: input.merchantTradeNo ?? null,
    name: input.name,
    description: input.description ?? null,
    amount: state.amount?.toFixed() ?? null,
    currency: input.currency,
    allowCustomAmount: state.allowCustomAmount,
    minAmount: state.minAmount?.toFixed() ?? null,
    maxAmount: state.maxAmount?.toFixed() ?? null,
    allowQuantityBuy: state.allowQuantityBuy,
    maxQuantity: state.maxQuantity,
    reusable: input.reusable,
    expirationDate: state.expirationDate,
    successUrl: input.successUrl ?? null,
    cancelUrl: input.cancelUrl ?? null,
    webhookUrl: input.webhookUrl ?? null,
    branchId: input.branchId ?? null,
    usedCount: 0,
    status: "ACTIVE",
    creatorType: "API_KEY",
    creatorId: input.creatorKeyId,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
  };
}
