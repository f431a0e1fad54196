import { z } from "zod";
import { webAddressFields } from "@/components/forms/web-address";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import {
  checkPaymentLinkRules,
  createPaymentLinkBodySchema,
  type PaymentLink,
  updatePaymentLinkBodySchema,
} from "@/lib/payments-api/payment-links";
import { linkMoneyProblems, linkWordsOf, toCreateBody, toFullPatch } from "./link-form-values";

// The link forms' checks: the contract's schemas (and zod with them). The forms load this module when they
// are first focused or checked (components/forms/lazy-checks.ts), not with their page.

const formValuesSchema = z.object({
  name: z.string(),
  description: z.string(),
  currency: z.enum(["USDT", "LKR"]),
  allowCustomAmount: z.boolean(),
  amount: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  allowQuantityBuy: z.boolean(),
  maxQuantity: z.string(),
  reusable: z.boolean(),
  expirationDate: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  webhookUrl: z.string(),
  merchantTradeNo: z.string(),
  branchId: z.string(),
});

/** The console sends customers and webhooks only to web pages, though the service would store any scheme. */
const linkWebAddresses = webAddressFields(["successUrl", "cancelUrl", "webhookUrl"]);

/**
 * The create form's schema: the form's text turned into the body, then the contract's own schema and the
 * console's web-address rule for the URLs.
 */
export const createLinkFormSchema = formValuesSchema
  .transform(toCreateBody)
  .pipe(z.intersection(createPaymentLinkBodySchema, linkWebAddresses));

/**
 * The edit form's schema: the contract's PATCH schema on the full set of editable fields, plus the
 * conditional rules on the link as it would be after the change (quantity buying is not editable, so it
 * comes from the stored link), which is how the service checks a PATCH (docs/service-rules.md §6); and the web-address
 * rule for the URLs.
 */
export function editLinkFormSchema(link: Pick<PaymentLink, "allowQuantityBuy" | "maxQuantity">) {
  const merged = updatePaymentLinkBodySchema.superRefine((patch, ctx) => {
    const issues = checkPaymentLinkRules({
      ...patch,
      allowQuantityBuy: link.allowQuantityBuy,
      maxQuantity: link.maxQuantity,
    });
    for (const issue of issues) {
      ctx.addIssue({
        code: "custom",
        path: [issue.path],
        message: issue.message,
        params: { constraint: issue.constraint },
      });
    }
  });
  return formValuesSchema.transform(toFullPatch).pipe(z.intersection(merged, linkWebAddresses));
}

/** The create form's resolver: the schema, with the amounts as typed checked first, in the form's words. */
export const createLinkResolver = wordedZodResolver(createLinkFormSchema, {
  check: linkMoneyProblems,
  words: linkWordsOf,
});

/** The edit form's resolver for `link`. */
export function editLinkResolver(link: Pick<PaymentLink, "allowQuantityBuy" | "maxQuantity">) {
  return wordedZodResolver(editLinkFormSchema(link), { check: linkMoneyProblems, words: linkWordsOf });
}
