import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, colomboDayStart } from "@/lib/dates";
import { resolveOverviewPeriod } from "@/lib/filters/overview";
import type { OverviewInsights } from "@/lib/filters/overview-insights";
import { Decimal } from "@/lib/money";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import { paymentIndex, paymentIndexSync } from "@/server/db/schema";
import { paymentInsights } from "./insights";
import { insightsHandler } from "./insights-handler";
import { figuresRouteDeps } from "./testing/figures-route";
import { indexRow } from "./testing/index-rows";

// The overview's figures from the payment index: hand-built rows around the edges of Colombo days, branches
// and accounts, then 100,000 generated rows whose answer is computed here independently of the SQL.
// "Now" is Wednesday 25 Nov 2026, 10:00 in Colombo.

const fx = consoleFixtureForFile("console_insights");
let accountId = "";
let otherAccountId = "";
let bulkAccountId = "";
const NOW = new Date("2026-11-25T04:30:00.000Z");
const BRANCH_A = "7d0c1f6e-2a4b-4c1d-9e8f-0a1b2c3d4e5f";
const BRANCH_B = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";

const row = (
  id: string,
  status: string,
  amount: string,
  createdAt: string,
  extra: { branchId?: string | null; lkrAmount?: string | null } = {},
) => indexRow(accountId, id, status, amount, createdAt, { ...extra, readWhole: true });

/** An index whose backfill has read the 90 days before `startedAt` and whose branches are all placed. */
function completeSync(id: string, startedAt: Date) {
  return {
    accountId: id,
    backfillStartedAt: startedAt,
    backfillDoneAt: startedAt,
    // Later than any row here: every payment without a branch has none.
    branchesKnownBefore: new Date("2027-01-01T00:00:00.000Z"),
  };
}

beforeAll(async () => {
  accountId = await fx.storeOffline();
  otherAccountId = await fx.storeOffline();
  bulkAccountId = await fx.storeOffline();
  // The 7-day period is 19–25 Nov; the previous one 12–18 Nov.
  await fx.handle.db.insert(paymentIndex).values([
    // 19 Nov 00:00 Colombo: the period's first instant.
    row("p-first", "PAID", "10.5", "2026-11-18T18:30:00.000Z", { branchId: BRANCH_A, lkrAmount: "3150" }),
    // 18 Nov 23:59:59.999 Colombo: the previous period's last instant.
    row("p-prev-last", "PAID", "5", "2026-11-18T18:29:59.999Z", { branchId: BRANCH_A }),
    row("p-prev-expired", "EXPIRED", "9", "2026-11-12T00:00:00.000Z"),
    // 12 Nov 00:00 Colombo is the previous period's first instant; one just before is in neither.
    row("p-too-old", "PAID", "1000", "2026-11-11T18:29:59.999Z"),
    row("p-today", "PAID", "2.25", "2026-11-25T03:00:00.000Z", { branchId: BRANCH_B, lkrAmount: "675.5" }),
    row("p-today-failed", "FAILED", "4", "2026-11-25T03:10:00.000Z", { branchId: BRANCH_B }),
    row("p-expired", "EXPIRED", "1", "2026-11-20T10:00:00.000Z", { branchId: BRANCH_A }),
    row("p-open", "INITIATED", "7", "2026-11-21T10:00:00.000Z"),
    // Tomorrow 00:00 Colombo: after the period.
    row("p-tomorrow", "PAID", "100", "2026-11-25T18:30:00.000Z"),
    { ...row("p-other-account", "PAID", "77", "2026-11-22T03:00:00.000Z"), accountId: otherAccountId },
  ]);
  await fx.handle.db.insert(paymentIndexSync).values(completeSync(accountId, NOW));
}, 60_000);

const week = () => resolveOverviewPeriod({ period: "7d", from: null, to: null }, NOW);

