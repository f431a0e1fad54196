import { z } from "zod";
import {
  amountSchema,
  answered,
  dateOnlySchema,
  limitParam,
  pageParam,
  paginationSchema,
  sortOrderSchema,
  timestampSchema,
  uuidSchema,
} from "./common";
import { withdrawalStatuses } from "./values";

export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const createWithdrawalBodySchema = z.object({ branchId: uuidSchema.optional() });
export type CreateWithdrawalBody = z.input<typeof createWithdrawalBodySchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  bankRefId: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  branchId: z.string().nullish(),
  settlementDate: dateOnlySchema,
  requestedBy: z.string().nullish(),
  requesterName: z.string(),
  apiKeyId: z.string().nullish(),
  requestedAt: timestampSchema,
  status: answered(withdrawalStatusSchema),
  totalPaymentsCount: z.number().int(),
  totalNetAmountLkr: amountSchema,
  totalNetAmountUsdt: amountSchema,
  totalGrossAmountLkr: amountSchema,
  totalGrossAmountUsdt: amountSchema,
  totalFeesLkr: amountSchema,
  totalFeesUsdt: amountSchema,
  reviewedBy: z.string().nullish(),
  reviewedAt: timestampSchema.nullish(),
  merchantSettlementId: z.string().nullish(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalPaymentSchema = z.object({
  id: z.string(),
  payId: z.string(),
  status: z.string(),
  usdtNetAmount: amountSchema,
  lkrNetAmount: amountSchema,
});

export const withdrawalDetailSchema = withdrawalSchema.extend({
  payments: z.array(withdrawalPaymentSchema),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetailSchema>;

export const withdrawalListQuerySchema = z.object({
  page: pageParam(1),
  limit: limitParam(10, 100),
  status: z.enum(["ALL", "PENDING", "APPROVED", "REJECTED", "CANCELLED"]).default("ALL"),
  startDate: dateOnlySchema.optional(),
  endDate: dateOnlySchema.optional(),
  sortBy: z
    .enum(["settlement_date", "created_at", "total_gross_amount_lkr", "status"])
    .default("settlement_date"),
  sortOrder: sortOrderSchema.default("desc"),
});
export type WithdrawalListQuery = z.input<typeof withdrawalListQuerySchema>;

export const withdrawalSummarySchema = z.object({
  totalRequests: z.number().int(),
  totalLkrAmount: amountSchema,
  totalUsdtAmount: amountSchema,
  pendingCount: z.number().int(),
  approvedCount: z.number().int(),
  rejectedCount: z.number().int(),
  lkrToBeClaimed: amountSchema,
  usdtToBeClaimed: amountSchema,
});

export const withdrawalListResponseSchema = z.object({
  pagination: paginationSchema,
  summary: withdrawalSummarySchema,
  withdrawalRequests: z.array(withdrawalSchema),
});
export type WithdrawalListResponse = z.infer<typeof withdrawalListResponseSchema>;
