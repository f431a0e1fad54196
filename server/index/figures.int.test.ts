import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import { paymentIndex, paymentIndexSync } from "@/server/db/schema";
import { paymentFigures } from "./figures";
import { figuresHandler } from "./figures-handler";
import { figuresRouteDeps } from "./testing/figures-route";
import { indexRow } from "./testing/index-rows";

// Figures over hand-built index rows around the edges of a Colombo day and week. "Now" is Wednesday
// 25 Nov 2026, 10:00 in Colombo (04:30 UTC); the week began on Monday 23 Nov at 00:00 Colombo time.

const fx = consoleFixtureForFile("console_figures");
let accountId = "";
let otherAccountId = "";
const NOW = new Date("2026-11-25T04:30:00.000Z");
const BRANCH_X = "7d0c1f6e-2a4b-4c1d-9e8f-0a1b2c3d4e5f";

const row = (id: string, status: string, amount: string, createdAt: string, branchId: string | null = null) =>
  indexRow(accountId, id, status, amount, createdAt, { branchId });

beforeAll(async () => {
  accountId = await fx.storeOffline("ak_live_figures");
  otherAccountId = await fx.storeOffline("ak_live_other");
  await fx.handle.db.insert(paymentIndex).values([
    // Today's first instant (00:00 Colombo) and its last (23:59:59.999).
    row("p-today-start", "PAID", "10.5", "2026-11-24T18:30:00.000Z"),
    row("p-today-end", "FAILED", "4", "2026-11-25T18:29:59.999Z"),
    // Yesterday's last instant: this week, not today.
    row("p-yesterday-end", "PAID", "2.25", "2026-11-24T18:29:59.999Z"),
    // Monday 00:00: the week's first instant.
    row("p-monday", "INITIATED", "1.000001", "2026-11-22T18:30:00.000Z"),
    // Sunday 23:59:59: last week.
    row("p-sunday", "EXPIRED", "5", "2026-11-22T18:29:59.000Z"),
    // Tomorrow 00:00: not in either window.
    row("p-tomorrow", "PAID", "100", "2026-11-25T18:30:00.000Z"),
    // Branch X, today.
    row("p-branch-x", "PAID", "3", "2026-11-25T03:00:00.000Z", BRANCH_X),
    { ...row("p-other-account", "PAID", "7", "2026-11-25T03:00:00.000Z"), accountId: otherAccountId },
  ]);
  await fx.handle.db.insert(paymentIndexSync).values({
    accountId,
    backfillNextPage: 4,
    backfillTotalPages: 10,
    backfillStartedAt: new Date("2026-11-25T04:00:00.000Z"),
    backfillOldestAt: new Date("2026-11-20T00:00:00.000Z"),
    branchesKnownBefore: NOW,
    lastDiscoveryAt: new Date("2026-11-25T04:29:40.000Z"),
    lastRefreshAt: new Date("2026-11-25T04:29:00.000Z"),
    lastError: "The payments service could not be reached",
    lastErrorAt: new Date("2026-11-25T04:29:50.000Z"),
  });
}, 60_000);

