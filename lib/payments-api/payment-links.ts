import { z } from "zod";
import {
  amountSchema,
  answered,
  currencySchema,
  pageParam,
  timestampInputSchema,
  timestampSchema,
  uuidSchema,
} from "./common";
import { paymentLinkStatuses } from "./values";

// Field names keep the spec's mixed casing exactly (`merchant_id`, `used_count`, `created_at`, …).

export const paymentLinkStatusSchema = z.enum(paymentLinkStatuses);
export type PaymentLinkStatus = z.infer<typeof paymentLinkStatusSchema>;

const positiveAmount = z.number().finite().gt(0);
const optionalUrl = z.url().optional();

/** The editable fields, without the cross-field rules (those live in `checkPaymentLinkRules`). */
export const paymentLinkFieldsSchema = z.object({
  name: z.string().trim().min(1),
  description: z.string().optional(),
  amount: positiveAmount.optional(),
  currency: currencySchema,
  allowCustomAmount: z.boolean().default(false),
  minAmount: positiveAmount.optional(),
  maxAmount: positiveAmount.optional(),
  allowQuantityBuy: z.boolean().default(false),
  maxQuantity: z.number().int().min(1).optional(),
  reusable: z.boolean().default(true),
  expirationDate: timestampInputSchema.optional(),
  successUrl: optionalUrl,
  cancelUrl: optionalUrl,
  webhookUrl: optionalUrl,
  merchantTradeNo: z.string().min(1).optional(),
  branchId: uuidSchema.optional(),
});

type LinkRuleInput = {
  amount?: number | null;
  allowCustomAmount?: boolean;
  minAmount?: number | null;
  maxAmount?: number | null;
  allowQuantityBuy?: boolean;
  maxQuantity?: number | null;
};

export type RuleIssue = { path: string; constraint: string; message: string };

/**
 * The spec's conditional rules (docs/service-rules.md §6). Pure, so the sandbox can apply it to the merged
 * state of a PATCH and forms can show the messages inline.
 */
export function checkPaymentLinkRules(link: LinkRuleInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const has = (value: number | null | undefined) => value !== undefined && value !== null;
  if (!link.allowCustomAmount && !has(link.amount)) {
    issues.push({
      path: "amount",
      constraint: "required",
      message: "amount is required when allowCustomAmount is false",
    });
  }
  if (link.allowCustomAmount) {
    if (!has(link.minAmount))
      issues.push({
        path: "minAmount",
        constraint: "required",
        message: "minAmount is required when allowCustomAmount is true",
      });
    if (!has(link.maxAmount))
      issues.push({
        path: "maxAmount",
        constraint: "required",
        message: "maxAmount is required when allowCustomAmount is true",
      });
    if (has(link.minAmount) && has(link.maxAmount) && Number(link.minAmount) > Number(link.maxAmount)) {
      issues.push({
        path: "maxAmount",
        constraint: "min",
        message: "maxAmount must be greater than or equal to minAmount",
      });
    }
  }
  if (link.allowQuantityBuy && !has(link.maxQuantity)) {
    issues.push({
      path: "maxQuantity",
      constraint: "required",
      message: "maxQuantity is required when allowQuantityBuy is true",
    });
  }
  return issues;
}

/** POST body: `allowCustomAmount` is required on creation (the specification's table says so). */
export const createPaymentLinkBodySchema = paymentLinkFieldsSchema
  .extend({ allowCustomAmount: z.boolean() })
  .superRefine((link, ctx) => {
    for (const issue of checkPaymentLinkRules(link)) {
      ctx.addIssue({
        code: "custom",
        path: [issue.path],
        message: issue.message,
        params: { constraint: issue.constraint },
      });
    }
  });
export type CreatePaymentLinkBody = z.input<typeof createPaymentLinkBodySchema>;

/** PATCH body (docs/service-rules.md §6): any of these fields; the rules are checked on the merged link. */
export const updatePaymentLinkBodySchema = paymentLinkFieldsSchema
  .pick({
    name: true,
    description: true,
    amount: true,
    currency: true,
    allowCustomAmount: true,
    minAmount: true,
    maxAmount: true,
    reusable: true,
    expirationDate: true,
    successUrl: true,
    cancelUrl: true,
    webhookUrl: true,
  })
  .partial()
  .extend({
    // In a PATCH, an omitted boolean means "unchanged", not the creation default.
    allowCustomAmount: z.boolean().optional(),
    reusable: z.boolean().optional(),
    description: z.string().nullish(),
    amount: positiveAmount.nullish(),
    minAmount: positiveAmount.nullish(),
    maxAmount: positiveAmount.nullish(),
    expirationDate: timestampInputSchema.nullish(),
    successUrl: z.url().nullish(),
    cancelUrl: z.url().nullish(),
    webhookUrl: z.url().nullish(),
  });
export type UpdatePaymentLinkBody = z.input<typeof updatePaymentLinkBodySchema>;

export const paymentLinkSchema = z.object({
  id: z.string(),
  merchant_id: z.string(),
  slug: z.string(),
  merchantTradeNo: z.string().nullish(),
  name: z.string(),
  description: z.string().nullish(),
  amount: amountSchema.nullish(),
  currency: z.string(),
  allowCustomAmount: z.boolean(),
  minAmount: amountSchema.nullish(),
  maxAmount: amountSchema.nullish(),
  allowQuantityBuy: z.boolean(),
  maxQuantity: z.number().int().nullish(),
  reusable: z.boolean(),
  expirationDate: timestampSchema.nullish(),
  successUrl: z.string().nullish(),
  cancelUrl: z.string().nullish(),
  webhookUrl: z.string().nullish(),
  branchId: z.string().nullish(),
  used_count: z.number().int(),
  status: answered(paymentLinkStatusSchema),
  creator_type: z.string(),
  creator_id: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const paymentLinkListQuerySchema = z.object({
  page: pageParam(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  branchId: uuidSchema.optional(),
  search: z.string().optional(),
});
export type PaymentLinkListQuery = z.input<typeof paymentLinkListQuerySchema>;

export const paymentLinkListResponseSchema = z.object({
  data: z.array(paymentLinkSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type PaymentLinkListResponse = z.infer<typeof paymentLinkListResponseSchema>;

export const deletePaymentLinkResponseSchema = z.object({ message: z.string() });
