import { z } from "zod";
import { plainText } from "@/lib/plain-text";
import { batchStatuses, type RowCounts, rowStates } from "./batch-values";
import { REQUIRED_COLUMNS } from "./payout-file-format";

export * from "./batch-values";

// A payout file being paid: the console's own record of a batch and its rows, as its routes answer them and
// its pages read them. The service has no batch; each row becomes one offramp with the row's reference as
// its externalRef.

const personSchema = z.object({ name: z.string() }).nullable();
const countsSchema = z.object(Object.fromEntries(rowStates.map((state) => [state, z.number().int()])));

export const batchViewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(batchStatuses),
  createdAt: z.string(),
  createdBy: personSchema,
  rowCount: z.number().int(),
  counts: countsSchema,
  /** The rows' USDT, exact decimal text. */
  totalUsdt: z.string(),
  /** What the rows came to in LKR at the rate when the batch started (each rounded as a payout is). */
  indicativeLkr: z.string(),
  /** LKR of the rows the service made offramps for (sent, completed, failed), exact decimal text. */
  sentLkr: z.string(),
  /** Why it waits for a second person; null when it did not. */
  heldReason: z.string().nullable(),
  decidedBy: personSchema,
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  cancelledBy: personSchema,
  cancelledAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why the console paused it by itself, in words; null when a person paused it (or it is not paused). */
  pausedReason: z.string().nullable(),
  /** Seconds until the rows left are sent at the batch's pace; null when nothing is being sent. */
  secondsLeft: z.number().nullable(),
  /** What the person reading may do with it. */
  may: z.object({
    decide: z.boolean(),
    pause: z.boolean(),
    resume: z.boolean(),
    cancel: z.boolean(),
  }),
  /** Why the person reading cannot approve or reject it, in words; null when they can or nothing waits. */
  decideRefusal: z.string().nullable(),
});
export type BatchView = z.infer<typeof batchViewSchema> & { counts: RowCounts };

export const batchRowViewSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.number().int(),
  reference: z.string(),
  externalUserId: z.string(),
  bankCode: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amountUsdt: z.string(),
  state: z.enum(rowStates),
  /** The recipient as the service holds it, once registered: its bank account's name and bank. */
  recipient: z
    .object({ accountName: z.string(), bankName: z.string(), accountNumber: z.string() })
    .nullable(),
  offrampId: z.string().nullable(),
  amountLkr: z.string().nullable(),
  rateUsdtLkr: z.string().nullable(),
  /** Why the service refused it or the bank failed it, in words. */
  failureReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type BatchRowView = z.infer<typeof batchRowViewSchema>;

export const batchListSchema = z.object({ batches: z.array(batchViewSchema) });
export const batchDetailSchema = z.object({ batch: batchViewSchema, rows: z.array(batchRowViewSchema) });
export type BatchDetail = { batch: BatchView; rows: BatchRowView[] };

/** The body that starts a batch: the file's text, as checked, and its name. */
export const startBatchBodySchema = z.object({
  file: z.string(),
  fileName: plainText(255).default("payout-file.csv"),
});

export const rejectBatchBodySchema = z.object({ reason: plainText(500) });

/** The results file's columns: each row as the payout file gave it, then what became of it. */
export const RESULT_COLUMNS = [
  "file_row",
  ...REQUIRED_COLUMNS,
  "state",
  "payout_id",
  "amount_lkr",
  "rate_usdt_lkr",
  "failure_reason",
] as const;
