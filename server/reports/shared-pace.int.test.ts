import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { systemAccountClient } from "@/server/access/account-access";
import { type TestConsoleInstance, testConsoleInstance } from "@/server/access/testing/console-instance";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { createForwarder } from "@/server/bff/forwarder";
import { callBff } from "@/server/bff/testing/bff-client";
import { type ConsoleDbHandle, createConsoleDb } from "@/server/db/client";
import { syncRound } from "@/server/index/sync";
import { createLongReadPacer } from "./export-pace";
import { LONG_READS_PER_USER } from "./long-reads";
import { pgPaceStore } from "./pace-store";
import { paymentsExportHandler } from "./payments-export";
import { indexPaidPayments, seedPaidPayments } from "./testing/paid-payments";

// One member must not starve the merchant: every long read of an account (on any instance) takes its turn
// in one pace per operation, a share of the service's limit, so the people using the console keep theirs;
// and one person runs only a few long reads at a time.

const STAFF = 15;
const PAYMENTS = 3_000;

let sandbox: TestSandbox;
let fx: ConsoleFixture;
let secondDb: ConsoleDbHandle;
let instances: TestConsoleInstance[] = [];
let accountId = "";
let branchX = "";
let adminId = "";
const staffIds: string[] = [];

beforeAll(async () => {
  [sandbox, fx] = await Promise.all([startTestSandbox(), createConsoleFixture("console_shared_pace")]);
  // The second instance has a pool of its own, as another process would.
  secondDb = createConsoleDb(fx.database.url, { max: 4 });
  const merchant = await sandbox.createMerchant({ name: "Busy shop" });
  accountId = (
    await fx.accounts.addAccount({ name: "Busy shop", baseUrl: sandbox.url, apiKey: merchant.apiKey })
  ).id;
  const branch = await sandbox
    .client(merchant.apiKey)
    .request("POST", "/v1/branch", { name: "Fort", code: "FT" });
  branchX = (branch.body as { id: string }).id;
  // The payment index has read them whole (its detail pass would have): the exports here are paced by the
  // list alone, which is what this file measures.
  const rows = await seedPaidPayments(sandbox, {
    merchantId: merchant.merchantId,
    seed: [17, "shared-pace"],
    groups: [[branchX, PAYMENTS]],
    amount: (i) => decimal(10 + (i % 40)),
    stepMs: 60_000,
  });
  await indexPaidPayments(fx, accountId, rows, { readWhole: true });
  adminId = (await fx.createUser()).id;
  await fx.addMember(adminId, accountId, "admin");
  for (let i = 0; i < STAFF; i++) {
    const id = (await fx.createUser()).id;
    await fx.addMember(id, accountId, "staff", branchX);
    staffIds.push(id);
  }
  instances = [testConsoleInstance(fx), testConsoleInstance(fx)];
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await secondDb?.close();
  await Promise.all([sandbox?.close(), fx?.close()]);
});

/** A payments export by a member on one of the two instances; the body is read as it comes. */
function startExport(userId: string, on: 0 | 1) {
  const read = { rows: 0 };
  const abort = new AbortController();
  const db = on === 0 ? fx.handle.db : secondDb.db;
  const handler = paymentsExportHandler({
    sessionUserId: async () => userId,
    accounts: () => fx.accounts,
    db: () => db,
    watch: () => (instances[on] as TestConsoleInstance).watch,
    log: () => {},
  });
  const request = new Request(`http://localhost:3000/api/accounts/${accountId}/exports/payments`, {
    signal: abort.signal,
  });
  const answered = handler(request, { params: Promise.resolve({ accountId }) }).then(async (response) => {
    if (response.status !== 200) return response;
    const reader = response.body?.getReader();
    abort.signal.addEventListener("abort", () => void reader?.cancel().catch(() => {}), { once: true });
    void (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const next = await reader?.read().catch(() => ({ done: true as const, value: undefined }));
        if (!next || next.done) break;
        read.rows += (decoder.decode(next.value).match(/\r\n/g) ?? []).length;
      }
    })();
    return response;
  });
  answered.catch(() => {});
  return { answered, read, stop: () => abort.abort() };
}

describe("long reads of one account", () => {
  it("leave the admin's payment list working while branch staff run sixty exports on two instances", async () => {
    const exports = staffIds.flatMap((userId, i) =>
      Array.from({ length: LONG_READS_PER_USER }, (_, n) => startExport(userId, ((i + n) % 2) as 0 | 1)),
    );
    expect(exports).toHaveLength(60);
    const admin = createForwarder({
      sessionUserId: async () => adminId,
      accounts: () => fx.accounts,
      db: () => fx.handle.db,
      publicUrl: () => undefined,
      log: () => {},
    });
    const statuses: number[] = [];
    const started = Date.now();
    let rows = 0;
    try {
      // Let the exports get going, then use the list as a person would for twelve seconds.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (let call = 0; call < 49; call++) {
        const started = Date.now();
        statuses.push((await callBff(admin, "GET", accountId, "/v1/payment/list?page=1&pageSize=20")).status);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 250 - (Date.now() - started))));
      }
      rows = exports.reduce((sum, running) => sum + running.read.rows, 0);
    } finally {
      for (const running of exports) running.stop();
    }
    const pages = rows / 100;
    const minutes = (Date.now() - started) / 60_000;
    console.info(
      `admin's list: ${statuses.filter((s) => s === 429).length} of ${statuses.length} answered 429; ` +
        `the exports read ${pages.toFixed(1)} pages in ${(minutes * 60).toFixed(1)} s`,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The exports kept going at their share (150 calls a minute between them), not slower, not faster
    // (each file's header line counts as a hundredth of a page here).
    expect(pages).toBeGreaterThan(150 * minutes * 0.6);
    expect(pages).toBeLessThan(150 * minutes + 5);
  }, 60_000);

  it("refuses a person's fifth long read at once, in words, until one ends", async () => {
    const userId = (await fx.createUser()).id;
    await fx.addMember(userId, accountId, "staff", branchX);
    const running = Array.from({ length: LONG_READS_PER_USER }, (_, n) =>
      startExport(userId, (n % 2) as 0 | 1),
    );
    // Each holds its place from the start (waiting for its turn or reading).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const fifth = startExport(userId, 0);
    const refused = await fifth.answered;
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.code).toBe("too_many_long_reads");
    expect(body.message).toBe(
      `You already have ${LONG_READS_PER_USER} long reads of this account running (exports, charts, a reconciliation or a payout file check). Wait for one to finish, or cancel it, before starting another.`,
    );
    running[0]?.stop();
    // The place is given back when the export ends; then the next one is accepted.
    const deadline = Date.now() + 10_000;
    let again = startExport(userId, 1);
    while ((await again.answered).status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      again = startExport(userId, 1);
    }
    expect((await again.answered).status).toBe(200);
    for (const other of [...running, again]) other.stop();
  }, 30_000);

  it("make the payment index's background round give way while they hold the pace", async () => {
    const store = pgPaceStore(secondDb.db);
    const key = { accountId, operationId: "listPayments" };
    // Another instance's export heard that only the people's reserve of this minute is left.
    await store.note(key, { limit: 200, holdMs: 30_000 });
    const pacer = createLongReadPacer({ store: pgPaceStore(fx.handle.db), key, fallbackIntervalMs: 300 });
    const system = await systemAccountClient(accountId, {}, fx.accounts);
    if (!system) throw new Error("no client");
    const report = await syncRound(fx.handle.db, accountId, system, { pacer, budget: 4 });
    expect(report).toMatchObject({ calls: 0, stoppedBy: "rate-limit" });
  });
});
