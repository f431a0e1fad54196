// npm run bench: every benchmark in turn, each writing its figures into docs/performance.md between its own
// markers (`report.ts`); exit code 1 if any misses its target or fails to run.
//
//   npm run bench                          all of them
//   npm run bench -- --only vitals         one of them (or several: --only pages,vitals)
//   npm run bench -- --no-docs             print the figures without writing them
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { benchBff } from "./bff";
import { benchBulkPayouts } from "./bulk-payouts";
import { chosen } from "./choose";
import { benchOfframpReports } from "./offramp-reports";
import { benchOverviewInsights } from "./overview-insights";
import { benchPages } from "./pages";
import { type BenchResult, replaceSection } from "./report";
import { benchVitals } from "./vitals";

const benchmarks: Record<string, () => Promise<BenchResult>> = {
  "bulk-payouts": () => benchBulkPayouts(),
  forward: () => benchBff(),
  "offramp-reports": () => benchOfframpReports(),
  overview: () => benchOverviewInsights(),
  pages: () => benchPages(),
  vitals: () => benchVitals(),
};

const docs = resolve(import.meta.dirname, "..", "..", "docs", "performance.md");

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const write = !args.includes("--no-docs");
  let failed = 0;
  for (const name of chosen(args, Object.keys(benchmarks))) {
    try {
      const result = await (benchmarks[name] as () => Promise<BenchResult>)();
      if (!result.passed) failed += 1;
      // Written as each one ends, so a later failure keeps the figures already measured.
      if (write) writeFileSync(docs, replaceSection(readFileSync(docs, "utf8"), name, result.markdown));
      else process.stdout.write(`\n${result.markdown}\n\n`);
    } catch (error) {
      failed += 1;
      process.stderr.write(
        `${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
  }
  if (write) process.stdout.write(`Figures written to ${docs}\n`);
  return failed === 0 ? 0 : 1;
}

process.exit(await main());
