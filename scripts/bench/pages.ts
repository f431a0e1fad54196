// Benchmark of page views and the CSV export, on the whole product as `npm start` runs it (embedded
// Postgres, the sandbox with its demo data, the built console) in a temporary data folder, driven by Chromium
// with the cache disabled. Per page: the requests made to the console, the compressed JavaScript loaded
// (target: ≤ 130 kB on sign-in, ≤ 170 kB on every console page) and the console's CPU time for the view
// (median of a few). Then the payments CSV export: rows per second and the console's peak memory above its
// resting size. Prints the machine load; exit code 1 when a page is over its JavaScript target.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Page } from "@playwright/test";
import { measureFirstLoad } from "../../e2e/helpers/first-load";
import { cpuMs, freePort, waitFor } from "./local-server";
import { percentile } from "./stats";

export const SIGN_IN_TARGET_KB = 130;
export const PAGE_TARGET_KB = 170;
const VIEWS_PER_PAGE = 3;
const root = resolve(import.meta.dirname, "..", "..");
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The console's own server process of this run: the one serving `port`, found through /proc. */
function consolePid(port: number): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!/\.next\/console-server-[^/]+\.mjs/.test(command)) continue;
      const environment = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (environment.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  throw new Error(`no console process serves port ${port}`);
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.replace(/\D+/g, "") ?? 0) / 1024;
}

interface View {
  requests: number;
  firstKb: number;
  scriptKb: number;
  withHeadersKb: number;
  cpuMs: number;
}

/** One view of `path` in a fresh tab with the cache off, until the network is quiet. */
async function view(page: Page, origin: string, path: string, pid: number): Promise<View> {
  const before = cpuMs(pid);
  const load = await measureFirstLoad(page, origin + path, origin);
  return {
    requests: load.consoleRequests.length,
    firstKb: load.firstLoadBytes / 1024,
    scriptKb: load.scriptBytes / 1024,
    withHeadersKb: load.scriptBytesWithHeaders / 1024,
    cpuMs: cpuMs(pid) - before,
  };
}

async function measurePage(
  browser: Browser,
  storage: string | undefined,
  origin: string,
  path: string,
  pid: number,
) {
  const views: View[] = [];
  for (let i = 0; i < VIEWS_PER_PAGE; i++) {
    const context = await browser.newContext(storage ? { storageState: JSON.parse(storage) } : {});
    const page = await context.newPage();
    try {
      views.push(await view(page, origin, path, pid));
    } finally {
      await context.close();
    }
  }
  const median = (pick: (v: View) => number) => percentile(views.map(pick), 50);
  return {
    requests: median((v) => v.requests),
    firstKb: median((v) => v.firstKb),
    scriptKb: median((v) => v.scriptKb),
    withHeadersKb: median((v) => v.withHeadersKb),
    cpuMs: median((v) => v.cpuMs),
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

/**
 * The environment of this run's `npm start`: this process's, without any database address an earlier
 * benchmark left in it (`npm start` runs its own databases), with the run's own folder and ports.
 */
function startEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _console, SANDBOX_DATABASE_URL: _sandbox, ...rest } = process.env;
  return { ...rest, ...own };
}

