import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, colomboDate } from "@/lib/dates";
import type { ReconciliationMessage, ReconciliationStatement } from "@/lib/reconciliation-report";
import { demoKeysPath, readDemoKeys } from "@/sandbox/seed/demo-keys";
import { closeSeeded, type Seeded, seededSandbox } from "@/sandbox/seed/test-support";
import { type TestConsoleInstance, testConsoleInstance } from "@/server/access/testing/console-instance";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { webhookInbox } from "@/server/db/schema";
import { reconciliationHandler } from "./handler";

// The reconciliation route against the demo aggregator of a real seeded sandbox (auto-settle off, so the
// payouts in flight stay in flight until the test settles them) and a console database of its own.

let seeded: Seeded;
let fx: ConsoleFixture;
let instance: TestConsoleInstance;
let accountId = "";
let userId = "";

beforeAll(async () => {
  [seeded, fx] = await Promise.all([seededSandbox(), createConsoleFixture("console_reconciliation")]);
  const keys = await readDemoKeys(demoKeysPath(seeded.dataDir));
  if (!keys) throw new Error("no demo keys");
  accountId = (
    await fx.accounts.addAccount({
      name: "Lanka Remit",
      baseUrl: seeded.sandbox.url,
      apiKey: keys.aggregator.apiKey,
    })
  ).id;
  userId = (await fx.createUser("finance@example.lk")).id;
  await fx.addMember(userId, accountId, "finance");
  instance = testConsoleInstance(fx);
}, 180_000);

afterAll(async () => {
  await instance?.close();
  await fx?.close();
  await closeSeeded(seeded);
});

const deps = (now?: Date) => ({
  sessionUserId: async () => userId,
  accounts: () => fx.accounts,
  db: () => fx.handle.db,
  reconciliationDb: () => fx.handle.db,
  watch: () => instance.watch,
  minIntervalMs: 0,
  log: () => {},
  ...(now ? { now: () => now } : {}),
});

async function reconcile(query: string, handlerDeps = deps()) {
  const request = new Request(`http://127.0.0.1/api/accounts/${accountId}/reconciliation${query}`);
  const response = await reconciliationHandler(handlerDeps)(request, {
    params: Promise.resolve({ accountId }),
  });
  const text = await response.text();
  const messages =
    response.status === 200
      ? text
          .split("\n")
          .filter((line) => line !== "")
          .map((line) => JSON.parse(line) as ReconciliationMessage)
      : [];
  const result = messages.find((m) => m.type === "result");
  return {
    response,
    text,
    messages,
    statement: result?.type === "result" ? result.statement : (null as unknown as ReconciliationStatement),
  };
}

/** The payouts the seed left in flight (PENDING or PROCESSING), oldest first. */
async function inFlight() {
  const control = seeded.sandbox;
  const keys = await readDemoKeys(demoKeysPath(seeded.dataDir));
  const client = control.client(keys?.aggregator.apiKey ?? "");
  const today = colomboDate(new Date());
  const res = await client.request(
    "GET",
    `/v1/aggregator/report/offramp?startDate=${addDays(today, -1)}&endDate=${today}&limit=100&sortBy=created_at&sortOrder=asc`,
  );
  expect(res.status).toBe(200);
  const rows = (
    res.body as {
      offramps: Array<{ paymentId: string; externalRef: string; amountLkr: number; status: string }>;
    }
  ).offramps;
  return rows.filter((row) => row.status === "PENDING" || row.status === "PROCESSING");
}

