import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChargeSchedule, ContractChargesAnswer, ScheduleListAnswer } from "@/lib/charge-schedules";
import { addDays, colomboDate, colomboDayStart } from "@/lib/dates";
import { contractBody, createdId, firstScenarioId } from "@/sandbox/testing/create";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import type { Role } from "@/server/auth/policy";
import { startRunner } from "@/server/background/jobs";
import { callBff } from "@/server/bff/testing/bff-client";
import { forwarderFor } from "@/server/bff/testing/forwarder-for";
import { type RouteMember, routeMember } from "@/server/bff/testing/route-member";
import type { RouteHandler } from "@/server/bff/with-account";
import { chargeSchedules, contractCharges } from "@/server/db/schema";
import { upstreamClientFor } from "@/server/upstream/client";
import {
  contractChargesHandler,
  createScheduleHandler,
  editScheduleHandler,
  listSchedulesHandler,
  scheduleActionHandler,
} from "./routes";
import { type ChargeRunOptions, claimDueDates, settleChargePayment, workCharge } from "./run";
import { chargeRound, startChargeWorker } from "./worker";

// Charge schedules against a real sandbox on real Postgres: the routes people use, and the worker making
// the charges. Time is the test's: each step passes the moment it runs at, so a due date, a retry an hour
// later and one a day later are reached without waiting for them.

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_charge_schedules");
let member: RouteMember;
let apiKey = "";
let scenarioId = "";

beforeAll(async () => {
  const merchant = await sandbox.createMerchant({ name: "Tea club" });
  apiKey = merchant.apiKey;
  scenarioId = await firstScenarioId(sandbox, apiKey);
  member = await routeMember(fx, sandbox, apiKey, { name: "Tea club" });
}, 120_000);

afterAll(async () => {
  await member?.close();
});

const service = () => sandbox.client(apiKey);

/** A contract the customer signed, in `currency` with its limit. */
async function signedContract(extra: Record<string, unknown> = {}): Promise<string> {
  const id = await createdId(sandbox, apiKey, "/v1/direct-debit", contractBody(scenarioId, extra));
  await sandbox.control("POST", `/sandbox/direct-debit/${id}/approve`);
  await service().request("POST", `/v1/direct-debit/${id}/sync`, {});
  return id;
}

const url = (path: string) => `http://127.0.0.1/api/accounts/${member.accountId}${path}`;
const headers = { origin: "http://127.0.0.1", "content-type": "application/json" };

