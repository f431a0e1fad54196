import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChartReadEvent } from "@/lib/float-read";
import { floatRunway } from "@/lib/float-runway";
import { decimal } from "@/lib/money";
import type { ReportDataset } from "@/sandbox/domain/offramp/report-dataset";
import { topUp } from "@/sandbox/domain/offramp/test-fixtures";
import type { TestSandbox } from "@/sandbox/testing/harness";
import { resolveAccountAccess } from "@/server/access/account-access";
import type { ConsoleFixture } from "@/server/accounts/testing/console-fixture";
import type { Role } from "@/server/auth/policy";
import type { RouteMember } from "@/server/bff/testing/route-member";
import { auditLog } from "@/server/db/schema";
import { type ReportRoutesWorld, reportRoutesWorld } from "@/server/reports/testing/report-routes";
import { ledgerChartHandler, offrampChartHandler } from "./chart-routes";
import { clearRunwayCache, RUNWAY_RECHECK_MS } from "./runway";
import { runwayHandler } from "./runway-route";
import { runwayWarningFor } from "./runway-warning";
import { readRunwayThreshold, updateRunwayThreshold } from "./threshold";

// The chart reads, the runway and its threshold through their route handlers and functions, against a real
// sandbox's reports and a real console database.

let world: ReportRoutesWorld;
let sandbox: TestSandbox;
let data: ReportDataset;
let fx: ConsoleFixture;
let member: RouteMember;
let accountId = "";
let sandboxNow: Date;

beforeAll(async () => {
  world = await reportRoutesWorld("console_float");
  ({ sandbox, data, fx, member } = world);
  accountId = member.accountId;
  sandboxNow = new Date((await sandbox.control("GET", "/sandbox/clock")).body.now);
}, 180_000);

afterAll(() => world?.close());

function deps(role: Role, capabilities?: string[], branchId: string | null = null) {
  return { ...member.routeDeps(role, { capabilities, branchId }), now: () => sandboxNow };
}

async function get(handler: ReturnType<typeof ledgerChartHandler>, path: string): Promise<Response> {
  const request = new Request(`http://127.0.0.1/api/accounts/${accountId}/float/${path}`);
  return handler(request, { params: Promise.resolve({ accountId }) });
}

async function events<T, S>(response: Response): Promise<ChartReadEvent<T, S>[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as ChartReadEvent<T, S>);
}

const windowQuery = () => `?startDate=${data.days[0]}&endDate=${data.days[3]}`;

describe("impossible days in a chart period", () => {
  it("are refused with 400 in words by both chart routes, never a 500", async () => {
    for (const [name, handler] of [
      ["ledger", ledgerChartHandler(deps("owner"))],
      ["offramps", offrampChartHandler(deps("owner"))],
    ] as const) {
      for (const query of [
        "endDate=0000-01-01",
        "endDate=2026-02-30",
        "startDate=9999-12-31",
        "startDate=2026-13-01&endDate=2026-12-01",
        "startDate=1969-12-31&endDate=1970-01-05",
      ]) {
        const response = await get(handler, `${name}?${query}`);
        expect(response.status, `${name}?${query}`).toBe(400);
        expect((await response.json()).message, `${name}?${query}`).toMatch(
          /^The (start|end) date must be a calendar day \(YYYY-MM-DD\) from 1970-01-01 to 2999-12-31$/,
        );
      }
    }
  });
});

