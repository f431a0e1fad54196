// The mix of report requests the benchmark sends: filters, windows, sorts and pages as a finance team
// would use them, drawn from a seeded random source so every run sends the same requests.
import { between, pick } from "./stats";

type Query = Record<string, string | number>;

const DAY_MS = 86_400_000;
const COLOMBO_MS = 5.5 * 3_600_000;

/** The Asia/Colombo calendar days (YYYY-MM-DD) from `from` to `to`. */
export function colomboDays(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t <= to.getTime() + DAY_MS; t += DAY_MS) {
    const day = new Date(t + COLOMBO_MS).toISOString().slice(0, 10);
    if (days.at(-1) !== day) days.push(day);
  }
  return days;
}

/** Mostly the first pages, sometimes deeper, rarely far past the middle. */
function page(random: () => number): number {
  const r = random();
  if (r < 0.7) return between(random, 1, 3);
  if (r < 0.95) return between(random, 4, 50);
  return between(random, 51, 1000);
}

function dateWindow(random: () => number, days: readonly string[], query: Query): void {
  const r = random();
  if (r < 0.4) return;
  const start = between(random, 0, days.length - 1);
  const end = Math.min(days.length - 1, start + between(random, 0, 30));
  if (r < 0.8) {
    query.startDate = days[start] as string;
    query.endDate = days[end] as string;
  } else if (r < 0.9) query.startDate = days[start] as string;
  else query.endDate = days[end] as string;
}

function toPath(path: string, query: Query): string {
  const text = Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join("&");
  return text ? `${path}?${text}` : path;
}

export function ledgerReportPath(random: () => number, days: readonly string[]): string {
  const query: Query = { page: page(random), limit: pick(random, [20, 50, 100]) };
  if (random() < 0.5) query.type = pick(random, ["CREDIT", "DEBIT", "REFUND"]);
  dateWindow(random, days, query);
  if (random() < 0.5) query.sortOrder = pick(random, ["asc", "desc"]);
  return toPath("/v1/aggregator/report/ledger", query);
}

export function offrampReportPath(random: () => number, days: readonly string[]): string {
  const query: Query = { page: page(random), limit: pick(random, [20, 50, 100]) };
  if (random() < 0.5) query.status = pick(random, ["PENDING", "PROCESSING", "COMPLETED", "FAILED"]);
  dateWindow(random, days, query);
  if (random() < 0.7) query.sortBy = pick(random, ["created_at", "completed_at", "amount_lkr"]);
  if (random() < 0.5) query.sortOrder = pick(random, ["asc", "desc"]);
  return toPath("/v1/aggregator/report/offramp", query);
}