async function route<P extends { accountId: string }>(
  handler: RouteHandler<P>,
  method: string,
  path: string,
  params: Record<string, string> = {},
  body?: unknown,
) {
  const request = new Request(url(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handler(request, {
    params: Promise.resolve({ accountId: member.accountId, ...params } as P),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they receive.
  return { status: response.status, body: (await response.json()) as any };
}

const deps = (role: Role = "admin", now = new Date()) => ({ ...member.routeDeps(role), now: () => now });

async function createSchedule(body: Record<string, unknown>, now = new Date()) {
  return route(createScheduleHandler(deps("admin", now)), "POST", "/charge-schedules", {}, body);
}

const plan = (contractId: string, extra: Record<string, unknown> = {}) => ({
  contractId,
  every: "month",
  firstDate: colomboDate(new Date()),
  amount: "2.50",
  productName: "Tea club box",
  ...extra,
});

/** The worker as one console instance runs it, on the test's clock. */
const instance = (owner: string, now: Date): ChargeRunOptions => ({
  owner,
  now: () => now,
  client: async () => upstreamClientFor({ ...member.credentials, timeoutMs: 15_000, maxRetries: 0 }),
});

async function chargesOf(scheduleId: string) {
  return fx.handle.db
    .select()
    .from(contractCharges)
    .where(eq(contractCharges.scheduleId, scheduleId))
    .orderBy(contractCharges.dueDate, contractCharges.attempt);
}

async function contractOf(id: string) {
  const answer = await service().request("GET", `/v1/direct-debit/${id}`);
  return answer.body as { paymentCount: number; status: string };
}

/**
 * The contract's count of paid charges once the sandbox has paid what was made (within a second each),
 * read again two seconds after it reached `expected`, so a second charge made at once is counted too.
 */
async function paidCount(id: string, expected: number): Promise<number> {
  for (let tries = 0; tries < 40; tries++) {
    if ((await contractOf(id)).paymentCount >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return (await contractOf(id)).paymentCount;
}

/** Every charge due at `now` worked by each instance at once, as several console instances would. */
async function runInstances(now: Date, owners: string[]) {
  await Promise.all(owners.map(() => claimDueDates(fx.handle.db, now)));
  const due = await fx.handle.db.select().from(contractCharges).where(eq(contractCharges.state, "waiting"));
  await Promise.all(
    due.flatMap((charge) => owners.map((owner) => workCharge(fx.handle.db, charge.id, instance(owner, now)))),
  );
}

describe("making a schedule", () => {
  it("takes a signed contract's plan exactly as typed, and refuses what the contract does not allow", async () => {
    const contractId = await signedContract({ singleUpperLimit: 10 });
    const made = await createSchedule(plan(contractId, { amount: "1,234.5", every: "week" }));
    expect(made.status).toBe(400);
    expect(made.body.details).toEqual([expect.objectContaining({ field: "amount" })]);
    expect(made.body.message).toMatch(/at most USDT 10/);

    const decimals = await createSchedule(plan(contractId, { amount: "1.1234567" }));
    expect(decimals.body.details[0]).toMatchObject({ field: "amount", message: "Up to 6 decimal places" });
    const past = await createSchedule(plan(contractId, { firstDate: addDays(colomboDate(new Date()), -1) }));
    expect(past.body.details[0]).toMatchObject({ field: "firstDate" });

    const ok = await createSchedule(plan(contractId, { amount: "9.999999", maxCharges: 3 }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const schedule = ok.body as ChargeSchedule;
    expect(schedule).toMatchObject({
      amount: "9.999999",
      currency: "USDT",
      every: "month",
      state: "active",
      nextDueDate: colomboDate(new Date()),
      maxCharges: 3,
      createdBy: { id: member.user.id },
    });

    const unsigned = await createdId(sandbox, apiKey, "/v1/direct-debit", contractBody(scenarioId));
    const refused = await createSchedule(plan(unsigned));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/signed contract/);
    const missing = await createSchedule(plan("1f0e0a6e-0000-4000-8000-000000000000"));
    expect(missing.status).toBe(404);
    // Another merchant's signed contract is not found here, for a schedule or for its charges.
    const other = await sandbox.createMerchant({ name: "Another shop" });
    const foreignScenario = await firstScenarioId(sandbox, other.apiKey);
    const foreign = await createdId(sandbox, other.apiKey, "/v1/direct-debit", contractBody(foreignScenario));
    await sandbox.control("POST", `/sandbox/direct-debit/${foreign}/approve`);
    expect((await createSchedule(plan(foreign))).status).toBe(404);
    const read = await route(
      contractChargesHandler(deps()),
      "GET",
      `/contract-charges?contractId=${foreign}`,
    );
    expect(read.status).toBe(404);

    const staff = await route(
      createScheduleHandler(deps("staff")),
      "POST",
      "/charge-schedules",
      {},
      plan(contractId),
    );
    expect(staff.status).toBe(403);
  });

  it("is paused, resumed, changed from the next charge on and cancelled, each once", async () => {
    const contractId = await signedContract();
    const tomorrow = addDays(colomboDate(new Date()), 1);
    const { body } = await createSchedule(plan(contractId, { firstDate: tomorrow, every: "day" }));
    const id = (body as ChargeSchedule).id;
    const act = (action: string) =>
      route(scheduleActionHandler(deps()), "POST", `/charge-schedules/${id}/${action}`, {
        scheduleId: id,
        action,
      });

    expect((await act("pause")).body.state).toBe("paused");
    expect((await act("pause")).status).toBe(400);
    // Resumed three days later: the dates passed meanwhile are not charged.
    const later = new Date(Date.now() + 3 * 86_400_000);
    const resumed = await route(
      scheduleActionHandler(deps("admin", later)),
      "POST",
      `/charge-schedules/${id}/resume`,
      { scheduleId: id, action: "resume" },
    );
    expect(resumed.body).toMatchObject({ state: "active", nextDueDate: colomboDate(later) });

    const edited = await route(
      editScheduleHandler(deps()),
      "PATCH",
      `/charge-schedules/${id}`,
      { scheduleId: id },
      {
        amount: "3",
        productName: "Bigger box",
        endsOn: colomboDate(later),
      },
    );
    expect(edited.body).toMatchObject({ amount: "3", productName: "Bigger box", endsOn: colomboDate(later) });
    expect((await act("cancel")).body.state).toBe("cancelled");
    expect((await act("resume")).status).toBe(400);
    expect((await act("explode")).status).toBe(404);

    const listed = await route(
      listSchedulesHandler(deps("staff")),
      "GET",
      `/charge-schedules?contractId=${contractId}`,
    );
    expect((listed.body as ScheduleListAnswer).schedules.map((s) => s.id)).toEqual([id]);
    const bad = await route(listSchedulesHandler(deps()), "GET", "/charge-schedules?contractId=../etc");
    expect(bad.status).toBe(400);
  });
});

describe("the worker", () => {
  it("charges a due date once, with two instances at once and again after a restart", async () => {
    const contractId = await signedContract();
    const tomorrow = addDays(colomboDate(new Date()), 1);
    const { body } = await createSchedule(plan(contractId, { firstDate: tomorrow, amount: "1.25" }));
    const schedule = body as ChargeSchedule;

    // Before its day nothing is due, whoever looks.
    await runInstances(new Date(), ["a", "b"]);
    expect(await chargesOf(schedule.id)).toHaveLength(0);

    // The console was stopped over midnight in Colombo; two instances start and both look.
    const dueAt = new Date(colomboDayStart(tomorrow).getTime() + 30_000);
    await runInstances(dueAt, ["a", "b"]);
    await runInstances(dueAt, ["c"]);
    const charges = await chargesOf(schedule.id);
    // Made: the service answered with a payment, which its webhook (or a later read) will say is paid.
    expect(charges.map((c) => [c.dueDate, c.attempt, c.state])).toEqual([[tomorrow, 1, "made"]]);
    expect(charges[0]?.paymentId).toEqual(expect.any(String));
    expect(charges[0]?.fees).toMatchObject({ grossAmountUSDT: 1.25, totalFeesUSDT: expect.any(Number) });
    expect(await paidCount(contractId, 1)).toBe(1);

    const [row] = await fx.handle.db
      .select()
      .from(chargeSchedules)
      .where(eq(chargeSchedules.id, schedule.id));
    const nextMonth = row?.nextDueDate ?? "";
    expect(nextMonth > tomorrow).toBe(true);

    const answer = await route(
      contractChargesHandler(deps("staff")),
      "GET",
      `/contract-charges?contractId=${contractId}`,
    );
    const read = answer.body as ContractChargesAnswer;
    expect(read.charges).toHaveLength(1);
    expect(read.nextDue).toMatchObject({ date: nextMonth, scheduleId: schedule.id, amount: "1.25" });
  });

  it("finds a charge whose answer was lost instead of charging again", async () => {
    const contractId = await signedContract();
    const today = colomboDate(new Date());
    const { body } = await createSchedule(plan(contractId, { firstDate: today, amount: "2" }));
    const schedule = body as ChargeSchedule;
    const now = new Date();
    await claimDueDates(fx.handle.db, now);
    const [charge] = await chargesOf(schedule.id);
    if (!charge) throw new Error("no charge");
    // The instance recorded the send, the service made the payment, and the instance died before the answer.
    await fx.handle.db
      .update(contractCharges)
      .set({ state: "sending", sentAt: now, paymentCountBefore: 0 })
      .where(eq(contractCharges.id, charge.id));
    const made = await service().request("POST", `/v1/direct-debit/${contractId}/payment`, {
      currency: "USDT",
      amount: 2,
      productName: "Tea club box",
    });
    expect(made.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // the sandbox pays within a second

    // Too soon: the answer may still come.
    expect(await workCharge(fx.handle.db, charge.id, instance("d", now))).toMatchObject({
      retryInMs: expect.any(Number),
    });
    const later = new Date(now.getTime() + 3 * 60_000);
    expect(await workCharge(fx.handle.db, charge.id, instance("d", later))).toBe("done");
    expect((await chargesOf(schedule.id)).map((c) => c.state)).toEqual(["paid"]);
    expect((await contractOf(contractId)).paymentCount).toBe(1);
  });

  it("takes back a lost answer counted as not made when its payment's webhook comes late", async () => {
    const contractId = await signedContract();
    const { body } = await createSchedule(plan(contractId, { amount: "2.75" }));
    const schedule = body as ChargeSchedule;
    const now = new Date();
    await claimDueDates(fx.handle.db, now);
    const [charge] = await chargesOf(schedule.id);
    if (!charge) throw new Error("no charge");
    // Sent, answer lost, and the contract's count (read as far higher) shows nothing new after the wait.
    await fx.handle.db
      .update(contractCharges)
      .set({ state: "sending", sentAt: now, paymentCountBefore: 1_000 })
      .where(eq(contractCharges.id, charge.id));
    const later = new Date(now.getTime() + 3 * 60_000);
    expect(await workCharge(fx.handle.db, charge.id, instance("e", later))).toBe("done");
    expect((await chargesOf(schedule.id)).map((c) => [c.attempt, c.state])).toEqual([
      [1, "failed"],
      [2, "waiting"],
    ]);
    // The payment it made after all is announced: the first attempt is paid, and its retry is never sent.
    const made = await service().request("POST", `/v1/direct-debit/${contractId}/payment`, {
      currency: "USDT",
      amount: 2.75,
      productName: "Tea club box",
    });
    const news = { paymentId: made.body.id, status: "PAID", contractId, amount: 2.75, currency: "USDT" };
    expect(await settleChargePayment(fx.handle.db, member.accountId, news, later)).toBe(true);
    const retry = (await chargesOf(schedule.id))[1];
    const dueRetry = new Date(later.getTime() + 2 * 3_600_000);
    expect(await workCharge(fx.handle.db, retry?.id ?? "", instance("e", dueRetry))).toBe("done");
    expect((await chargesOf(schedule.id)).map((c) => [c.attempt, c.state, c.paymentId])).toEqual([
      [1, "paid", made.body.id],
      [2, "skipped", null],
    ]);
    expect(await paidCount(contractId, 1)).toBe(1);
  });

  it("retries a refused charge after an hour and a day, then marks its schedule failing", async () => {
    await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
    const contractId = await signedContract({ currency: "LKR", singleUpperLimit: 3_000 });
    const today = colomboDate(new Date());
    const { body } = await createSchedule(plan(contractId, { amount: "1500", every: "week" }));
    const schedule = body as ChargeSchedule;
    expect(schedule.currency).toBe("LKR");
    // With no rate the service cannot convert an LKR charge: it refuses it.
    await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: null });
    try {
      const start = new Date();
      await runInstances(start, ["a"]);
      await runInstances(new Date(start.getTime() + 59 * 60_000), ["a"]); // not yet an hour
      await runInstances(new Date(start.getTime() + 61 * 60_000), ["a"]);
      await runInstances(new Date(start.getTime() + 61 * 60_000 + 23 * 3_600_000), ["b"]); // not a day yet
      await runInstances(new Date(start.getTime() + 62 * 60_000 + 24 * 3_600_000), ["b"]);
      const charges = await chargesOf(schedule.id);
      expect(charges.map((c) => [c.dueDate, c.attempt, c.state])).toEqual([
        [today, 1, "refused"],
        [today, 2, "refused"],
        [today, 3, "refused"],
      ]);
      expect(charges[0]?.failureReason).toMatch(/rate/i);
      const gapHours = (a?: Date | null, b?: Date | null) =>
        ((b?.getTime() ?? 0) - (a?.getTime() ?? 0)) / 3_600_000;
      expect(gapHours(charges[0]?.sentAt, charges[1]?.notBefore)).toBeCloseTo(1, 5);
      expect(gapHours(charges[1]?.sentAt, charges[2]?.notBefore)).toBeCloseTo(24, 5);

      const listed = await route(listSchedulesHandler(deps()), "GET", "/charge-schedules");
      expect((listed.body as ScheduleListAnswer).failingCount).toBe(1);
      // The overview asks for the count alone.
      const counted = await route(listSchedulesHandler(deps()), "GET", "/charge-schedules?limit=0");
      expect(counted.body).toEqual({ schedules: [], failingCount: 1 });
      expect((await route(listSchedulesHandler(deps()), "GET", "/charge-schedules?limit=-1")).status).toBe(
        400,
      );
      expect((await contractOf(contractId)).paymentCount).toBe(0);
    } finally {
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
    }
  });

  it("puts a month's 31st on the last day of February, and stops when the contract is terminated", async () => {
    const contractId = await signedContract();
    const jan31 = "2027-01-31";
    const { body } = await createSchedule(
      plan(contractId, { firstDate: jan31 }),
      new Date("2027-01-30T00:00:00Z"),
    );
    const schedule = body as ChargeSchedule;
    await runInstances(colomboDayStart(jan31), ["a"]);
    await runInstances(colomboDayStart("2027-02-27"), ["a"]);
    await runInstances(colomboDayStart("2027-02-28"), ["a"]);
    expect((await chargesOf(schedule.id)).map((c) => [c.dueDate, c.state])).toEqual([
      [jan31, "made"],
      ["2027-02-28", "made"],
    ]);

    const ended = await service().request("POST", `/v1/direct-debit/${contractId}/terminate`, {});
    expect(ended.status).toBe(200);
    await runInstances(colomboDayStart("2027-03-31"), ["a"]);
    const charges = await chargesOf(schedule.id);
    expect(charges.map((c) => [c.dueDate, c.state])).toEqual([
      [jan31, "made"],
      ["2027-02-28", "made"],
      ["2027-03-31", "skipped"],
    ]);
    const [row] = await fx.handle.db
      .select()
      .from(chargeSchedules)
      .where(eq(chargeSchedules.id, schedule.id));
    expect(row).toMatchObject({ state: "ended", endedReason: "The contract was terminated." });
    expect(await paidCount(contractId, 2)).toBe(2);
  });
});

describe("on the job runner", () => {
  it("makes a charge due today within seconds of the round that finds it", async () => {
    const contractId = await signedContract();
    const { body } = await createSchedule(plan(contractId, { amount: "4" }));
    const schedule = body as ChargeSchedule;
    const boss = await startRunner(fx.database.url, { supervise: false });
    try {
      const stop = await startChargeWorker(() => fx.handle.db, {
        boss,
        owner: "runner",
        client: instance("runner", new Date()).client,
        pollingIntervalSeconds: 0.5,
      });
      // Other tests' schedules may fall due in the same round: at least this one is claimed and woken.
      const round = await chargeRound(fx.handle.db, { boss });
      expect(round.claimed).toBeGreaterThanOrEqual(1);
      expect(round.woken).toBeGreaterThanOrEqual(1);
      let states: string[] = [];
      for (let tries = 0; tries < 60 && states[0] !== "made" && states[0] !== "paid"; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        states = (await chargesOf(schedule.id)).map((charge) => charge.state);
      }
      expect(states).toEqual([expect.stringMatching(/^(made|paid)$/)]);
      await stop();
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    expect(await paidCount(contractId, 1)).toBe(1);
  });
});

describe("charges people make", () => {
  it("are remembered by the BFF with who made them, and follow their payment's webhook", async () => {
    const contractId = await signedContract();
    const forward = forwarderFor(fx, member.user.id, { accounts: () => member.lookup("admin") });
    const charged = await callBff(
      forward,
      "POST",
      member.accountId,
      `/v1/direct-debit/${contractId}/payment`,
      {
        body: { currency: "USDT", amount: 3.5, productName: "One box" },
      },
    );
    expect(charged.status, charged.text).toBe(201);
    const [row] = await fx.handle.db
      .select()
      .from(contractCharges)
      .where(
        and(eq(contractCharges.accountId, member.accountId), eq(contractCharges.paymentId, charged.body.id)),
      );
    expect(row).toMatchObject({ contractId, scheduleId: null, amount: "3.5", madeBy: member.user.id });

    // Its webhook (here: its news, as the inbox passes it on) moves it, once.
    expect(
      await settleChargePayment(fx.handle.db, member.accountId, {
        paymentId: charged.body.id,
        status: "PAID",
      }),
    ).toBe(row?.state !== "paid");
    const answer = await route(
      contractChargesHandler(deps()),
      "GET",
      `/contract-charges?contractId=${contractId}`,
    );
    expect((answer.body as ContractChargesAnswer).charges).toEqual([
      expect.objectContaining({
        paymentId: charged.body.id,
        state: "paid",
        madeBy: expect.objectContaining({ id: member.user.id }),
      }),
    ]);
  });

  it("end their contract's schedules at once when they terminate it", async () => {
    const contractId = await signedContract();
    const tomorrow = addDays(colomboDate(new Date()), 1);
    const schedule = (await createSchedule(plan(contractId, { firstDate: tomorrow }))).body as ChargeSchedule;
    const forward = forwarderFor(fx, member.user.id, { accounts: () => member.lookup("admin") });
    const ended = await callBff(
      forward,
      "POST",
      member.accountId,
      `/v1/direct-debit/${contractId}/terminate`,
      {
        body: { terminationNotes: "Moved away" },
      },
    );
    expect(ended.status, ended.text).toBe(200);
    const listed = await route(
      listSchedulesHandler(deps()),
      "GET",
      `/charge-schedules?contractId=${contractId}`,
    );
    expect((listed.body as ScheduleListAnswer).schedules).toEqual([
      expect.objectContaining({
        id: schedule.id,
        state: "ended",
        endedReason: "The contract was terminated.",
        nextDueDate: null,
      }),
    ]);
  });
});
