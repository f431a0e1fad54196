import { CsvError, parse } from "csv-parse/sync";
import {
  COLUMN_LABELS,
  fileSizeProblem,
  MAX_FILE_ROWS,
  PAYOUT_FILE_COLUMNS,
  type PayoutFileColumn,
  type PayoutFileRow,
  plural,
  REFUSED_ROWS_EXTRA_COLUMNS,
  REQUIRED_COLUMNS,
} from "./payout-file-format";

export { fileSizeProblem };

// Reads a payout file as a spreadsheet writes it (UTF-8 with or without its byte-order mark, `,` or `;`
// between cells, CRLF or LF, quoted cells, empty lines at the end) into rows of text. Nothing in a cell is
// ever evaluated: a formula is text like any other, and the row checks refuse it.

export type PayoutFileReading =
  | { ok: true; delimiter: "," | ";"; rows: PayoutFileRow[] }
  | { ok: false; problem: string };

const HEADER_HINT = `The first row must name the columns: ${REQUIRED_COLUMNS.join(", ")} (and optionally beneficiary_mobile, beneficiary_email).`;

/**
 * The header decides the delimiter: its names hold neither `,` nor `;`, so whichever of the two its first
 * line holds (outside quotes) separates the cells of the whole file. A `;` file keeps its decimal commas as
 * text, which the amount check then refuses in words rather than misreading.
 */
function delimiterOf(text: string): "," | ";" {
  const firstLine = text.slice(0, text.search(/\r|\n|$/)).replace(/"[^"]*"/g, "");
  const commas = firstLine.split(",").length;
  const semicolons = firstLine.split(";").length;
  return semicolons > commas ? ";" : ",";
}

const IGNORED = new Set<string>(REFUSED_ROWS_EXTRA_COLUMNS);

/**
 * A cell as written: the console's own downloads put a quote mark before a cell a spreadsheet would run as
 * a formula (lib/csv.ts), so that mark is taken off again and the cell is checked as it was first written.
 */
const unmarked = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

function parseProblem(error: unknown): string {
  if (error instanceof CsvError) {
    const line = typeof error.lines === "number" ? ` (line ${error.lines})` : "";
    if (error.code === "CSV_QUOTE_NOT_CLOSED")
      return `A quoted cell is never closed${line}: check for a missing quote mark (").`;
    if (error.code === "INVALID_OPENING_QUOTE")
      return `A quote mark (") is inside a cell that does not start with one${line}. Put the whole cell in quotes and double the quote marks inside it.`;
    if (error.code === "CSV_INVALID_CLOSING_QUOTE")
      return `A quote mark (") is followed by more text in the same cell${line}. Put the whole cell in quotes and double the quote marks inside it.`;
    return `The file could not be read as CSV${line}. Save it again from your spreadsheet as "CSV UTF-8".`;
  }
  throw error;
}

function headerProblem(header: readonly string[]): string | null {
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter(
    (name) => name !== "" && !IGNORED.has(name) && !PAYOUT_FILE_COLUMNS.includes(name as PayoutFileColumn),
  );
  if (unknown.length > 0) {
    const listed = unknown.map((name) => `"${name.slice(0, 40)}"`).join(", ");
    return `The file has ${unknown.length === 1 ? "a column" : "columns"} the payout file does not take: ${listed}. ${HEADER_HINT}`;
  }
  const twice = names.filter((name, index) => name !== "" && names.indexOf(name) !== index);
  if (twice.length > 0) return `The column ${twice[0]} appears more than once. ${HEADER_HINT}`;
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    const listed = missing.map((name) => `${name} (${COLUMN_LABELS[name]})`).join(", ");
    return `The file has no ${listed} ${missing.length === 1 ? "column" : "columns"}. ${HEADER_HINT}`;
  }
  return null;
}

/**
 * The file's rows with their spreadsheet row numbers (the header is row 1; a blank row keeps its number and
 * is skipped), or the one problem that stops the whole file from being read.
 */
export function readPayoutFile(text: string): PayoutFileReading {
  const size = fileSizeProblem(new TextEncoder().encode(text).byteLength);
  if (size) return { ok: false, problem: size };
  // The byte-order mark comes off before the header decides the delimiter.
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (body.trim() === "") return { ok: false, problem: `The file is empty. ${HEADER_HINT}` };
  // A NUL is in no text a spreadsheet saves as CSV: the file is another format (or UTF-16) under a .csv name.
  if (body.includes("\u0000"))
    return {
      ok: false,
      problem:
        "The file is not text as a spreadsheet saves CSV. Save it again as CSV UTF-8 (comma delimited).",
    };
  const delimiter = delimiterOf(body);
  let records: string[][];
  try {
    records = parse(body, { delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    return { ok: false, problem: parseProblem(error) };
  }
  const [header = [], ...rest] = records;
  const problem = headerProblem(header);
  if (problem) return { ok: false, problem };

  const names = header.map((name) => name.trim().toLowerCase());
  while (rest.length > 0 && isBlank(rest[rest.length - 1] ?? [])) rest.pop();
  const filled = rest.filter((cells) => !isBlank(cells)).length;
  if (filled === 0) return { ok: false, problem: "The file has a header but no payouts under it." };
  if (filled > MAX_FILE_ROWS)
    return {
      ok: false,
      problem: `The file holds ${plural(filled, "payout")}; one file takes at most ${plural(MAX_FILE_ROWS, "payout")}. Split it into smaller files.`,
    };

  const rows: PayoutFileRow[] = [];
  rest.forEach((cells, index) => {
    if (isBlank(cells)) return;
    const named = Object.fromEntries(PAYOUT_FILE_COLUMNS.map((column) => [column, ""])) as Record<
      PayoutFileColumn,
      string
    >;
    names.forEach((name, column) => {
      if (name !== "" && !IGNORED.has(name)) named[name as PayoutFileColumn] = unmarked(cells[column] ?? "");
    });
    const extraCells = cells.slice(header.length).filter((cell) => cell.trim() !== "").length;
    rows.push({ row: index + 2, cells: named, extraCells });
  });
  return { ok: true, delimiter, rows };
}
