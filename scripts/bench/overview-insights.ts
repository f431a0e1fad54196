// Timing of the merchant overview's query (server/index/insights.ts) at 100,000 indexed payments of one
// account over 180 days: today, 7, 30 and 90 days, each with the previous period. Prints p50/p95; the
// target (well under a second) is reported, not asserted anywhere else.
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { resolveOverviewPeriod } from "../../lib/filters/overview";
import { createConsoleDb } from "../../server/db/client";
import { migrateConsoleDb } from "../../server/db/migrate";
import { merchantAccounts } from "../../server/db/schema";
import { paymentInsights } from "../../server/index/insights";
import { freshBenchDatabase } from "./bench-database";
import { latencyCells, latencyLog } from "./latency-figures";
import { type BenchResult, figure, markdownTable, runNote } from "./report";
import { summarize } from "./stats";

export const OVERVIEW_TARGET_P95_MS = 1000;
const PAYMENTS = 100_000;
const RUNS = 40;
const log = (line: string) => process.stdout.write(`${line}\n`);

export async function benchOverviewInsights(): Promise<BenchResult> {
  const note = runNote();
  const database = await freshBenchDatabase(() => {});
  const handle = createConsoleDb(database.url, { max: 4 });
  try {
    await migrateConsoleDb(database.url);
    const accountId = randomUUID();
    await handle.db.insert(merchantAccounts).values({
      id: accountId,
      name: "Bench merchant",
      baseUrl: "http://127.0.0.1:9",
      keyId: "ak_bench",
      encryptedSigningKey: "unused",
    });
    const now = new Date();
    const started = performance.now();
    await handle.db.execute(sql`
      insert into payment_index (account_id, payment_id, amount, currency, status, created_at, branch_id, lkr_amount)
      select ${accountId}, 'bench-' || i, (i % 97) + 0.25, 'USDT',
        (array['PAID','PAID','PAID','EXPIRED','FAILED','INITIATED'])[(i / 180) % 6 + 1],
        ${now.toISOString()}::timestamptz - (i % 180) * interval '1 day' - ((i * 7) % 1440) * interval '1 minute',
        'branch-' || (i % 12),
        case when i % 3 = 0 then ((i % 97) + 0.25) * 300 else null end
      from generate_series(1, ${PAYMENTS}) as i`);
    await handle.db.execute(sql`analyze payment_index`);
    log(`overview insights benchmark on ${database.description}`);
    log(
      `  ${PAYMENTS.toLocaleString("en")} payments over 180 days filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    let ok = true;
    const rows: string[][] = [];
    for (const period of ["today", "7d", "30d", "90d"] as const) {
      const resolved = resolveOverviewPeriod({ period, from: null, to: null }, now);
      const scope = { branchId: null, branchScoped: false };
      for (let i = 0; i < 3; i++) await paymentInsights(handle.db, accountId, resolved, scope);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await paymentInsights(handle.db, accountId, resolved, scope);
        samples.push(performance.now() - t);
      }
      const s = summarize(samples);
      const fine = s.p95 < OVERVIEW_TARGET_P95_MS;
      ok &&= fine;
      rows.push([period, ...latencyCells(s, OVERVIEW_TARGET_P95_MS, { p99: false })]);
      log(
        `  overview ${period.padEnd(6)} (with previous)  ${latencyLog(s, { p99: false })}` +
          `  ${fine ? "ok" : "TOO SLOW"}`,
      );
    }
    const line = note.line();
    log(`  ${line}`);
    const markdown = [
      line,
      "",
      `The merchant overview's query (\`server/index/insights.ts\`: the period and the one before, by Colombo ` +
        `day, status and branch) on ${figure(PAYMENTS)} indexed payments over 180 days (${database.description}). ` +
        `Times in ms; target: p95 < ${figure(OVERVIEW_TARGET_P95_MS)} ms.`,
      "",
      markdownTable(["period", "runs", "p50", "p95", "max", "p95 / target"], rows, [
        false,
        true,
        true,
        true,
        true,
        true,
      ]),
      "",
      ok ? "Within its target." : "Misses its target.",
    ].join("\n");
    return { passed: ok, markdown };
  } finally {
    await handle.close();
    await database.cleanup();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchOverviewInsights().then(
    ({ passed }) => process.exit(passed ? 0 : 1),
    (error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
