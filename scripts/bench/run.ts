// npm run bench: every benchmark in turn; exit code 1 if any misses its target.
import { benchBff } from "./bff";
import { benchOfframpReports } from "./offramp-reports";
import { benchOverviewInsights } from "./overview-insights";
import { benchPages } from "./pages";

const benchmarks: Array<[string, () => Promise<boolean>]> = [
  ["BFF forward", () => benchBff()],
  ["offramp reports", () => benchOfframpReports()],
  ["overview insights", () => benchOverviewInsights()],
  ["page views", () => benchPages()],
];

let failed = 0;
for (const [name, bench] of benchmarks) {
  try {
    if (!(await bench())) failed += 1;
  } catch (error) {
    failed += 1;
    process.stderr.write(
      `${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
}
process.exit(failed === 0 ? 0 : 1);
