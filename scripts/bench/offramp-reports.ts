// Benchmark of the two aggregator reports (issue: both under 200 ms at the 95th percentile with 100,000
// ledger entries and 50,000 offramps for one merchant). Fills a fresh database, starts the sandbox in this
// process and times report requests over HTTP on 127.0.0.1. Exit code 1 when a p95 misses the target.
//
// The sandbox rate-limits each report to 60 requests per minute per merchant, so the requests are spread
// over several aggregators, each holding the full volume on its own.
import { pathToFileURL } from "node:url";
import pg from "pg";
import { createSandbox } from "../../sandbox/app";
import { loadConfig } from "../../sandbox/env";
import { createLogger } from "../../sandbox/log";
import { freshBenchDatabase } from "./bench-database";
import { DEFAULT_FILL, fillAggregator } from "./fill-offramp-data";
import { latencyCells, latencyLog } from "./latency-figures";
import { type BenchResult, figure, markdownTable, runNote } from "./report";
import { colomboDays, ledgerReportPath, offrampReportPath } from "./report-queries";
import { signedGetter } from "./signed-fetch";
import { type LatencySummary, seededRandom, summarize } from "./stats";

export const TARGET_P95_MS = 200;
const ADMIN_TOKEN = "offramp-bench-admin-token";
const WARMUP_PER_MERCHANT = 5;

export interface BenchOptions {
  requestsPerReport: number;
  merchants: number;
  seed: number;
}

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const defaultBenchOptions = (): BenchOptions => ({
  requestsPerReport: envNumber("BENCH_REQUESTS", 200),
  merchants: envNumber("BENCH_MERCHANTS", 4),
  seed: envNumber("BENCH_SEED", 20261122),
});

const log = (line: string) => process.stdout.write(`${line}\n`);

function report(name: string, s: LatencySummary, rows: string[][]): boolean {
  const ok = s.p95 < TARGET_P95_MS;
  rows.push([name, ...latencyCells(s, TARGET_P95_MS, { p99: true }), ok ? "within" : "too slow"]);
  log(
    `  ${name.padEnd(32)} ${latencyLog(s, { p99: true })}` +
      `  p95/target ${(s.p95 / TARGET_P95_MS).toFixed(2)}  ${ok ? "ok" : "TOO SLOW"}`,
  );
  return ok;
}

export async function benchOfframpReports(
  options: BenchOptions = defaultBenchOptions(),
): Promise<BenchResult> {
  const note = runNote();
  const perMerchant = Math.ceil(options.requestsPerReport / options.merchants);
  if (perMerchant + WARMUP_PER_MERCHANT > 60) {
    throw new RangeError("more than 60 report requests per merchant per minute would be rate-limited");
  }
  const database = await freshBenchDatabase(() => {});
  const sandbox = await createSandbox(
    loadConfig({
      SANDBOX_DATABASE_URL: database.url,
      SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN,
      SANDBOX_AUTO_SETTLE: "false",
      SANDBOX_TICK_MS: "3600000",
      LOG_LEVEL: "error",
    }),
    createLogger("error"),
  );
  try {
    const port = await sandbox.start(0, "127.0.0.1");
    const baseUrl = `http://127.0.0.1:${port}`;
    log(`offramp report benchmark on ${database.description}`);
    log(
      `  ${options.merchants} aggregators × (${DEFAULT_FILL.ledgerEntries.toLocaleString("en")} ledger entries, ` +
        `${DEFAULT_FILL.offramps.toLocaleString("en")} offramps), ${options.requestsPerReport} requests per report`,
    );

    const now = new Date();
    const keys: string[] = [];
    const fillStarted = performance.now();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (let i = 0; i < options.merchants; i++) {
        const created = await fetch(`${baseUrl}/sandbox/merchants`, {
          method: "POST",
          headers: { "x-sandbox-admin-token": ADMIN_TOKEN, "Content-Type": "application/json" },
          body: JSON.stringify({ name: `Bench Remit ${i + 1}`, roles: ["AGGREGATOR"] }),
        });
        if (created.status !== 201) throw new Error(`creating a merchant failed: ${created.status}`);
        const merchant = (await created.json()) as { merchantId: string; apiKey: string };
        await fillAggregator(client, merchant.merchantId, { ...DEFAULT_FILL, now });
        keys.push(merchant.apiKey);
      }
      await client.query(
        "vacuum (analyze) float_ledger, offramps, fx_locks, aggregator_users, aggregator_bank_accounts",
      );
    } finally {
      await client.end();
    }
    log(`  filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);

    const random = seededRandom(options.seed);
    const days = colomboDays(new Date(now.getTime() - DEFAULT_FILL.days * 86_400_000), now);
    const getters = keys.map((key) => signedGetter(baseUrl, key));
    const samples = { ledger: [] as number[], offramp: [] as number[] };
    const failures: string[] = [];

    for (let round = 0; round < WARMUP_PER_MERCHANT + perMerchant; round++) {
      for (const get of getters) {
        for (const kind of ["ledger", "offramp"] as const) {
          const path = kind === "ledger" ? ledgerReportPath(random, days) : offrampReportPath(random, days);
          const started = performance.now();
          const response = await get(path);
          const elapsed = performance.now() - started;
          if (response.status !== 200) failures.push(`${response.status} ${path}`);
          if (round >= WARMUP_PER_MERCHANT && samples[kind].length < options.requestsPerReport) {
            samples[kind].push(elapsed);
          }
        }
      }
    }

    const rows: string[][] = [];
    const ledgerOk = report("GET /v1/aggregator/report/ledger", summarize(samples.ledger), rows);
    const offrampOk = report("GET /v1/aggregator/report/offramp", summarize(samples.offramp), rows);
    for (const failure of failures.slice(0, 10)) log(`  failed request: ${failure}`);
    const passed = ledgerOk && offrampOk && failures.length === 0;
    log(passed ? "PASS" : `FAIL (target: p95 < ${TARGET_P95_MS} ms, every request 200)`);
    const line = note.line();
    log(`  ${line}`);
    const markdown = [
      line,
      "",
      `The sandbox's two aggregator reports over HTTP on loopback (${database.description}), ` +
        `${options.merchants} aggregators each holding ${figure(DEFAULT_FILL.ledgerEntries)} ledger entries and ` +
        `${figure(DEFAULT_FILL.offramps)} offramps; a seeded mix of filters, windows, sorts and pages. ` +
        `Times in ms; target: p95 < ${TARGET_P95_MS} ms.`,
      "",
      markdownTable(["report", "requests", "p50", "p95", "p99", "max", "p95 / target", "verdict"], rows, [
        false,
        true,
        true,
        true,
        true,
        true,
        true,
        false,
      ]),
      "",
      failures.length === 0 ? "Every request answered 200." : `${failures.length} requests failed.`,
    ].join("\n");
    return { passed, markdown };
  } finally {
    await sandbox.stop();
    await database.cleanup();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { passed } = await benchOfframpReports();
  process.exit(passed ? 0 : 1);
}