describe("GET /api/accounts/:accountId/reconciliation", () => {
  it("reconciles the demo aggregator's whole history: balanced, every page read, progress streamed", async () => {
    const { response, messages, statement } = await reconcile("");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const ledgerProgress = messages.filter((m) => m.type === "progress" && m.source === "ledger");
    expect(ledgerProgress.length).toBeGreaterThan(10);
    expect(ledgerProgress.at(-1)).toMatchObject({
      done: ledgerProgress.length,
      total: ledgerProgress.length,
    });
    expect(statement.breaks).toEqual([]);
    expect(statement.balanced).toBe(true);
    expect(statement.window.from).toBeNull();
    expect(statement.totals.opening).toBe("0.00");
    expect(statement.entriesChecked).toBeGreaterThan(1_000);
    expect(statement.totals.debitCount).toBe(statement.payoutsInWindow);
    expect(statement.totals.refundCount).toBeGreaterThan(10);
    expect(statement.account).toEqual({ id: accountId, name: "Lanka Remit" });
    const result = messages.at(-1);
    expect(result?.type === "result" ? result.csv : "").toContain("Statement,Result,Balanced\r\n");
  }, 120_000);

  it("reconciles a window in the middle of the history, matching refunds across its first edge", async () => {
    const today = colomboDate(new Date());
    const { statement } = await reconcile(`?from=${addDays(today, -40)}&to=${addDays(today, -20)}`);
    expect(statement.breaks).toEqual([]);
    expect(statement.payoutsFrom).toBe(addDays(today, -43));
    expect(Number(statement.totals.opening)).toBeGreaterThan(0);
  }, 120_000);

  it("shows a payout forced to FAILED as its refund, not as a break", async () => {
    const [payout] = await inFlight();
    if (!payout) throw new Error("the seed left no payout in flight");
    const settled = await seeded.sandbox.control("POST", `/sandbox/offramps/${payout.paymentId}/settle`, {
      outcome: "FAILED",
      failureReason: "Beneficiary account closed",
    });
    expect(settled.status).toBe(200);
    const today = colomboDate(new Date());
    const { statement } = await reconcile(`?from=${today}&to=${today}`);
    expect(statement.breaks).toEqual([]);
    expect(statement.totals.refundCount).toBeGreaterThanOrEqual(1);
    expect(Number(statement.totals.refunds)).toBeGreaterThanOrEqual(payout.amountLkr);
  }, 120_000);

  it("finds and explains the breaks it is shown: a payout stuck past the delay, a webhook that disagrees", async () => {
    const open = await inFlight();
    expect(open.length).toBeGreaterThan(0);
    const [first] = open;
    if (!first) throw new Error("no payout in flight");
    // A webhook saying the first payout in flight completed, stored as the receiver stores confirmed events.
    const [event] = await fx.handle.db
      .insert(webhookInbox)
      .values({
        accountId,
        dedupeKey: `fixture-${first.paymentId}`,
        eventType: "payment.completed",
        paymentId: first.paymentId,
        payload: { event: "payment.completed", paymentId: first.paymentId },
        rawBody: JSON.stringify({ event: "payment.completed", paymentId: first.paymentId }),
        signatureTimestamp: Date.now(),
        confirmation: "confirmed",
        resourceKind: "offramp",
        resourceStatus: "PROCESSING",
      })
      .returning({ id: webhookInbox.id });

    // A day and a half later by the console's clock, the payouts still in flight are stuck.
    const later = new Date(Date.now() + 36 * 3_600_000);
    const today = colomboDate(new Date());
    const { statement } = await reconcile(`?from=${addDays(today, -1)}&to=${today}`, deps(later));
    const stuck = statement.breaks.filter((b) => b.kind === "stuck-payout");
    expect(stuck.map((b) => b.payouts[0]?.paymentId).sort()).toEqual(open.map((p) => p.paymentId).sort());
    expect(stuck[0]?.explanation).toMatch(/has been processing for 1 day \d+ hours?, longer than the 1 day/);
    const disagrees = statement.breaks.filter((b) => b.kind === "webhook-disagrees");
    expect(disagrees).toHaveLength(1);
    expect(disagrees[0]?.events[0]?.id).toBe(event?.id);
    expect(disagrees[0]?.explanation).toBe(
      `A webhook said payout ${first.externalRef} completed, but the offramp report says it is processing.`,
    );
    expect(statement.balanced).toBe(false);
  }, 120_000);

  it("refuses a broken window and a role without the offramp report", async () => {
    const today = colomboDate(new Date());
    const backwards = await reconcile(`?from=${today}&to=${addDays(today, -1)}`);
    expect(backwards.response.status).toBe(400);
    expect(backwards.text).toContain("first day comes after its last day");
    const future = await reconcile(`?to=${addDays(today, 2)}`);
    expect(future.response.status).toBe(400);
    // An impossible day is refused, not read as "no first day" (the whole history).
    for (const query of ["?from=2026-02-30", "?from=0000-01-01", "?to=9999-12-31", "?to=2026-13-01"]) {
      const impossible = await reconcile(query);
      expect(impossible.response.status, query).toBe(400);
      expect(impossible.text, query).toContain(
        "must be a calendar day (YYYY-MM-DD) from 1970-01-01 to 2999-12-31",
      );
    }

    const developer = (await fx.createUser()).id;
    await fx.addMember(developer, accountId, "developer");
    const refused = await reconcile("", { ...deps(), sessionUserId: async () => developer });
    expect(refused.response.status).toBe(403);
  }, 60_000);
});