describe("GET /api/accounts/:accountId/float/ledger", () => {
  it("streams a progress line per page, then every ledger row of the window oldest first", async () => {
    const response = await get(
      ledgerChartHandler({ ...deps("finance"), pageSize: 5 }),
      `ledger${windowQuery()}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const lines = await events<{ id: string; balanceAfter: number }, { currentBalanceLkr: number }>(response);
    const pages = Math.ceil(data.entries.length / 5);
    expect(pages).toBeGreaterThan(1);
    const progress = lines.filter((line) => line.type === "progress");
    expect(progress.map((line) => line.type === "progress" && line.pagesRead)).toEqual(
      Array.from({ length: pages }, (_, i) => i + 1),
    );
    const done = lines.at(-1);
    if (done?.type !== "done") throw new Error(`no rows: ${JSON.stringify(done)}`);
    expect(done.rows.map((row) => row.id)).toEqual(data.entries.map((entry) => entry.id));
    expect(done.rows.map((row) => row.balanceAfter)).toEqual(data.entries.map((entry) => entry.balanceAfter));
    expect(done.summary.currentBalanceLkr).toBe(data.entries.at(-1)?.balanceAfter);
  });

  it("refuses a backwards period, a branch member, a role without the ledger and a non-aggregator", async () => {
    const backwards = await get(
      ledgerChartHandler(deps("owner")),
      `ledger?startDate=${data.days[3]}&endDate=${data.days[0]}`,
    );
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).message).toBe("The start date comes after the end date");
    expect((await get(ledgerChartHandler(deps("staff")), "ledger")).status).toBe(403);
    expect((await get(ledgerChartHandler(deps("owner", [])), "ledger")).status).toBe(403);
    expect(
      (
        await get(
          ledgerChartHandler(deps("finance", undefined, "3f1d2c4b-5a69-4e87-9c0b-a1b2c3d4e5f6")),
          "ledger",
        )
      ).status,
    ).toBe(403);
  });
});

describe("GET /api/accounts/:accountId/float/offramps", () => {
  it("streams every payout of the window in order of creation, with its failure reason", async () => {
    const response = await get(
      offrampChartHandler({ ...deps("owner"), pageSize: 4 }),
      `offramps${windowQuery()}`,
    );
    expect(response.status).toBe(200);
    const lines = await events<{ paymentId: string; status: string; failureReason: string | null }, unknown>(
      response,
    );
    const done = lines.at(-1);
    if (done?.type !== "done") throw new Error(`no rows: ${JSON.stringify(done)}`);
    const oldestFirst = [...data.offramps].reverse();
    expect(done.rows.map((row) => row.paymentId)).toEqual(oldestFirst.map((row) => row.paymentId));
    const o2 = done.rows.find((row) => row.paymentId === data.o.o2?.paymentId);
    expect(o2).toMatchObject({ status: "FAILED", failureReason: "Invalid account number" });
  });

  it("refuses developers, who see no payouts", async () => {
    expect((await get(offrampChartHandler(deps("developer")), "offramps")).status).toBe(403);
  });
});

describe("the runway and its threshold", () => {
  it("answers the runway at the last 7 days' payouts less refunds, with the threshold", async () => {
    clearRunwayCache();
    const response = await get(runwayHandler(deps("finance")), "runway");
    expect(response.status).toBe(200);
    const answer = await response.json();
    // Independently: every DEBIT less every REFUND of the dataset (all of it within the week).
    const weekly = data.entries.reduce(
      (sum, e) =>
        e.type === "DEBIT" ? sum.plus(e.amountLkr) : e.type === "REFUND" ? sum.minus(e.amountLkr) : sum,
      decimal(0),
    );
    const balance = decimal(data.entries.at(-1)?.balanceAfter ?? 0);
    expect(answer.runway.weeklyOutflowLkr).toBe(weekly.toFixed(2));
    expect(answer.runway.balanceLkr).toBe(balance.toFixed(2));
    expect(answer.runway.kind).toBe("days");
    expect(answer.runway.days).toBe(balance.div(weekly.div(7)).floor().toNumber());
    expect(answer).toMatchObject({ thresholdDays: null, below: false });
  });

  it("is set by owners and admins only, in whole days, audited, and drives the warning", async () => {
    clearRunwayCache();
    const someone = await fx.createUser();
    const who = (role: Role) => ({
      accountId,
      userId: someone.id,
      role,
      aggregator: true,
      requestId: `req-${role}`,
      address: null,
    });
    const finance = await updateRunwayThreshold(fx.handle.db, who("finance"), { accountId, days: "30" });
    expect(finance).toMatchObject({ ok: false, message: expect.stringMatching(/owners and admins/) });
    const fraction = await updateRunwayThreshold(fx.handle.db, who("admin"), { accountId, days: "2.5" });
    expect(fraction).toMatchObject({
      ok: false,
      fieldErrors: { days: "Enter whole days, like 14, or leave it blank" },
    });
    expect(await readRunwayThreshold(fx.handle.db, accountId)).toBeNull();

    const outcome = await runwayWarningFor(await accessFor("owner"), fx.handle.db);
    expect(outcome).toBeNull();

    // The dataset's runway is a few days at most: 365 days is far above it.
    const runway = floatRunway({
      rows: data.entries,
      balanceLkr: data.entries.at(-1)?.balanceAfter ?? 0,
      now: sandboxNow,
    });
    if (runway.kind !== "days") throw new Error(`unexpected runway ${runway.kind}`);
    expect(await updateRunwayThreshold(fx.handle.db, who("owner"), { accountId, days: "365" })).toEqual({
      ok: true,
      data: { days: 365 },
    });
    expect(await readRunwayThreshold(fx.handle.db, accountId)).toBe(365);
    const [audit] = await fx.handle.db.select().from(auditLog).where(eq(auditLog.requestId, "req-owner"));
    expect(audit).toMatchObject({
      action: "account.runway-warning",
      outcome: "success",
      details: { days: 365 },
    });

    // The warning uses the cached read; at exactly the runway's whole days + 1 it warns, at its floor it does not.
    const warned = await runwayWarningFor(await accessFor("finance"), fx.handle.db);
    expect(warned).toMatchObject({ thresholdDays: 365, runway: { kind: "days", days: runway.days } });
    await updateRunwayThreshold(fx.handle.db, who("admin"), {
      accountId,
      days: String(Math.max(1, runway.days)),
    });
    expect(await runwayWarningFor(await accessFor("finance"), fx.handle.db)).toBeNull();
    // Staff cannot read the ledger: no warning, and no read on their behalf.
    expect(await runwayWarningFor(await accessFor("staff"), fx.handle.db)).toBeNull();

    const routed = await (await get(runwayHandler(deps("finance")), "runway")).json();
    expect(routed).toMatchObject({ thresholdDays: Math.max(1, runway.days), below: false });

    expect(await updateRunwayThreshold(fx.handle.db, who("owner"), { accountId, days: " " })).toEqual({
      ok: true,
      data: { days: null },
    });
    expect(await readRunwayThreshold(fx.handle.db, accountId)).toBeNull();
  });
});

async function accessFor(role: Role) {
  const outcome = await resolveAccountAccess(member.user.id, accountId, member.lookup(role));
  if (outcome.kind !== "member") throw new Error("no access");
  return outcome.access;
}

// Last in the file: the top-up changes the dataset's float.
describe("the runway after the float moves", () => {
  it("follows a top-up within seconds, not after the five-minute cache", async () => {
    clearRunwayCache();
    const read = async (at: Date) =>
      (await (await get(runwayHandler({ ...deps("finance"), now: () => at }), "runway")).json()) as {
        runway: { balanceLkr: string };
      };
    const before = await read(sandboxNow);
    await topUp(sandbox, data.agg.merchant.merchantId, 1000);
    // Within the recheck window the cached reading stands; past it the live balance is compared.
    const soon = await read(new Date(sandboxNow.getTime() + 1_000));
    expect(soon.runway.balanceLkr).toBe(before.runway.balanceLkr);
    const later = await read(new Date(sandboxNow.getTime() + RUNWAY_RECHECK_MS + 1_000));
    expect(decimal(later.runway.balanceLkr).minus(before.runway.balanceLkr).toFixed(2)).toBe("1000.00");
  });
});
