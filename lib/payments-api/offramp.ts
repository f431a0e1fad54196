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
import { ledgerEntryTypes, offrampStatuses } from "./values";

// The aggregator offramp family (role AGGREGATOR only), docs/service-rules.md §8.

export const bankSchema = z.object({ code: z.number().int(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;
export const bankListResponseSchema = z.array(bankSchema);

export const upsertAggregatorUserBodySchema = z.object({ externalUserId: z.string().trim().min(1).max(255) });
export const aggregatorUserSchema = z.object({
  userId: z.string(),
  externalUserId: z.string(),
  createdAt: timestampSchema,
});
export type AggregatorUser = z.infer<typeof aggregatorUserSchema>;

export const createBankAccountBodySchema = z.object({
  bankCode: z.number().int().positive(),
  accountNumber: z.string().trim().min(1).max(100),
  accountName: z.string().trim().min(1).max(255),
  beneficiaryMobile: z.string().optional(),
  beneficiaryEmail: z.email().max(255).optional(),
});
export type CreateBankAccountBody = z.input<typeof createBankAccountBodySchema>;

export const bankAccountSchema = z.object({
  userBankId: z.string(),
  bankCode: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  beneficiaryMobile: z.string().nullable(),
  beneficiaryEmail: z.string().nullable(),
  createdAt: timestampSchema,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListResponseSchema = z.array(bankAccountSchema);

export const quoteQuerySchema = z.object({
  amount_usdt: z.coerce.number().min(0.00000001).max(1_000_000),
});
export const quoteSchema = z.object({
  fxLockId: z.string(),
  rateUsdtLkr: amountSchema,
  amountUsdt: amountSchema,
  amountLkr: amountSchema,
  expiresAt: timestampSchema,
});
export type Quote = z.infer<typeof quoteSchema>;

export const offrampStatusSchema = z.enum(offrampStatuses);
export type OfframpStatus = z.infer<typeof offrampStatusSchema>;

export const createOfframpBodySchema = z.object({
  fxLockId: uuidSchema,
  userId: uuidSchema,
  userBankId: uuidSchema,
  externalRef: z.string().trim().min(1).max(255),
  webhookUrl: z.url().optional(),
});
export type CreateOfframpBody = z.input<typeof createOfframpBodySchema>;

export const offrampSchema = z.object({
  paymentId: z.string(),
  status: answered(offrampStatusSchema),
  amountUsdt: amountSchema,
  amountLkr: amountSchema,
  rateUsdtLkr: amountSchema,
  externalRef: z.string(),
  bankRef: z.string().nullable(),
  completedAt: timestampSchema.nullable(),
  failedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type Offramp = z.infer<typeof offrampSchema>;

export const ledgerEntryTypeSchema = z.enum(ledgerEntryTypes);
export type LedgerEntryType = z.infer<typeof ledgerEntryTypeSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  type: answered(ledgerEntryTypeSchema),
  amountLkr: amountSchema,
  balanceAfter: amountSchema,
  aggregatorOfframpId: z.string().nullable(),
  bankRef: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: timestampSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerReportQuerySchema = z.object({
  page: pageParam(1),
  limit: limitParam(50, 100),
  type: ledgerEntryTypeSchema.optional(),
  startDate: dateOnlySchema.optional(),
  endDate: dateOnlySchema.optional(),
  sortOrder: sortOrderSchema.default("desc"),
});
export type LedgerReportQuery = z.input<typeof ledgerReportQuerySchema>;

export const ledgerSummarySchema = z.object({
  currentBalanceLkr: amountSchema,
  totalCreditsLkr: amountSchema,
  totalDebitsLkr: amountSchema,
  totalRefundsLkr: amountSchema,
  netMovementLkr: amountSchema,
  creditCount: z.number().int(),
  debitCount: z.number().int(),
  refundCount: z.number().int(),
  openingBalanceLkr: amountSchema.nullable(),
  closingBalanceLkr: amountSchema.nullable(),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

export const ledgerReportResponseSchema = z.object({
  pagination: paginationSchema,
  summary: ledgerSummarySchema,
  ledger: z.array(ledgerEntrySchema),
});
export type LedgerReport = z.infer<typeof ledgerReportResponseSchema>;

export const offrampReportQuerySchema = z.object({
  page: pageParam(1),
  limit: limitParam(50, 100),
  status: offrampStatusSchema.optional(),
  startDate: dateOnlySchema.optional(),
  endDate: dateOnlySchema.optional(),
  sortBy: z.enum(["created_at", "completed_at", "amount_lkr"]).default("created_at"),
  sortOrder: sortOrderSchema.default("desc"),
});
export type OfframpReportQuery = z.input<typeof offrampReportQuerySchema>;

export const offrampReportSummarySchema = z.object({
  totalCount: z.number().int(),
  totalAmountLkr: amountSchema,
  totalAmountUsdt: amountSchema,
  completedCount: z.number().int(),
  completedAmountLkr: amountSchema,
  completedAmountUsdt: amountSchema,
  pendingCount: z.number().int(),
  pendingAmountLkr: amountSchema,
  processingCount: z.number().int(),
  processingAmountLkr: amountSchema,
  failedCount: z.number().int(),
  failedAmountLkr: amountSchema,
  averageRateUsdtLkr: amountSchema.nullable(),
});
export type OfframpReportSummary = z.infer<typeof offrampReportSummarySchema>;

export const offrampReportItemSchema = z.object({
  paymentId: z.string(),
  externalRef: z.string(),
  status: answered(offrampStatusSchema),
  amountUsdt: amountSchema,
  amountLkr: amountSchema,
  rateUsdtLkr: amountSchema,
  bankRef: z.string().nullable(),
  failureReason: z.string().nullable(),
  externalUserId: z.string(),
  accountNumber: z.string(),
  bankName: z.string().nullable(),
  processedAt: timestampSchema.nullable(),
  completedAt: timestampSchema.nullable(),
  failedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type OfframpReportItem = z.infer<typeof offrampReportItemSchema>;

export const offrampReportResponseSchema = z.object({
  pagination: paginationSchema,
  summary: offrampReportSummarySchema,
  offramps: z.array(offrampReportItemSchema),
});
export type OfframpReport = z.infer<typeof offrampReportResponseSchema>;

export const aggregatorUserPathParams = z.object({ id: uuidSchema });