export async function benchPages(): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), "pages-bench-"));
  const port = await freePort();
  const sandboxPort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let stack: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    stack = spawn(
      process.execPath,
      [join(root, "node_modules", "tsx", "dist", "cli.mjs"), "--conditions=react-server", "scripts/start.ts"],
      {
        cwd: root,
        detached: true,
        stdio: ["ignore", "pipe", "inherit"],
        env: startEnv({ DATA_DIR: dataDir, PORT: String(port), SANDBOX_PORT: String(sandboxPort) }),
      },
    );
    // Its last lines of output, to say why if it stops before the console answers.
    const output: string[] = [];
    stack.stdout?.setEncoding("utf8").on("data", (text: string) => {
      output.push(...text.split("\n").filter(Boolean));
      output.splice(0, Math.max(0, output.length - 30));
    });
    const started = stack;
    const stopped = new Promise<never>((_, fail) =>
      started.once("exit", (code, signal) =>
        fail(
          new Error(
            `npm start stopped (${signal ?? `exit code ${code}`}) before the console answered:\n${output.join("\n")}`,
          ),
        ),
      ),
    );
    stopped.catch(() => {});
    await Promise.race([waitFor(`${origin}/sign-in`, 600_000), stopped]);
    const pid = consolePid(port);
    const login = JSON.parse(readFileSync(join(dataDir, "demo-login.json"), "utf8")) as {
      email: string;
      password: string;
    };

    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
    const signedOut = await measurePage(browser, undefined, origin, "/sign-in", pid);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel("Email").fill(login.email);
    await page.getByLabel("Password").fill(login.password);
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await page.goto(`${origin}/`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    const merchantId = new URL(page.url()).pathname.split("/")[2] ?? "";
    await page.getByRole("button", { name: /Merchant account:/ }).click();
    await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
    await page.waitForURL((url) => !url.pathname.includes(merchantId));
    const aggregatorId = new URL(page.url()).pathname.split("/")[2] ?? "";
    const storage = JSON.stringify(await context.storageState());
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    await context.close();

    const m = (path: string) => `/accounts/${merchantId}${path ? `/${path}` : ""}`;
    const a = (path: string) => `/accounts/${aggregatorId}${path ? `/${path}` : ""}`;
    const pages = [
      m(""),
      m("payments"),
      m("payments/new"),
      m("payment-links"),
      m("payment-links/new"),
      m("branches"),
      m("direct-debit"),
      m("direct-debit/new"),
      m("settlements"),
      m("settlements/new"),
      m("developers"),
      a(""),
      a("offramp"),
      a("reports/ledger"),
      "/settings/accounts",
    ];
    log(
      `Page views (Chromium, cache off, median of ${VIEWS_PER_PAGE}; JS: compressed script bodies. First load:` +
        " what the page's HTML asks for; all: until the network is idle, and all with each response's HTTP/1.1 headers)",
    );
    log(
      "  page                                   requests  first kB   all kB  with headers   console CPU ms",
    );
    const row = (name: string, r: View) =>
      log(
        `  ${name.padEnd(38)} ${String(r.requests).padStart(8)} ${r.firstKb.toFixed(1).padStart(9)}` +
          ` ${r.scriptKb.toFixed(1).padStart(8)} ${r.withHeadersKb.toFixed(1).padStart(13)} ${r.cpuMs.toFixed(0).padStart(16)}`,
      );
    row("/sign-in", signedOut);
    const over: string[] = signedOut.firstKb > SIGN_IN_TARGET_KB ? ["/sign-in"] : [];
    for (const path of pages) {
      const result = await measurePage(browser, storage, origin, path, pid);
      const name = path.replace(merchantId, "<merchant>").replace(aggregatorId, "<aggregator>");
      row(name, result);
      if (result.firstKb > PAGE_TARGET_KB) over.push(name);
    }

    const csv = await measureExport(origin, merchantId, cookie, pid);
    log(
      `Payments CSV export: ${csv.rows} rows in ${csv.seconds.toFixed(2)} s = ${csv.perSecond.toFixed(0)} rows/s,` +
        ` console peak memory +${csv.peakAboveMb.toFixed(1)} MB above rest`,
    );
    const [one, five] = loadavg();
    log(`  machine load ${one?.toFixed(2)} (1 min) ${five?.toFixed(2)} (5 min)`);
    log(
      over.length === 0
        ? "PASS"
        : `FAIL (first-load JavaScript targets: ≤ ${SIGN_IN_TARGET_KB} kB sign-in, ≤ ${PAGE_TARGET_KB} kB per page; over: ${over.join(", ")})`,
    );
    return over.length === 0;
  } finally {
    await browser?.close();
    if (stack?.pid && stack.exitCode === null) {
      const exited = new Promise((done) => stack?.once("exit", done));
      process.kill(-stack.pid, "SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 30_000))]);
      if (stack.exitCode === null) process.kill(-stack.pid, "SIGKILL");
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const passed = await benchPages();
  process.exit(passed ? 0 : 1);
}
