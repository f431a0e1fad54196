// The whole product as `npm start` runs it (embedded Postgres, the sandbox with its demo data, the built
// console; the build is made first when it is missing or older than the code), in a temporary data folder
// on free loopback ports, for the benchmarks that drive it in Chromium; and the demo owner's sign-in.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { chromiumArgs } from "../../e2e/helpers/chromium";
import { freePort, waitFor } from "./local-server";

const root = resolve(import.meta.dirname, "..", "..");

export interface Product {
  origin: string;
  /** The console's server process, for its CPU time and memory. */
  consolePid: number;
  login: { email: string; password: string };
  stop: () => Promise<void>;
}

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

/**
 * The environment of this run's `npm start`: this process's, without any database address an earlier
 * benchmark left in it (`npm start` runs its own databases), with the run's own folder and ports.
 */
function startEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _console, SANDBOX_DATABASE_URL: _sandbox, ...rest } = process.env;
  return { ...rest, ...own };
}

async function stopGroup(stack: ChildProcess): Promise<void> {
  if (!stack.pid || stack.exitCode !== null) return;
  const exited = new Promise((done) => stack.once("exit", done));
  process.kill(-stack.pid, "SIGTERM");
  await Promise.race([exited, new Promise((done) => setTimeout(done, 30_000))]);
  if (stack.exitCode === null) process.kill(-stack.pid, "SIGKILL");
}

/** Starts the product; `stop()` ends it (its whole process group) and removes its data folder. */
export async function startProduct(name: string): Promise<Product> {
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-bench-`));
  const port = await freePort();
  const sandboxPort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const stack = spawn(
    process.execPath,
    [join(root, "node_modules", "tsx", "dist", "cli.mjs"), "--conditions=react-server", "scripts/start.ts"],
    {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
      env: startEnv({ DATA_DIR: dataDir, PORT: String(port), SANDBOX_PORT: String(sandboxPort) }),
    },
  );
  const stop = async () => {
    await stopGroup(stack);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // Its last lines of output, to say why if it stops before the console answers.
    const output: string[] = [];
    stack.stdout?.setEncoding("utf8").on("data", (text: string) => {
      for (const line of text.split("\n")) if (line) output.push(line);
      output.splice(0, Math.max(0, output.length - 30));
    });
    const stopped = new Promise<never>((_, fail) =>
      stack.once("exit", (code, signal) =>
        fail(
          new Error(
            `npm start stopped (${signal ?? `exit code ${code}`}) before the console answered:\n${output.join("\n")}`,
          ),
        ),
      ),
    );
    stopped.catch(() => {});
    await Promise.race([waitFor(`${origin}/sign-in`, 600_000), stopped]);
    const login = JSON.parse(readFileSync(join(dataDir, "demo-login.json"), "utf8")) as Product["login"];
    return { origin, consolePid: consolePid(port), login, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
}

export interface DemoSession {
  /** The signed-in browser state, for `browser.newContext({ storageState })`. */
  storageState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  /** The session as a Cookie header, for requests made without the browser. */
  cookie: string;
  merchantId: string;
  aggregatorId: string;
}

/** Signs in as the demo owner (as e2e/auth.setup.ts does) and finds the demo merchant and aggregator. */
export async function signInAsDemoOwner(browser: Browser, product: Product): Promise<DemoSession> {
  const { origin, login } = product;
  const context = await browser.newContext();
  try {
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
    if (!merchantId || !aggregatorId) throw new Error("the demo merchant or aggregator was not found");
    return {
      storageState: await context.storageState(),
      cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; "),
      merchantId,
      aggregatorId,
    };
  } finally {
    await context.close();
  }
}