describe("overview insights from the index", () => {
  it("counts, sums and compares the period with the previous one on Colombo days", async () => {
    const insights = await paymentInsights(fx.handle.db, accountId, week(), {
      branchId: null,
      branchScoped: false,
    });
    expect(insights.period).toMatchObject({
      from: "2026-11-19",
      to: "2026-11-25",
      previousFrom: "2026-11-12",
    });
    expect(insights.paidVolume).toEqual({
      current: "12.75",
      previous: "5",
      change: "155.0",
      changeKind: "percent",
      currentKnown: true,
      previousKnown: true,
    });
    expect(insights.paidCount).toMatchObject({ current: "2", previous: "1", change: "100.0" });
    expect(insights.createdCount).toMatchObject({ current: "5", previous: "2", change: "150.0" });
    // 2 paid of 2 paid + 1 expired + 1 failed; before: 1 of 1 + 1.
    expect(insights.conversion).toEqual({
      current: "50.0",
      previous: "50.0",
      change: "0.0",
      changeKind: "points",
      currentKnown: true,
      previousKnown: true,
    });
    expect(insights.averageTicket).toMatchObject({ current: "6.375", previous: "5", change: "27.5" });
    expect(insights.paidVolumeLkr).toMatchObject({
      current: "3825.5",
      previous: "0",
      change: null,
      lkrPriced: 2,
      read: 2,
      paid: 2,
    });
    expect(insights.byStatus).toEqual([
      { status: "PAID", current: 2, previous: 1, change: "100.0" },
      { status: "INITIATED", current: 1, previous: 0, change: null },
      { status: "EXPIRED", current: 1, previous: 1, change: "0.0" },
      { status: "FAILED", current: 1, previous: 0, change: null },
    ]);
    expect(insights.daily.map((d) => d.day)).toEqual([
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(insights.daily[0]).toMatchObject({
      paidUsdt: "10.5",
      paidLkr: "3150",
      paidCount: 1,
      counts: { PAID: 1 },
    });
    expect(insights.daily[6]).toMatchObject({ paidUsdt: "2.25", counts: { PAID: 1, FAILED: 1 } });
    expect(insights.daily[3]).toMatchObject({ paidUsdt: "0", counts: {} });
    expect(insights.topBranches).toEqual([
      {
        branchId: BRANCH_A,
        unplaced: false,
        paidUsdt: "10.5",
        paidCount: 1,
        previousPaidUsdt: "5",
        change: "110.0",
      },
      {
        branchId: BRANCH_B,
        unplaced: false,
        paidUsdt: "2.25",
        paidCount: 1,
        previousPaidUsdt: "0",
        change: null,
      },
    ]);
  });

  it("limits every figure to one branch", async () => {
    const insights = await paymentInsights(fx.handle.db, accountId, week(), {
      branchId: BRANCH_B,
      branchScoped: true,
    });
    expect(insights.paidVolume).toMatchObject({ current: "2.25", previous: "0", change: null });
    expect(insights.createdCount.current).toBe("2");
    expect(insights.topBranches.map((b) => b.branchId)).toEqual([BRANCH_B]);
    expect(insights.branchScoped).toBe(true);
  });

  it("answers today against yesterday", async () => {
    const today = resolveOverviewPeriod({ period: "today", from: null, to: null }, NOW);
    const insights = await paymentInsights(fx.handle.db, accountId, today, {
      branchId: null,
      branchScoped: false,
    });
    expect(insights.daily).toHaveLength(1);
    expect(insights.paidVolume).toMatchObject({ current: "2.25", previous: "0", change: null });
    expect(insights.conversion).toMatchObject({ current: "50.0", previous: null, change: null });
  });
});

describe("what the index does not hold", () => {
  it("is not known, never zero: days before the backfill's reach, unread LKR sides, payments not placed", async () => {
    const reading = await fx.storeOffline();
    const at = (id: string, status: string, amount: string, createdAt: string, extra = {}) => ({
      ...row(id, status, amount, createdAt, extra),
      accountId: reading,
    });
    await fx.handle.db.insert(paymentIndex).values([
      // The oldest payment the backfill has read so far: 21 Nov, 15:30 Colombo.
      at("r-oldest", "PAID", "3", "2026-11-21T10:00:00.000Z", { branchId: BRANCH_A }),
      at("r-22", "PAID", "4", "2026-11-22T10:00:00.000Z", { branchId: BRANCH_A, lkrAmount: "1200" }),
      // Paid today, not read whole yet: its LKR side is not known.
      {
        ...at("r-today", "PAID", "5", "2026-11-25T03:00:00.000Z", { branchId: BRANCH_A }),
        detailsReadAt: null,
      },
      // Found by the sync after the last branch pass: it may be branch A's.
      at("r-unplaced", "EXPIRED", "6", "2026-11-24T03:00:00.000Z"),
    ]);
    await fx.handle.db.insert(paymentIndexSync).values({
      accountId: reading,
      backfillStartedAt: NOW,
      backfillOldestAt: new Date("2026-11-21T10:00:00.000Z"),
      branchesKnownBefore: new Date("2026-11-23T00:00:00.000Z"),
    });
    const all = await paymentInsights(
      fx.handle.db,
      reading,
      week(),
      { branchId: null, branchScoped: false },
      NOW,
    );
    expect(all.coverage).toEqual({ knownFrom: "2026-11-22", unknownDays: 3, unplaced: 0 });
    expect(all.paidVolume).toMatchObject({ current: null, currentKnown: false, previousKnown: false });
    expect(all.daily.map((d) => [d.day, d.paidUsdt, d.paidLkr])).toEqual([
      ["2026-11-19", null, null],
      ["2026-11-20", null, null],
      ["2026-11-21", null, null],
      ["2026-11-22", "4", "1200"],
      ["2026-11-23", "0", "0"],
      ["2026-11-24", "0", "0"],
      ["2026-11-25", "5", null],
    ]);
    expect(all.daily.at(-1)?.partial).toBe(true);
    // The insights of 22 to 25 November, for the whole account or one branch.
    const lastFourDays = (scope: { branchId: string | null; branchScoped: boolean }) =>
      paymentInsights(
        fx.handle.db,
        reading,
        resolveOverviewPeriod({ period: "custom", from: "2026-11-22", to: "2026-11-25" }, NOW),
        scope,
        NOW,
      );
    // Three known days: their figures are whole, the LKR of today waits for its read.
    const recent = await lastFourDays({ branchId: null, branchScoped: false });
    expect(recent.paidVolume).toMatchObject({ current: "9", currentKnown: true });
    expect(recent.paidVolumeLkr).toMatchObject({ current: null, currentKnown: false, read: 1, paid: 2 });
    expect(recent.topBranches.map((b) => [b.branchId, b.unplaced, b.paidUsdt])).toEqual([
      [BRANCH_A, false, "9"],
    ]);
    // Branch A: the payment not placed yet falls on 24 Nov, so that day and the period are not known.
    const branch = await lastFourDays({ branchId: BRANCH_A, branchScoped: true });
    expect(branch.daily.map((d) => d.known)).toEqual([true, true, false, true]);
    expect(branch.paidVolume).toMatchObject({ current: null, currentKnown: false });
    expect(branch.coverage.unplaced).toBe(1);
  });
});

describe("at 100,000 payments", () => {
  const N = 100_000;
  const STATUSES = ["PAID", "PAID", "EXPIRED", "FAILED", "INITIATED"];
  const firstDay = addDays("2026-11-25", -179);

  beforeAll(async () => {
    // Payment i: day i % 180 of the last 180 days, at minute (i * 7) % 1440 of it; status by ⌊i / 180⌋ % 5;
    // amount (i % 97) + 0.25 USDT; branch A, B or none by ⌊i / 7⌋ % 3; LKR known (amount × 300) for
    // even ⌊i / 11⌋ (each chosen so that no day holds one status or one branch only).
    await fx.handle.db.execute(sql`
      insert into payment_index (account_id, payment_id, amount, currency, status, created_at, paid_at, branch_id, lkr_amount, details_read_at)
      select ${bulkAccountId}, 'bulk-' || i, (i % 97) + 0.25, 'USDT',
        (array['PAID','PAID','EXPIRED','FAILED','INITIATED'])[(i / 180) % 5 + 1],
        ${colomboDayStart(firstDay).toISOString()}::timestamptz + (i % 180) * interval '1 day' + ((i * 7) % 1440) * interval '1 minute',
        null,
        case (i / 7) % 3 when 0 then ${BRANCH_A} when 1 then ${BRANCH_B} else null end,
        case when (i / 11) % 2 = 0 then ((i % 97) + 0.25) * 300 else null end,
        now()
      from generate_series(1, ${N}) as i`);
    // The backfill read the 90 days before 20 Aug and has kept up since: all 180 days are held.
    await fx.handle.db
      .insert(paymentIndexSync)
      .values(completeSync(bulkAccountId, new Date("2026-08-20T00:00:00.000Z")));
    await fx.handle.db.execute(sql`analyze payment_index`);
  }, 120_000);

  /** The expected answer, computed here payment by payment. */
  function expected(fromDayIndex: number, toDayIndex: number) {
    const paid = { count: 0, usdt: new Decimal(0), lkr: new Decimal(0), lkrCount: 0 };
    const byStatus = new Map<string, number>();
    const branchUsdt = new Map<string, Decimal>();
    const perDay = new Map<number, Decimal>();
    for (let i = 1; i <= N; i++) {
      const d = i % 180;
      if (d < fromDayIndex || d > toDayIndex) continue;
      const status = STATUSES[Math.floor(i / 180) % 5] as string;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      if (status !== "PAID") continue;
      const amount = new Decimal(i % 97).plus("0.25");
      paid.count++;
      paid.usdt = paid.usdt.plus(amount);
      perDay.set(d, (perDay.get(d) ?? new Decimal(0)).plus(amount));
      if (Math.floor(i / 11) % 2 === 0) {
        paid.lkr = paid.lkr.plus(amount.times(300));
        paid.lkrCount++;
      }
      const b = Math.floor(i / 7) % 3;
      const branch = b === 0 ? BRANCH_A : b === 1 ? BRANCH_B : "none";
      branchUsdt.set(branch, (branchUsdt.get(branch) ?? new Decimal(0)).plus(amount));
    }
    return { paid, byStatus, branchUsdt, perDay };
  }

  it("answers the 90-day figures exactly", async () => {
    const period = resolveOverviewPeriod({ period: "90d", from: null, to: null }, NOW);
    const insights: OverviewInsights = await paymentInsights(fx.handle.db, bulkAccountId, period, {
      branchId: null,
      branchScoped: false,
    });
    const now = expected(90, 179);
    const before = expected(0, 89);
    expect(insights.paidVolume.current).toBe(now.paid.usdt.toFixed());
    expect(insights.paidVolume.previous).toBe(before.paid.usdt.toFixed());
    expect(insights.paidCount.current).toBe(String(now.paid.count));
    expect(insights.paidVolumeLkr).toMatchObject({
      current: now.paid.lkr.toFixed(),
      lkrPriced: now.paid.lkrCount,
      read: now.paid.count,
    });
    expect(insights.createdCount.current).toBe(String([...now.byStatus.values()].reduce((a, b) => a + b, 0)));
    for (const status of ["PAID", "EXPIRED", "FAILED", "INITIATED"])
      expect(insights.byStatus.find((s) => s.status === status)).toMatchObject({
        current: now.byStatus.get(status),
        previous: before.byStatus.get(status),
      });
    const p = now.byStatus.get("PAID") ?? 0;
    const finished = p + (now.byStatus.get("EXPIRED") ?? 0) + (now.byStatus.get("FAILED") ?? 0);
    expect(insights.conversion.current).toBe(
      new Decimal(p * 100).div(finished).toDecimalPlaces(1).toFixed(1),
    );
    expect(insights.daily).toHaveLength(90);
    expect(insights.daily[0]?.paidUsdt).toBe(now.perDay.get(90)?.toFixed());
    expect(insights.daily[89]?.paidUsdt).toBe(now.perDay.get(179)?.toFixed());
    expect(insights.topBranches.map((b) => [b.branchId ?? "none", b.paidUsdt])).toEqual(
      [...now.branchUsdt.entries()]
        .sort((a, b) => b[1].cmp(a[1]))
        .map(([branch, usdt]) => [branch, usdt.toFixed()]),
    );
  });
});

describe("insights route", () => {
  async function call(userId: string | null, query = "") {
    const handler = insightsHandler(figuresRouteDeps(fx, userId, NOW));
    return handler(new Request(`http://127.0.0.1/api/accounts/${accountId}/figures/insights${query}`), {
      params: Promise.resolve({ accountId }),
    });
  }

  it("reads the period and branch from the URL", async () => {
    const owner = await fx.createUser();
    await fx.addMember(owner.id, accountId, "owner");
    const response = await call(owner.id, `?period=custom&from=2026-11-19&to=2026-11-19&branch=${BRANCH_A}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as OverviewInsights;
    expect(body.period).toMatchObject({ period: "custom", from: "2026-11-19", to: "2026-11-19", days: 1 });
    expect(body.paidVolume).toMatchObject({ current: "10.5", previous: "5" });
    expect(body.branchId).toBe(BRANCH_A);
  });

  it("refuses an impossible day in the period with 400 in words", async () => {
    const owner = await fx.createUser();
    await fx.addMember(owner.id, accountId, "owner");
    for (const query of [
      "?period=custom&from=2026-02-30&to=2026-03-01",
      "?period=custom&from=2026-11-01&to=9999-12-31",
    ]) {
      const response = await call(owner.id, query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message, query).toMatch(/must be a calendar day \(YYYY-MM-DD\)/);
    }
  });

  it("holds a member limited to a branch to it, whatever the URL names", async () => {
    const staff = await fx.createUser();
    await fx.addMember(staff.id, accountId, "staff", BRANCH_B);
    const response = await call(staff.id, `?branch=${BRANCH_A}`);
    const body = (await response.json()) as OverviewInsights;
    expect(body.branchId).toBe(BRANCH_B);
    expect(body.branchScoped).toBe(true);
    expect(body.paidVolume.current).toBe("2.25");
  });

  it("answers 401 signed out and 404 to a non-member", async () => {
    expect((await call(null)).status).toBe(401);
    const stranger = await fx.createUser();
    expect((await call(stranger.id)).status).toBe(404);
  });
});
