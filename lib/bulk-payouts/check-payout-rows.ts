import type { z } from "zod";
import { plainDecimal } from "@/lib/decimal-text";
import { formatAmount } from "@/lib/format";
import { usdtToLkr } from "@/lib/money";
import { readMoneyText } from "@/lib/money-text";
import {
  type Bank,
  type CreateBankAccountBody,
  createBankAccountBodySchema,
  createOfframpBodySchema,
  quoteQuerySchema,
  upsertAggregatorUserBodySchema,
} from "@/lib/payments-api/offramp";
import { COLUMN_LABELS, type PayoutFileColumn, type PayoutFileRow } from "./payout-file-format";

// Every row of a payout file checked before anything is sent: against the contract's own schemas (the
// bodies the run will send), the service's bank list, the quote's range and decimals, the other rows of
// the file and the references this account has already used. Each problem names its column in words.

export interface PayoutCheckContext {
  banks: readonly Bank[];
  /** References this account already used, each with what used it in words ("payout …", "batch …"). */
  usedReferences: ReadonlyMap<string, string>;
  /** LKR per USDT at the current rate, when known: rows too small to carry LKR 0.01 are refused with it. */
  rateUsdtLkr: string | null;
}

/** A row whose every cell passed: what the run sends for it. */
export interface PayoutPlan {
  reference: string;
  externalUserId: string;
  bankAccount: CreateBankAccountBody;
  bankName: string;
  /** Exact decimal text, as written in the file. */
  amountUsdt: string;
}

export type CheckedPayoutRow =
  | { row: number; cells: PayoutFileRow["cells"]; ok: true; plan: PayoutPlan }
  | { row: number; cells: PayoutFileRow["cells"]; ok: false; problems: string[] };

/** The service's smallest bank transfer. */
const LEAST_TRANSFER_LKR = "0.01";

/** A spreadsheet runs a cell that starts with these as a formula (or a DDE command). */
const FORMULA_START = /^[=@]/;

const PATH_COLUMNS: Record<string, PayoutFileColumn> = {
  reference: "reference",
  externalUserId: "external_user_id",
  "bankAccount.bankCode": "bank_code",
  "bankAccount.accountNumber": "account_number",
  "bankAccount.accountName": "account_name",
  "bankAccount.beneficiaryMobile": "beneficiary_mobile",
  "bankAccount.beneficiaryEmail": "beneficiary_email",
};

