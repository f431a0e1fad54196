// Benchmark of the console's forward (BFF) against a direct call, side by side in one run: a stub payments
// service on 127.0.0.1 answers a page of 20 payments at once; the same signed page is fetched directly from
// the stub, and through the built console with a session cookie (session, membership, key, signature, the
// contract's checks, logging). Reports p50/p95 and throughput at 1 and 16 concurrent requests, the console's
// CPU per forwarded call and the machine's load. Exit code 1 when a target of the issue is missed:
// at most 3 ms added at p50 (c=1), at least 12 % of direct throughput at c=16.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { encode } from "@auth/core/jwt";
import pg from "pg";
import { Pool } from "undici";
import { paymentListResponseSchema } from "../../lib/payments-api/payments";
import { fastPathFile, frontServerFile } from "../../server/front/build-files";
import { buildConsole } from "../build-console";
import { freshBenchDatabase } from "./bench-database";
import { cpuMs, freePort, waitFor } from "./local-server";
import { type BenchResult, figure, markdownTable, runNote } from "./report";
import { type LatencySummary, summarize } from "./stats";

export const TARGET_ADDED_P50_MS = 3;
export const TARGET_THROUGHPUT_SHARE = 0.12;
const root = resolve(import.meta.dirname, "..", "..");
const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${n.toFixed(2).padStart(7)} ms`;

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** A page of the payment list as the service answers it, checked against the contract. */
function paymentPage(): string {
  const data = Array.from({ length: 20 }, (_, i) => ({
    id: randomUUID(),
    payId: `PAY${String(100000 + i)}`,
    merchantTradeNo: `ORDER-${i + 1}`,
    amount: (i + 1) * 12.5,
    currency: i % 3 === 0 ? "LKR" : "USDT",
    status: i % 4 === 0 ? "PENDING" : "PAID",
    branchId: null,
    createdAt: new Date(Date.now() - i * 60_000).toISOString(),
    paidAt: i % 4 === 0 ? null : new Date(Date.now() - i * 60_000 + 30_000).toISOString(),
  }));
  const body = { data, meta: { page: 1, pageSize: 20, totalItems: 793, totalPages: 40 } };
  paymentListResponseSchema.parse(body);
  return JSON.stringify(body);
}

function startStub(body: string): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(body),
        "X-RateLimit-Limit": "1000000",
        "X-RateLimit-Remaining": "999999",
        "X-RateLimit-Reset": String(Math.ceil(Date.now() / 1000) + 60),
      });
      response.end(body);
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

interface Run {
  latency: LatencySummary;
  perSecond: number;
  failures: number;
}

/** `total` requests from `concurrency` loops over keep-alive connections; each loop stops by itself. */
async function load(
  origin: string,
  path: string,
  headers: () => Record<string, string>,
  concurrency: number,
  total: number,
): Promise<Run> {
  const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });
  const samples: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (issued < total) {
          issued += 1;
          const begun = performance.now();
          const response = await pool.request({ method: "GET", path, headers: headers() });
          await response.body.arrayBuffer();
          samples.push(performance.now() - begun);
          if (response.statusCode !== 200) failures += 1;
        }
      }),
    );
  } finally {
    await pool.close();
  }
  const seconds = (performance.now() - started) / 1000;
  return { latency: summarize(samples), perSecond: samples.length / seconds, failures };
}

export async function benchBff(): Promise<BenchResult> {
  const note = runNote();
  const requests = envNumber("BENCH_BFF_REQUESTS", 2000);
  const body = paymentPage();
  const database = await freshBenchDatabase(() => {});
  const dataDir = await mkdtemp(join(tmpdir(), "bff-bench-"));
  const stub = await startStub(body);
  const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  let consoleProcess: ChildProcess | undefined;
  // The console's modules read these; they are put back afterwards, so a later benchmark's `npm start` does
  // not inherit this run's database, gone by then.
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  try {
    process.env.DATABASE_URL = database.url;
    process.env.DATA_DIR = dataDir;
    const { migrateConsoleDb } = await import("../../server/db/migrate");
    await migrateConsoleDb(database.url);

    // One owner with one account whose service is the stub, its key sealed as the vault seals every key.
    const { loadMasterKey } = await import("../../server/accounts/master-key");
    const { encryptSigningKey } = await import("../../server/accounts/vault");
    const apiSecret = `sk_live_${randomBytes(24).toString("hex")}`;
    const keyId = `ak_live_${randomBytes(12).toString("hex")}`;
    const signingKey = createHash("sha256").update(apiSecret).digest("hex");
    const accountId = randomUUID();
    const userId = randomUUID();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query("insert into users (id, email, name, password_hash) values ($1, $2, $3, $4)", [
        userId,
        "bench@example.lk",
        "Bench",
        "unused",
      ]);
      await client.query(
        `insert into merchant_accounts (id, name, environment, base_url, key_id, encrypted_signing_key)
         values ($1, 'Bench shop', 'sandbox', $2, $3, $4)`,
        [accountId, stubUrl, keyId, encryptSigningKey(accountId, signingKey, loadMasterKey())],
      );
      await client.query("insert into memberships (user_id, account_id, role) values ($1, $2, 'owner')", [
        userId,
        accountId,
      ]);
    } finally {
      await client.end();
    }

    if (!existsSync(join(root, ".next", "BUILD_ID"))) {
      log("  building the console first (next build)…");
      const built = spawnSync(
        process.execPath,
        [join(root, "node_modules", "next", "dist", "bin", "next"), "build"],
        {
          cwd: root,
          stdio: "inherit",
        },
      );
      if (built.status !== 0) throw new Error("next build failed");
    }
    // BENCH_BFF_VIA=next measures the route inside Next's runtime instead, for comparison.
    const viaNext = process.env.BENCH_BFF_VIA === "next";
    const frontServer = frontServerFile(root) ?? "";
    if (!existsSync(frontServer) || !existsSync(fastPathFile(root) ?? "")) await buildConsole(root);
    const authSecret = randomBytes(32).toString("base64url");
    const port = await freePort();
    // BENCH_CPU_PROF_DIR=dir writes a CPU profile of the console (open it in Chrome's DevTools).
    const profile = process.env.BENCH_CPU_PROF_DIR
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
      : [];
    consoleProcess = spawn(process.execPath, [...profile, frontServer], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        AUTH_SECRET: authSecret,
        AUTH_URL: `http://127.0.0.1:${port}`,
        UPSTREAM_ALLOWED_HOSTS: "127.0.0.1",
        CONSOLE_BACKGROUND_WORK: "off",
        LOG_LEVEL: "silent",
        ...(viaNext ? { CONSOLE_FORWARDER: "next" } : {}),
      },
    });
    const consoleUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${consoleUrl}/sign-in`, 120_000);
    const salt = "authjs.session-token";
    const token = { sub: userId, sid: randomUUID(), signedInAt: Math.floor(Date.now() / 1000) };
    const cookie = `${salt}=${await encode({ token, secret: authSecret, salt, maxAge: 3600 })}`;

    const path = "/v1/payment/list?page=1&pageSize=20";
    const signed = () => {
      const timestamp = String(Date.now());
      const signature = createHmac("sha256", signingKey).update(`${timestamp}GET${path}`).digest("hex");
      return { "x-api-key": keyId, "x-timestamp": timestamp, "x-signature": signature };
    };
    const viaConsole = () => ({ cookie });
    const bffPath = `/api/accounts/${accountId}${path}`;

    // Warm both paths (JIT, connection pools), then measure them one after the other in the same run.
    await load(stubUrl, path, signed, 4, 400);
    await load(consoleUrl, bffPath, viaConsole, 4, 400);

    log(
      `BFF forward (${viaNext ? "inside Next's route runtime" : "front server"}) vs direct call, stub upstream` +
        ` (${database.description})`,
    );
    let passed = true;
    const rows: string[][] = [];
    for (const concurrency of [1, 16]) {
      const n = concurrency === 1 ? Math.ceil(requests / 2) : requests;
      const direct = await load(stubUrl, path, signed, concurrency, n);
      const pid = consoleProcess.pid as number;
      const cpuBefore = cpuMs(pid) / 1000;
      const bff = await load(consoleUrl, bffPath, viaConsole, concurrency, n);
      const cpuPerCall = ((cpuMs(pid) / 1000 - cpuBefore) * 1000) / n;
      const added = bff.latency.p50 - direct.latency.p50;
      const share = bff.perSecond / direct.perSecond;
      log(
        `  c=${String(concurrency).padEnd(2)} direct  n=${n}  p50 ${ms(direct.latency.p50)}  p95 ${ms(direct.latency.p95)}` +
          `  ${direct.perSecond.toFixed(0).padStart(6)} req/s`,
      );
      log(
        `  c=${String(concurrency).padEnd(2)} bff     n=${n}  p50 ${ms(bff.latency.p50)}  p95 ${ms(bff.latency.p95)}` +
          `  ${bff.perSecond.toFixed(0).padStart(6)} req/s  console CPU ${cpuPerCall.toFixed(2)} ms/call`,
      );
      log(
        `        added at p50 ${ms(added)}  throughput ${(share * 100).toFixed(1)} % of direct` +
          (direct.failures + bff.failures > 0 ? `  FAILED REQUESTS ${direct.failures + bff.failures}` : ""),
      );
      rows.push([
        String(concurrency),
        figure(n),
        figure(direct.latency.p50, 2),
        figure(direct.latency.p95, 2),
        figure(direct.perSecond),
        figure(bff.latency.p50, 2),
        figure(bff.latency.p95, 2),
        figure(bff.perSecond),
        figure(added, 2),
        `${figure(share * 100, 1)} %`,
        figure(cpuPerCall, 2),
        figure(direct.failures + bff.failures),
      ]);
      if (direct.failures + bff.failures > 0) passed = false;
      if (concurrency === 1 && added > TARGET_ADDED_P50_MS) passed = false;
      if (concurrency === 16 && share < TARGET_THROUGHPUT_SHARE) passed = false;
    }
    const line = note.line();
    log(`  ${line}`);
    const targets = `≤ ${TARGET_ADDED_P50_MS} ms added at p50 (c=1), ≥ ${TARGET_THROUGHPUT_SHARE * 100} % of direct throughput at c=16`;
    log(passed ? "PASS" : `FAIL (targets: ${targets})`);
    const markdown = [
      line,
      "",
      `${viaNext ? "Inside Next's route runtime" : "The front server's forward"} against a direct call to the same ` +
        `stub service on loopback (20 payments a page; ${database.description}), both over undici's keep-alive ` +
        `pool; c is the number of concurrent requests. Times in ms; targets: ${targets}.`,
      "",
      markdownTable(
        [
          "c",
          "requests",
          "direct p50",
          "direct p95",
          "direct req/s",
          "console p50",
          "console p95",
          "console req/s",
          "added at p50",
          "console / direct req/s",
          "console CPU per call",
          "failed",
        ],
        rows,
        Array(12).fill(true),
      ),
      "",
      passed ? "Within its targets." : "Misses a target.",
    ].join("\n");
    return { passed, markdown };
  } finally {
    if (consoleProcess && consoleProcess.exitCode === null) {
      const exited = new Promise((done) => consoleProcess?.once("exit", done));
      consoleProcess.kill("SIGTERM");
      await exited;
    }
    await new Promise<void>((done) => stub.close(() => done()));
    await database.cleanup();
    await rm(dataDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { passed } = await benchBff();
  process.exit(passed ? 0 : 1);
}
