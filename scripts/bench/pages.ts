// Benchmark of page views and the CSV export, on the whole product as `npm start` runs it (`product.ts`),
// driven by Chromium with the cache disabled. Per page: the requests made to the console, the JavaScript
// loaded, in brotli as served with gzip beside it (first load: what the page's HTML asks for, held to
// ≤ 130 kB brotli on sign-in and ≤ 200 kB brotli on every console page, as `e2e/budgets.spec.ts` holds
// every route; until idle: with what the page fetched once it ran), and the console's CPU time for the view
// (median of 3). Then the payments CSV export: rows per second and the console's peak memory above its
// resting size. Fails when a page is over its budget.
import { pathToFileURL } from "node:url";
import type { Browser, BrowserContextOptions } from "@playwright/test";
import { budgetOf, overBudget } from "../../e2e/helpers/budgets";
import { measureFirstLoad } from "../../e2e/helpers/first-load";
import { kB, type Served } from "../../e2e/helpers/served-size";
import { cpuMs, rssMb } from "./local-server";
import { launchChromium, signInAsDemoOwner, startProduct } from "./product";
import { type BenchResult, figure, markdownTable, ratio, runNote } from "./report";
import { median } from "./stats";

const VIEWS_PER_PAGE = 3;
const log = (line: string) => process.stdout.write(`${line}\n`);

interface PageFigures {
  name: string;
  route: string;
  requests: number;
  firstLoad: Served;
  all: Served;
  cpuMs: number;
}

/** Views of `path`, each in a new context with the cache off, until the network is quiet; medians. */
async function measurePage(
  browser: Browser,
  storageState: BrowserContextOptions["storageState"],
  origin: string,
  pid: number,
  page: { name: string; route: string; path: string },
): Promise<PageFigures> {
  const views: { requests: number; firstLoad: Served; all: Served; cpuMs: number }[] = [];
  for (let i = 0; i < VIEWS_PER_PAGE; i++) {
    const context = await browser.newContext({ storageState });
    try {
      const before = cpuMs(pid);
      const load = await measureFirstLoad(await context.newPage(), origin + page.path, origin);
      views.push({
        requests: load.consoleRequests.length,
        firstLoad: load.firstLoad,
        all: load.all,
        cpuMs: cpuMs(pid) - before,
      });
    } finally {
      await context.close();
    }
  }
  // Sizes are the same in every view; requests and CPU time may vary.
  const last = views.at(-1) as (typeof views)[number];
  return {
    ...page,
    requests: median(views.map((v) => v.requests)),
    firstLoad: last.firstLoad,
    all: last.all,
    cpuMs: median(views.map((v) => v.cpuMs)),
  };
}

