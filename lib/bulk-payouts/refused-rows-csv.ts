import { csvLine } from "@/lib/csv";
import type { CheckedPayoutRow } from "./check-payout-rows";
import { PAYOUT_FILE_COLUMNS, REFUSED_ROWS_EXTRA_COLUMNS } from "./payout-file-format";

// The refused rows of a file, to fix and upload again: the payout columns as they were read, then the
// row's number in the uploaded file and its problems. The reader ignores those two columns, so the fixed
// file uploads as it is. Cells go through csvCell, which puts a quote mark before a cell a spreadsheet
// would run as a formula; the reader takes that mark off again.

export const REFUSED_ROWS_FILE_NAME = "refused-payout-rows.csv";

export function refusedRowsCsv(rows: readonly CheckedPayoutRow[]): string {
  let text = csvLine([...PAYOUT_FILE_COLUMNS, ...REFUSED_ROWS_EXTRA_COLUMNS]);
  for (const row of rows) {
    if (row.ok) continue;
    text += csvLine([
      ...PAYOUT_FILE_COLUMNS.map((column) => row.cells[column]),
      row.row,
      row.problems.join("; "),
    ]);
  }
  return text;
}
