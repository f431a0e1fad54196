import { z } from "zod";
import {
  amountSchema,
  answered,
  currencySchema,
  dateOnlySchema,
  pageMetaSchema,
  pageParam,
  timestampSchema,
  uuidSchema,
} from "./common";
import { paymentProviders, paymentStatuses } from "./values";

export const paymentProviderSchema = z.enum(paymentProviders);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** Stored payment statuses; `USER_REVIEW` is non-final and only for `EXCHANGEB` (docs/service-rules.md §5). */
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
/** A payment's status as answered: a known one, or one a newer service added. */
export const answeredPaymentStatus = answered(paymentStatusSchema);

export const usdtFeeBreakdownSchema = z.object({
  grossAmountUSDT: amountSchema,
  exchangeFeePercentage: amountSchema,
  exchangeFeeAmountUSDT: amountSchema,
  serviceFeePercentage: amountSchema,
  serviceFeeAmountUSDT: amountSchema,
  totalFeesUSDT: amountSchema,
  netAmountUSDT: amountSchema,
});

export const feeBreakdownSchema = usdtFeeBreakdownSchema.extend({
  grossAmountLKR: amountSchema.optional(),
  exchangeFeeAmountLKR: amountSchema.optional(),
  serviceFeeAmountLKR: amountSchema.optional(),
  totalFeesLKR: amountSchema.optional(),
  netAmountLKR: amountSchema.optional(),
});
export type FeeBreakdown = z.infer<typeof feeBreakdownSchema>;

export const goodsItemSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  /** The service uses "5818" when it is absent. */
  mccCode: z.string().optional(),
});

export const customerBillingSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.email(),
  phone: z.string().min(1),
  address: z.string().min(1),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
});
export type CustomerBilling = z.infer<typeof customerBillingSchema>;

export const createPaymentBodySchema = z.object({
  amount: z.number().finite().gt(0),
  currency: currencySchema,
  provider: paymentProviderSchema,
  goods: z.array(goodsItemSchema).min(1),
  branchId: uuidSchema.optional(),
  /** Unix timestamp in seconds; in the future and at most 24 h ahead (docs/service-rules.md §5). */
  orderExpireTime: z.union([z.string().regex(/^\d{9,11}$/), z.number().int().positive()]).optional(),
  webhookUrl: z.url().optional(),
  merchantTradeNo: z.string().min(1).optional(),
  customerBilling: customerBillingSchema,
});
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

export const paymentSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  payId: z.string(),
  paymentNo: z.string(),
  merchantTradeNo: z.string().nullish(),
  amount: amountSchema,
  currency: z.string(),
  status: answeredPaymentStatus,
  /** Absent for direct-debit charges, which have no checkout. */
  qrContent: z.string().nullish(),
  checkoutLink: z.string().nullish(),
  goods: z.array(goodsItemSchema.extend({ mccCode: z.string() })),
  customerBilling: customerBillingSchema.partial(),
  paymentProvider: z.string(),
  branchId: z.string().nullish(),
  expireTime: timestampSchema,
  createdAt: timestampSchema,
  paidAt: timestampSchema.nullish(),
  feeBreakdown: feeBreakdownSchema,
  usdtAmount: amountSchema.optional(),
  exchangeRateSnapshot: amountSchema.optional(),
  lkrGrossAmount: amountSchema.optional(),
  lkrExchangeFeeAmount: amountSchema.optional(),
  lkrServiceFeeAmount: amountSchema.optional(),
  lkrNetAmount: amountSchema.optional(),
  directDebitContractId: z.string().nullish(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * `ids` arrives as `ids=a,b` or repeated `ids[]=a&ids[]=b` (collected into an array by
 * `queryToObject`); either way it becomes one list of at most 50 ids.
 */
export const idsParamSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(","))
      .map((id) => id.trim())
      .filter((id) => id !== ""),
  )
  .pipe(z.array(z.string().max(100)).max(50, { error: "ids must contain no more than 50 elements" }));

export const paymentListQuerySchema = z
  .object({
    page: pageParam(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    status: paymentStatusSchema.optional(),
    dateRange: z.enum(["last7", "last30", "last90", "custom"]).optional(),
    startDate: dateOnlySchema.optional(),
    endDate: dateOnlySchema.optional(),
    search: z.string().optional(),
    ids: idsParamSchema.optional(),
    branchId: uuidSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.dateRange === "custom" && !query.startDate && !query.endDate) {
      ctx.addIssue({
        code: "custom",
        path: ["startDate"],
        message: "startDate or endDate is required when dateRange is custom",
        params: { constraint: "required" },
      });
    }
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "endDate must not be before startDate",
        params: { constraint: "dateOrder" },
      });
    }
  });
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentListItemSchema = z.object({
  id: z.string(),
  amount: amountSchema,
  currency: z.string(),
  status: answeredPaymentStatus,
  createdAt: timestampSchema,
  paidAt: timestampSchema.nullish(),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

export const paymentListResponseSchema = z.object({
  data: z.array(paymentListItemSchema),
  meta: pageMetaSchema,
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;
