// What `npm run bench` writes into docs/performance.md: each benchmark's figures as Markdown, between marker
// comments of its own (`<!-- bench:<name>:start -->` … `<!-- bench:<name>:end -->`), so the document's
// words stay as written and its figures are always the last run's, never typed by hand.
import { cpus, loadavg } from "node:os";

export interface BenchResult {
  passed: boolean;
  /** The figures as Markdown: a line on when and where, tables with their units, the verdict. */
  markdown: string;
}

const start = (name: string) => `<!-- bench:${name}:start -->`;
const end = (name: string) => `<!-- bench:${name}:end -->`;

/** `doc` with the text between `name`'s markers replaced by `body`; throws when the markers are missing. */
export function replaceSection(doc: string, name: string, body: string): string {
  const from = doc.indexOf(start(name));
  const to = doc.indexOf(end(name));
  if (from < 0 || to < from)
    throw new Error(`the document has no ${start(name)} … ${end(name)} markers for these figures`);
  if (doc.indexOf(start(name), from + 1) >= 0) throw new Error(`${start(name)} appears twice`);
  return `${doc.slice(0, from + start(name).length)}\n${body.trim()}\n${doc.slice(to)}`;
}

/** A Markdown table; columns whose header ends in a unit or count are right-aligned. */
export function markdownTable(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: readonly boolean[] = [],
) {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
  const rule = head.map((_, i) => (numeric[i] ? "---:" : "---"));
  return [line(head), `| ${rule.join(" | ")} |`, ...rows.map(line)].join("\n");
}

export interface Machine {
  cpus: number;
  /** Load averages over 1, 5 and 15 minutes. */
  load: [number, number, number];
}

export function machineNow(): Machine {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return { cpus: cpus().length, load: [one, five, fifteen] };
}

/** "Run 2026-11-29 07:41 UTC on 2 CPUs; machine load 1.20 at the start, 1.85 at the end (1-minute average)." */
export function whenAndWhere(at: Date, before: Machine, after: Machine): string {
  const when = `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return (
    `Run ${when} on ${before.cpus} CPUs; machine load ${before.load[0].toFixed(2)} at the start, ` +
    `${after.load[0].toFixed(2)} at the end (1-minute average; ${before.cpus.toFixed(0)} is every CPU busy).`
  );
}

/** The run's heading line, for a benchmark's Markdown: call at its start, `.line()` at its end. */
export function runNote(): { line: () => string } {
  const at = new Date();
  const before = machineNow();
  return { line: () => whenAndWhere(at, before, machineNow()) };
}

/** "1,234.5" with a fixed number of decimals, thousands separated. */
export const figure = (n: number, decimals = 0) =>
  n.toLocaleString("en", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** "0.82 × target" style ratio of a figure to its target. */
export const ratio = (value: number, target: number) => `${(value / target).toFixed(2)}`;
