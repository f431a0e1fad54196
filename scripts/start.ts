// npm start (and npm run dev with --dev): Postgres → migrations → sandbox with the demo seed → console
// accounts and demo owner → production build if needed → the console on PORT. Ctrl-C stops everything.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { devFrontServerFile, fastPathFile, frontServerFile } from "../server/front/build-files";
import { buildConsole, bundleFrontServer } from "./build-console";
import { startDatabases } from "./db/embedded-postgres";
import { onShutdownSignal } from "./db/shutdown-signals";

const root = resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const dataDir = resolve(process.env.DATA_DIR ?? join(root, ".data"));
const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const host = process.env.HOST ?? "127.0.0.1";
const log = (line: string) => console.log(`[start] ${line}`);

process.env.DATA_DIR = dataDir;
process.env.SANDBOX_PORT = String(sandboxPort);
process.env.SANDBOX_SEED ??= "demo";
process.env.AUTH_TRUST_HOST ??= "true";
// The embedded sandbox listens on loopback, which the console calls only when an operator allows it.
process.env.UPSTREAM_ALLOWED_HOSTS ??= `127.0.0.1:${sandboxPort},localhost:${sandboxPort}`;
// The sandbox delivers its webhooks to the console on this machine.
process.env.CONSOLE_PUBLIC_URL ??= `http://127.0.0.1:${port}`;

/** The newest modification time under the folders the build depends on. */
function newestSource(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path))
        if (name !== "node_modules" && !name.startsWith(".")) visit(join(path, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** Builds the console when its build is missing or older than the code; returns the front server to run. */
async function buildIfNeeded(): Promise<string> {
  const buildId = join(root, ".next", "BUILD_ID");
  const inputs = [
    "app",
    "components",
    "lib",
    "server",
    "public",
    "next.config.ts",
    "package-lock.json",
    "proxy.ts",
  ];
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSource(inputs)) {
    log("Building the console (next build)…");
    const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");
    const result = spawnSync(process.execPath, [nextBin, "build"], {
      cwd: root,
      stdio: "inherit",
      env: process.env,
    });
    if (result.status !== 0) throw new Error("next build failed");
  }
  // `next build` alone (or a build from before the bundles) leaves them to write: the front server, the
  // forwarder and the brotli files, as `npm run build` does.
  const server = frontServerFile(root);
  const forwarder = fastPathFile(root);
  if (!server || !forwarder) throw new Error("the console's build has no BUILD_ID");
  if (!existsSync(server) || !existsSync(forwarder)) await buildConsole(root);
  return server;
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const databases = await startDatabases({ dataDir, log: (line) => log(`postgres: ${line}`) });
process.env.DATABASE_URL = databases.consoleUrl;
process.env.SANDBOX_DATABASE_URL = databases.sandboxUrl;

let consoleProcess: ChildProcess | null = null;
let stopSandbox: (() => Promise<void>) | null = null;

onShutdownSignal(async () => {
  if (consoleProcess && consoleProcess.exitCode === null) {
    const exited = new Promise((r) => consoleProcess?.once("exit", r));
    consoleProcess.kill("SIGTERM");
    await exited;
  }
  await stopSandbox?.();
  await databases.stop();
});

try {
  const { migrateConsoleDb } = await import("../server/db/migrate");
  await migrateConsoleDb(databases.consoleUrl);

  const { startSandboxFromEnv } = await import("../sandbox/main");
  log(`Starting the sandbox on http://127.0.0.1:${sandboxPort} (seed: ${process.env.SANDBOX_SEED})…`);
  const sandbox = await startSandboxFromEnv();
  stopSandbox = sandbox.stop;
  const sandboxUrl = process.env.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${sandbox.port}`;

  const { getDb } = await import("../server/db/client");
  const { loadMasterKey } = await import("../server/accounts/master-key");
  const { ensureDemoConsole } = await import("./demo-console");
  const demo = await ensureDemoConsole({
    db: getDb(),
    dataDir,
    sandboxUrl,
    masterKey: () => loadMasterKey(),
    log,
  });

  // The console's own server (Next behind a front that owns the forwarding headers and HSTS), bundled and
  // run by plain Node: no loader stands in front of Next.
  const frontServer = dev ? await bundleFrontServer(root, devFrontServerFile(root)) : await buildIfNeeded();
  const args = [frontServer, ...(dev ? ["--dev"] : [])];
  consoleProcess = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, HOST: host, PORT: String(port) },
  });
  consoleProcess.once("exit", (code) => {
    if (code !== null && code !== 0) {
      console.error(`[start] the console exited with code ${code}`);
      process.kill(process.pid, "SIGTERM");
    }
  });
  await waitForHttp(`http://127.0.0.1:${port}/sign-in`, dev ? 120_000 : 60_000);

  const shownHost = host === "127.0.0.1" || host === "0.0.0.0" ? "localhost" : host;
  console.log(
    [
      "",
      "  Merchant Console is running",
      `  Console:   http://${shownHost}:${port}`,
      `  Sign in:   ${demo.login.email}  /  ${demo.login.password}`,
      `  Accounts:  ${demo.accounts.join(", ") || "(none: the sandbox wrote no demo keys)"}`,
      `  Sandbox:   http://127.0.0.1:${sandbox.port}  (control API token: ${process.env.SANDBOX_ADMIN_TOKEN ?? "sandbox-admin-token"})`,
      "  Stop with Ctrl-C.",
      "",
    ].join("\n"),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.kill(process.pid, "SIGTERM");
}