describe("payment figures", () => {
  it("counts and sums today's and this week's payments by status on Colombo days, the week from Monday", async () => {
    const figures = await paymentFigures(fx.handle.db, accountId, { branchId: null }, NOW);
    expect(figures.today).toEqual({
      startDate: "2026-11-25",
      endDate: "2026-11-25",
      known: true,
      byStatus: [
        { status: "FAILED", count: 1, amount: "4" },
        { status: "PAID", count: 2, amount: "13.5" },
      ],
      total: { count: 3, amount: "17.5" },
    });
    expect(figures.week).toEqual({
      startDate: "2026-11-23",
      endDate: "2026-11-25",
      known: true,
      byStatus: [
        { status: "FAILED", count: 1, amount: "4" },
        { status: "INITIATED", count: 1, amount: "1.000001" },
        { status: "PAID", count: 3, amount: "15.75" },
      ],
      total: { count: 5, amount: "20.750001" },
    });
    expect(figures.branchScoped).toBe(false);
  });

  it("gives a member of one branch only that branch's payments", async () => {
    const figures = await paymentFigures(fx.handle.db, accountId, { branchId: BRANCH_X }, NOW);
    expect(figures.today.byStatus).toEqual([{ status: "PAID", count: 1, amount: "3" }]);
    expect(figures.week.total).toEqual({ count: 1, amount: "3" });
    expect(figures.branchScoped).toBe(true);
  });

  it("says how fresh the index is, how far the backfill came, and that the last sync failed", async () => {
    const { freshness } = await paymentFigures(fx.handle.db, accountId, { branchId: null }, NOW);
    expect(freshness).toEqual({
      updatedAt: "2026-11-25T04:29:40.000Z",
      backfill: { done: false, pagesRead: 3, totalPages: 10, startedAt: "2026-11-25T04:00:00.000Z" },
      lastError: { message: "The payments service could not be reached", at: "2026-11-25T04:29:50.000Z" },
      knownFrom: "2026-11-21",
      branchesKnownBefore: NOW.toISOString(),
    });
  });

  it("says a window is not known before the backfill reached its first day, or while a payment waits for its branch", async () => {
    await fx.handle.db
      .update(paymentIndexSync)
      .set({ backfillOldestAt: new Date("2026-11-24T06:00:00.000Z") })
      .where(eq(paymentIndexSync.accountId, accountId));
    const reading = await paymentFigures(fx.handle.db, accountId, { branchId: null }, NOW);
    expect([reading.today.known, reading.week.known]).toEqual([true, false]);
    // Every payment placed: branch X's today is whole.
    const placed = new Date("2026-11-26T00:00:00.000Z");
    await fx.handle.db
      .update(paymentIndexSync)
      .set({ branchesKnownBefore: placed })
      .where(eq(paymentIndexSync.accountId, accountId));
    expect((await paymentFigures(fx.handle.db, accountId, { branchId: BRANCH_X }, NOW)).today.known).toBe(
      true,
    );
    // The last branch pass ended at 04:00: today's payments without a branch since may be branch X's.
    await fx.handle.db
      .update(paymentIndexSync)
      .set({ branchesKnownBefore: new Date("2026-11-25T04:00:00.000Z") })
      .where(eq(paymentIndexSync.accountId, accountId));
    const branch = await paymentFigures(fx.handle.db, accountId, { branchId: BRANCH_X }, NOW);
    expect(branch.today).toMatchObject({ known: false, total: { count: 1, amount: "3" } });
    const all = await paymentFigures(fx.handle.db, accountId, { branchId: null }, NOW);
    expect(all.today.known).toBe(true);
    await fx.handle.db
      .update(paymentIndexSync)
      .set({ backfillOldestAt: new Date("2026-11-20T00:00:00.000Z"), branchesKnownBefore: NOW })
      .where(eq(paymentIndexSync.accountId, accountId));
  });

  it("answers an account with no index yet with empty windows", async () => {
    const empty = await fx.storeOffline("ak_e");
    const figures = await paymentFigures(fx.handle.db, empty, { branchId: null }, NOW);
    expect(figures.week).toMatchObject({ byStatus: [], total: { count: 0, amount: "0" } });
    expect(figures.freshness).toMatchObject({ updatedAt: null, lastError: null, backfill: { done: false } });
  });
});

describe("figures route", () => {
  async function call(userId: string | null, id = accountId) {
    const handler = figuresHandler(figuresRouteDeps(fx, userId, NOW));
    return handler(new Request(`http://127.0.0.1/api/accounts/${id}/figures`), {
      params: Promise.resolve({ accountId: id }),
    });
  }

  it("answers a member's figures, held to their branch", async () => {
    const user = await fx.createUser();
    await fx.addMember(user.id, accountId, "staff", BRANCH_X);
    const response = await call(user.id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { week: { total: unknown } }).week.total).toEqual({
      count: 1,
      amount: "3",
    });
  });

  it("answers 401 signed out and 404 to a non-member", async () => {
    expect((await call(null)).status).toBe(401);
    const stranger = await fx.createUser();
    expect((await call(stranger.id)).status).toBe(404);
  });
});