/** The payments CSV of the demo merchant through the console: rows per second and peak memory above rest. */
async function measureExport(origin: string, accountId: string, cookie: string, pid: number) {
  const resting = rssMb(pid);
  let peak = resting;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 25);
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/api/accounts/${accountId}/exports/payments`, {
      headers: { cookie, "accept-encoding": "identity" },
    });
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    const text = await response.text();
    const seconds = (performance.now() - started) / 1000;
    const rows = Math.max(0, text.split("\n").filter((line) => line.trim() !== "").length - 1);
    return { rows, seconds, perSecond: rows / seconds, peakAboveMb: peak - resting };
  } finally {
    clearInterval(sampler);
  }
}

function markdown(
  note: string,
  pages: PageFigures[],
  csv: Awaited<ReturnType<typeof measureExport>>,
): string {
  const rows = pages.map((p) => [
    p.name,
    String(p.requests),
    figure(kB(p.firstLoad.brotli), 1),
    figure(kB(p.firstLoad.gzip), 1),
    `${ratio(p.firstLoad.brotli, budgetOf(p.route) * 1_000)} of ${budgetOf(p.route)}`,
    figure(kB(p.all.brotli), 1),
    figure(kB(p.all.gzip), 1),
    figure(p.cpuMs),
  ]);
  return [
    note,
    "",
    `Chromium, cache off, median of ${VIEWS_PER_PAGE} views. JavaScript in kB (1,000 bytes) as the console serves ` +
      "it: brotli, and gzip for a client without brotli. First load: what the page's HTML asks for; until idle: " +
      "with what the page fetched once it ran. Console requests: the page and its data, not its built files.",
    "",
    markdownTable(
      [
        "page",
        "console requests",
        "first load, brotli (kB)",
        "gzip (kB)",
        "brotli / budget (kB)",
        "until idle, brotli (kB)",
        "gzip (kB)",
        "console CPU (ms)",
      ],
      rows,
      [false, true, true, true, true, true, true, true],
    ),
    "",
    `Payments CSV of the demo merchant: ${figure(csv.rows)} rows in ${figure(csv.seconds, 2)} s ` +
      `(${figure(csv.perSecond)} rows/s, paced below the service's rate limit); the console's memory peaked ` +
      `${figure(csv.peakAboveMb, 1)} MB above rest.`,
  ].join("\n");
}

export async function benchPages(): Promise<BenchResult> {
  const note = runNote();
  const product = await startProduct("pages");
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const { origin, consolePid } = product;
    const session = await signInAsDemoOwner(browser, product);
    const m = (path: string) => `/accounts/${session.merchantId}${path}`;
    const a = (path: string) => `/accounts/${session.aggregatorId}${path}`;
    const merchant = (name: string, path: string) => ({
      name: `merchant ${name}`,
      route: `/accounts/[accountId]${path}`,
      path: m(path),
    });
    const aggregator = (name: string, path: string) => ({
      name: `aggregator ${name}`,
      route: `/accounts/[accountId]${path}`,
      path: a(path),
    });
    const signedIn = [
      merchant("overview", ""),
      merchant("payments", "/payments"),
      merchant("new payment", "/payments/new"),
      merchant("payment links", "/payment-links"),
      merchant("new payment link", "/payment-links/new"),
      merchant("branches", "/branches"),
      merchant("direct debit", "/direct-debit"),
      merchant("new contract", "/direct-debit/new"),
      merchant("settlements", "/settlements"),
      merchant("new settlement", "/settlements/new"),
      merchant("developers", "/developers"),
      aggregator("overview", ""),
      aggregator("offramp report", "/offramp"),
      aggregator("float ledger", "/reports/ledger"),
      { name: "settings: accounts", route: "/settings/accounts", path: "/settings/accounts" },
    ];
    log(
      `Page views (Chromium, cache off, median of ${VIEWS_PER_PAGE}; JavaScript in kB brotli / gzip as served)`,
    );
    const pages: PageFigures[] = [];
    const show = (p: PageFigures) =>
      log(
        `  ${p.name.padEnd(30)} requests ${String(p.requests).padStart(2)}  first load ${figure(kB(p.firstLoad.brotli), 1).padStart(6)}` +
          ` / ${figure(kB(p.firstLoad.gzip), 1).padStart(6)}  until idle ${figure(kB(p.all.brotli), 1).padStart(6)}` +
          ` / ${figure(kB(p.all.gzip), 1).padStart(6)}  console CPU ${figure(p.cpuMs).padStart(4)} ms`,
      );
    const signIn = { name: "sign-in", route: "/sign-in", path: "/sign-in" };
    pages.push(await measurePage(browser, undefined, origin, consolePid, signIn));
    show(pages[0] as PageFigures);
    for (const page of signedIn) {
      pages.push(await measurePage(browser, session.storageState, origin, consolePid, page));
      show(pages.at(-1) as PageFigures);
    }
    const csv = await measureExport(origin, session.merchantId, session.cookie, consolePid);
    log(
      `Payments CSV export: ${csv.rows} rows in ${csv.seconds.toFixed(2)} s = ${csv.perSecond.toFixed(0)} rows/s,` +
        ` console peak memory +${csv.peakAboveMb.toFixed(1)} MB above rest`,
    );
    const problems = pages.flatMap((p) => {
      const problem = overBudget(p.route, p.firstLoad);
      return problem ? [`${p.name} (${p.route}): ${problem}`] : [];
    });
    const line = note.line();
    log(`  ${line}`);
    log(problems.length === 0 ? "PASS" : `FAIL (first load over budget: ${problems.join("; ")})`);
    const verdict =
      problems.length === 0 ? "Every page within its budget." : `Over budget: ${problems.join("; ")}.`;
    return { passed: problems.length === 0, markdown: `${markdown(line, pages, csv)}\n\n${verdict}` };
  } finally {
    await browser?.close();
    await product.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { passed } = await benchPages();
  process.exit(passed ? 0 : 1);
}