/** A number as people write it: 1000000 → "1,000,000", 1e-8 → "0.00000001". */
function written(value: number | bigint): string {
  const [whole = "0", fraction] = plainDecimal(Number(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A contract issue in words, on the column it concerns. */
function issueWords(issue: z.core.$ZodIssue): string {
  const column = PATH_COLUMNS[issue.path.join(".")];
  const label = column ? COLUMN_LABELS[column] : "A cell";
  if (issue.code === "too_small" && issue.origin === "string") return `${label} is empty`;
  if (issue.code === "too_big" && issue.origin === "string")
    return `${label} is too long (${written(issue.maximum)} characters at most)`;
  if (issue.code === "invalid_format" && issue.format === "email") return `${label} is not an email address`;
  return `${label} is not valid`;
}

function amountProblem(text: string, rateUsdtLkr: string | null): string | { amount: string } {
  const label = COLUMN_LABELS.amount_usdt;
  const read = readMoneyText(text, "PAYOUT_USDT");
  if (read.kind === "blank") return `${label} is empty`;
  if (read.kind === "refused") return `${label}: ${read.message}`;
  const range = quoteQuerySchema.safeParse({ amount_usdt: read.value });
  if (!range.success) {
    const issue = range.error.issues[0];
    if (issue?.code === "too_small")
      return `${label} is below the smallest payout, ${written(issue.minimum)} USDT`;
    if (issue?.code === "too_big")
      return `${label} is above the largest payout, ${written(issue.maximum)} USDT`;
    return `${label} is not valid`;
  }
  if (rateUsdtLkr !== null && usdtToLkr(read.value, rateUsdtLkr).lt(LEAST_TRANSFER_LKR))
    return `${label}: ${read.value} USDT comes to less than ${formatAmount(LEAST_TRANSFER_LKR, "LKR")} at the current rate, the least a bank transfer carries`;
  return { amount: read.value };
}

function bankProblem(text: string, banks: readonly Bank[]): string | Bank {
  const label = COLUMN_LABELS.bank_code;
  const trimmed = text.trim();
  if (trimmed === "") return `${label} is empty`;
  if (!/^\d{1,9}$/.test(trimmed)) return `${label} must be the bank's number, such as 7010`;
  const bank = banks.find((candidate) => candidate.code === Number(trimmed));
  return bank ?? `${label} ${trimmed} is not a bank the service pays to`;
}

const rowsText = (rows: readonly number[]) =>
  rows.length === 1 ? `row ${rows[0]}` : `rows ${rows.slice(0, -1).join(", ")} and ${rows.at(-1)}`;

/** One row by itself: its cells against the contract, the bank list and the quote's range. */
function checkCells(
  line: PayoutFileRow,
  context: PayoutCheckContext,
): { problems: string[]; plan?: PayoutPlan } {
  const { cells } = line;
  const problems: string[] = [];
  for (const [column, value] of Object.entries(cells) as [PayoutFileColumn, string][]) {
    const start = value.trimStart()[0];
    if (start !== undefined && FORMULA_START.test(start))
      problems.push(
        `${COLUMN_LABELS[column]} starts with "${start}", which a spreadsheet runs as a formula: enter the value itself`,
      );
  }
  if (line.extraCells > 0)
    problems.push(
      "The row has more cells than the header has columns: put a cell that holds a comma or semicolon in quotes",
    );
  if (problems.length > 0) return { problems };

  const bank = bankProblem(cells.bank_code, context.banks);
  if (typeof bank === "string") problems.push(bank);
  const amount = amountProblem(cells.amount_usdt, context.rateUsdtLkr);
  if (typeof amount === "string") problems.push(amount);

  const body = {
    reference: cells.reference,
    externalUserId: cells.external_user_id,
    bankAccount: {
      bankCode: typeof bank === "string" ? 1 : bank.code,
      accountNumber: cells.account_number,
      accountName: cells.account_name,
      beneficiaryMobile: cells.beneficiary_mobile.trim() || undefined,
      beneficiaryEmail: cells.beneficiary_email.trim() || undefined,
    },
  };
  const reference = createOfframpBodySchema.shape.externalRef.safeParse(body.reference);
  const user = upsertAggregatorUserBodySchema.safeParse({ externalUserId: body.externalUserId });
  const account = createBankAccountBodySchema.safeParse(body.bankAccount);
  for (const [prefix, result] of [
    ["reference", reference],
    ["", user],
    ["bankAccount", account],
  ] as const) {
    if (result.success) continue;
    for (const issue of result.error.issues)
      problems.push(issueWords({ ...issue, path: prefix ? [prefix, ...issue.path] : issue.path }));
  }
  if (problems.length > 0 || !reference.success || !user.success || !account.success) return { problems };
  if (typeof bank === "string" || typeof amount === "string") return { problems };
  return {
    problems,
    plan: {
      reference: reference.data,
      externalUserId: user.data.externalUserId,
      bankAccount: account.data,
      bankName: bank.name,
      amountUsdt: amount.amount,
    },
  };
}

/**
 * Every row of the file, each valid with what will be sent or refused with its problems in words: its
 * own cells, a reference another row of the file also carries (every such row is refused: which one is
 * meant is for a person to say), and a reference the account has already paid with (never paid again).
 */
export function checkPayoutRows(
  rows: readonly PayoutFileRow[],
  context: PayoutCheckContext,
): CheckedPayoutRow[] {
  const rowsOfReference = new Map<string, number[]>();
  for (const line of rows) {
    const reference = line.cells.reference.trim();
    if (reference === "") continue;
    rowsOfReference.set(reference, [...(rowsOfReference.get(reference) ?? []), line.row]);
  }
  return rows.map((line) => {
    const { problems, plan } = checkCells(line, context);
    const reference = line.cells.reference.trim();
    const others = (rowsOfReference.get(reference) ?? []).filter((row) => row !== line.row);
    if (others.length > 0)
      problems.push(
        `Reference ${reference} is also on ${rowsText(others)}: each payout needs its own reference`,
      );
    const paid = context.usedReferences.get(reference);
    if (paid !== undefined)
      problems.push(
        `Reference ${reference} was already used by ${paid} on this account: it is not paid again`,
      );
    if (problems.length > 0 || plan === undefined)
      return { row: line.row, cells: line.cells, ok: false, problems };
    return { row: line.row, cells: line.cells, ok: true, plan };
  });
}
