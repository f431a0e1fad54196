import { csvLine } from "@/lib/csv";

// The payout file: what a finance team's spreadsheet exports for a day's payouts, one payout a row.

/** The columns every file has, in the template's order. */
export const REQUIRED_COLUMNS = [
  "reference",
  "external_user_id",
  "bank_code",
  "account_number",
  "account_name",
  "amount_usdt",
] as const;

/** Columns a file may add. */
export const OPTIONAL_COLUMNS = ["beneficiary_mobile", "beneficiary_email"] as const;

export const PAYOUT_FILE_COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS] as const;
export type PayoutFileColumn = (typeof PAYOUT_FILE_COLUMNS)[number];

/** Columns the refused-rows download adds; a payout file may carry them, and they are not read. */
export const REFUSED_ROWS_EXTRA_COLUMNS = ["file_row", "problems"] as const;

/** Each column as a person names it in a message. */
export const COLUMN_LABELS: Readonly<Record<PayoutFileColumn, string>> = {
  reference: "Reference",
  external_user_id: "End-user ID",
  bank_code: "Bank code",
  account_number: "Account number",
  account_name: "Account name",
  amount_usdt: "Amount (USDT)",
  beneficiary_mobile: "Beneficiary mobile",
  beneficiary_email: "Beneficiary email",
};

/** The largest file the console reads: 5 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The most payouts one file may hold. */
export const MAX_FILE_ROWS = 5_000;

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** A file's size in bytes refused before it is read: over 5 MB. */
export function fileSizeProblem(bytes: number): string | null {
  if (bytes <= MAX_FILE_BYTES) return null;
  return `The file is larger than 5 MB. Split it into files of at most ${plural(MAX_FILE_ROWS, "payout")}.`;
}

/** The template's name when it downloads. */
export const TEMPLATE_FILE_NAME = "payout-file-template.csv";

/** The template: the header and one example row, as a spreadsheet reads it. */
export const PAYOUT_FILE_TEMPLATE =
  csvLine(PAYOUT_FILE_COLUMNS) +
  csvLine(["INV-2026-0001", "user-1001", "7010", "001234567890", "A. Perera", "25.50", "94771234567", ""]);

/** One row of the file as read: its row number in the spreadsheet (the header is row 1) and its cells. */
export interface PayoutFileRow {
  row: number;
  cells: Readonly<Record<PayoutFileColumn, string>>;
  /** Filled cells beyond the header's columns (a stray delimiter in an unquoted cell, most often). */
  extraCells: number;
}
