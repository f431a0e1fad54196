import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Quote } from "@/lib/payments-api/offramp";
import { type aggregator, ref } from "@/sandbox/domain/offramp/test-fixtures";
import type { TestSandbox } from "@/sandbox/testing/harness";
import type { ConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { auditLog, moneyOutApprovals } from "@/server/db/schema";
import {
  ApprovalError,
  approve,
  freshQuote,
  getApproval,
  listApprovals,
  readThreshold,
  reject,
  setThreshold,
} from "./service";
import { type ApprovalsWorld, approvalsWorld } from "./testing/approvals-fixture";

// Approval for money out on a real console database against a real sandbox: requests are held through the
// console's own route (as the browser sends them), decisions go through the service the server actions use,
// and what reaches the sandbox is read back from the sandbox itself.

let world: ApprovalsWorld;
let sandbox: TestSandbox;
let fx: ConsoleFixture;
let agg: Awaited<ReturnType<typeof aggregator>>;
let payoutAccountId: string;
let settleAccountId: string;
let settleMerchantKey: string;
const people: Record<"owner" | "finance" | "admin" | "developer" | "finance2", string> = {
  owner: "",
  finance: "",
  admin: "",
  developer: "",
  finance2: "",
};

/** A quote taken straight from the service, which the console never saw. */
async function quote(amountUsdt: number): Promise<Quote> {
  const response = await agg.api.request("GET", `/v1/aggregator/quote?amount_usdt=${amountUsdt}`);
  if (response.status !== 200) throw new Error(`quote: ${response.status} ${response.text}`);
  return response.body as Quote;
}

async function payoutInput(amountUsdt: number) {
  return {
    kind: "payout" as const,
    fxLockId: (await world.consoleQuote(people.finance, payoutAccountId, amountUsdt)).fxLockId,
    userId: agg.userId,
    userBankId: agg.userBankId,
    externalRef: ref("approval"),
  };
}

/** The sandbox's own record: offramps with this reference. */
async function offrampsWithRef(externalRef: string) {
  const report = await agg.api.request("GET", "/v1/aggregator/report/offramp?limit=100");
  return (report.body.offramps as { externalRef: string; paymentId: string; rateUsdtLkr: number }[]).filter(
    (offramp) => offramp.externalRef === externalRef,
  );
}

const setRate = (rateUsdtLkr: number) => sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr });

beforeAll(async () => {
  world = await approvalsWorld("console_approvals");
  ({ sandbox, fx } = world);
  await setRate(300.95);
  ({ accountId: payoutAccountId, agg } = await world.aggregatorAccount("Lanka Remit", 5_000_000));
  ({ accountId: settleAccountId, apiKey: settleMerchantKey } =
    await world.merchantAccount("Ceylon Tea House"));
  const both = [payoutAccountId, settleAccountId];
  people.owner = await world.member("owner", both);
  people.finance = await world.member("finance", both);
  people.admin = await world.member("admin", both);
  people.developer = await world.member("developer", both);
  people.finance2 = await world.member("finance", both);
  await world.setThreshold(people.owner, payoutAccountId, "100000");
  await world.setThreshold(people.owner, settleAccountId, "1000");
}, 120_000);

afterAll(async () => {
  await world?.close();
});

beforeEach(async () => {
  await setRate(300.95);
});

describe("the threshold", () => {
  it("is stored as typed, changed only by owners and admins, and audited", async () => {
    expect(await readThreshold(fx.handle.db, payoutAccountId)).toBe("100000");
    const finance = await world.contextFor(people.finance, payoutAccountId);
    await expect(setThreshold(finance, "1")).rejects.toMatchObject({ code: "forbidden" });
    const audit = await fx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, payoutAccountId), eq(auditLog.action, "approval.threshold")));
    expect(audit[0]?.details).toMatchObject({ from: null, to: "100000" });
  });
});

describe("payouts", () => {
  it("below the threshold are not held: the route answers that they go on directly", async () => {
    const input = await payoutInput(10); // about LKR 3,009.50
    const answer = await world.hold(people.finance, payoutAccountId, input);
    expect(answer).toMatchObject({ status: 200, body: { held: false } });
    const rows = await fx.handle.db
      .select()
      .from(moneyOutApprovals)
      .where(eq(moneyOutApprovals.externalRef, input.externalRef));
    expect(rows).toHaveLength(0);
  });

  it("above the threshold are stored, not sent, with the requester, the quote and no secrets", async () => {
    const input = await payoutInput(1000); // LKR 300,950
    const answer = await world.hold(people.finance, payoutAccountId, input);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      held: true,
      approvalId: expect.any(String),
      reason: "LKR 300,950.00 is above LKR 100,000.00, so a second person has to approve it.",
    });
    const stored = await getApproval(fx.handle.db, payoutAccountId, answer.body.approvalId);
    expect(stored).toMatchObject({
      kind: "payout",
      status: "pending",
      amountLkr: "300950",
      amountUsdt: "1000",
      requestedRate: "300.95",
      thresholdLkr: "100000",
      requestedBy: people.finance,
      externalRef: input.externalRef,
      requestBody: { userId: agg.userId, userBankId: agg.userBankId, externalRef: input.externalRef },
    });
    expect(await offrampsWithRef(input.externalRef)).toHaveLength(0);
    const [audit] = await fx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, answer.headers.get("x-request-id") ?? ""));
    expect(audit).toMatchObject({ action: "approval.request", userId: people.finance, outcome: "success" });
    expect(audit?.details).toMatchObject({ resourceId: answer.body.approvalId });
  });

  it("cannot be approved by the requester, nor by a role that cannot pay out", async () => {
    const input = await payoutInput(1000);
    const { body } = await world.hold(people.finance, payoutAccountId, input);
    const fresh = await quote(1000);
    const own = await world.contextFor(people.finance, payoutAccountId);
    await expect(world.approveSeen(own, body.approvalId, fresh.fxLockId)).rejects.toMatchObject({
      code: "own_request",
    });
    await expect(freshQuote(own, body.approvalId)).rejects.toMatchObject({ code: "own_request" });
    await expect(reject(own, body.approvalId, "changed my mind")).rejects.toMatchObject({
      code: "own_request",
    });
    const developer = await world.contextFor(people.developer, payoutAccountId);
    await expect(world.approveSeen(developer, body.approvalId, fresh.fxLockId)).rejects.toMatchObject({
      code: "forbidden",
    });
    // A developer cannot even ask for it to be held.
    const refused = await world.hold(people.developer, payoutAccountId, await payoutInput(1000));
    expect(refused.status).toBe(403);
    expect((await getApproval(fx.handle.db, payoutAccountId, body.approvalId))?.status).toBe("pending");
    expect(await offrampsWithRef(input.externalRef)).toHaveLength(0);
  });

  it("is sent once with a fresh quote, whose difference from the requester's rate is recorded", async () => {
    const input = await payoutInput(1000);
    const { body } = await world.hold(people.finance, payoutAccountId, input);
    await setRate(301.2);
    const approver = await world.contextFor(people.admin, payoutAccountId);
    const fresh = await freshQuote(approver, body.approvalId);
    expect(fresh.rateUsdtLkr).toBe(301.2);
    const decided = await world.approveSeen(approver, body.approvalId, fresh.fxLockId);
    expect(decided).toMatchObject({
      status: "sent",
      decidedBy: people.admin,
      approvedRate: "301.2",
      requestedRate: "300.95",
      amountLkr: "301200",
      resultId: expect.any(String),
    });
    const sent = await offrampsWithRef(input.externalRef);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ paymentId: decided.resultId, rateUsdtLkr: 301.2 });
    const entries = await fx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, payoutAccountId), eq(auditLog.userId, people.admin)));
    const approval = entries.find((entry) => entry.action === "approval.approve");
    expect(approval?.details).toMatchObject({
      resourceId: body.approvalId,
      requestedBy: people.finance,
      requestedRate: "300.95",
      approvedRate: "301.2",
      rateChange: "+0.08 %",
    });
    const send = entries.find((entry) => entry.action === "createOfframp");
    expect(send).toMatchObject({ outcome: "success", status: 201 });
    expect(send?.details).toMatchObject({ approvalId: body.approvalId, resourceId: decided.resultId });
    // Decided requests cannot be decided again.
    await expect(reject(approver, body.approvalId, "late")).rejects.toMatchObject({ code: "decided" });
  });

  it("pays only a quote the console read for this very approval, never one handed back from elsewhere", async () => {
    const input = await payoutInput(1000);
    const { body } = await world.hold(people.finance, payoutAccountId, input);
    const other = await world.hold(people.finance, payoutAccountId, await payoutInput(1000));
    const approver = await world.contextFor(people.admin, payoutAccountId);
    // A real lock for the same amount, but not one the console quoted for this approval.
    const elsewhere = await quote(1000);
    await expect(world.approveSeen(approver, body.approvalId, elsewhere.fxLockId)).rejects.toMatchObject({
      code: "invalid",
    });
    // A lock quoted for another approval does not approve this one.
    const forOther = await freshQuote(approver, other.body.approvalId);
    await expect(world.approveSeen(approver, body.approvalId, forOther.fxLockId)).rejects.toMatchObject({
      code: "invalid",
    });
    await expect(world.approveSeen(approver, body.approvalId)).rejects.toMatchObject({ code: "invalid" });
    expect(await offrampsWithRef(input.externalRef)).toHaveLength(0);
    const fresh = await freshQuote(approver, body.approvalId);
    expect((await world.approveSeen(approver, body.approvalId, fresh.fxLockId)).status).toBe("sent");
  });

  it("raced by two approvers is sent exactly once; the other is told who approved it", async () => {
    const input = await payoutInput(1000);
    const { body } = await world.hold(people.finance, payoutAccountId, input);
    const [admin, owner] = await Promise.all([
      world.contextFor(people.admin, payoutAccountId),
      world.contextFor(people.owner, payoutAccountId),
    ]);
    const [quoteA, quoteB] = await Promise.all([
      freshQuote(admin, body.approvalId),
      freshQuote(owner, body.approvalId),
    ]);
    const [shownA, shownB] = await Promise.all([
      world.shownTo(admin, body.approvalId),
      world.shownTo(owner, body.approvalId),
    ]);
    const results = await Promise.allSettled([
      approve(admin, body.approvalId, { fxLockId: quoteA.fxLockId, shown: shownA }),
      approve(owner, body.approvalId, { fxLockId: quoteB.fxLockId, shown: shownB }),
    ]);
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.filter((result) => result.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const reason = (lost[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(ApprovalError);
    expect(reason.code).toBe("decided");
    expect(reason.message).toMatch(/^This request was already approved by User \d+\.$/);
    expect(await offrampsWithRef(input.externalRef)).toHaveLength(1);
  });

  it("rejected with a reason sends nothing", async () => {
    const input = await payoutInput(1000);
    const { body } = await world.hold(people.finance, payoutAccountId, input);
    const owner = await world.contextFor(people.owner, payoutAccountId);
    await expect(reject(owner, body.approvalId, "   ")).rejects.toMatchObject({ code: "invalid" });
    const decided = await reject(owner, body.approvalId, "Wrong bank account");
    expect(decided).toMatchObject({
      status: "rejected",
      rejectReason: "Wrong bank account",
      decidedBy: people.owner,
    });
    await expect(
      approve(await world.contextFor(people.admin, payoutAccountId), body.approvalId, {
        fxLockId: (await quote(1000)).fxLockId,
      }),
    ).rejects.toThrow(/already rejected by/);
    expect(await offrampsWithRef(input.externalRef)).toHaveLength(0);
    const [audit] = await fx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "approval.reject"), eq(auditLog.userId, people.owner)));
    expect(audit?.details).toMatchObject({ resourceId: body.approvalId, reason: "Wrong bank account" });
  });

  it("records the service's refusal of an approved payout", async () => {
    const input = await payoutInput(1000);
    const { body } = await world.hold(people.finance, payoutAccountId, input);
    const approver = await world.contextFor(people.admin, payoutAccountId);
    const fresh = await freshQuote(approver, body.approvalId);
    // The same lock redeemed once already: the service refuses the second use.
    await agg.api.request("POST", "/v1/aggregator/offramp", {
      fxLockId: fresh.fxLockId,
      userId: agg.userId,
      userBankId: agg.userBankId,
      externalRef: ref("elsewhere"),
    });
    const decided = await world.approveSeen(approver, body.approvalId, fresh.fxLockId);
    expect(decided.status).toBe("refused");
    expect(decided.resultMessage).toBeTruthy();
    expect(await offrampsWithRef(input.externalRef)).toHaveLength(0);
  });

  it("lists waiting and decided requests, newest first", async () => {
    const rows = await listApprovals(fx.handle.db, payoutAccountId);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((row) => row.status)).toEqual(
      expect.arrayContaining(["pending", "sent", "rejected", "refused"]),
    );
    expect(rows[0]?.requesterName).toMatch(/^User \d+$/);
  });
});

describe("settlements", () => {
  const withdrawals = async () =>
    (await sandbox.client(settleMerchantKey).request("GET", "/v1/withdrawal/list?limit=100")).body
      .withdrawalRequests as {
      id: string;
    }[];

  it("above the threshold wait for a second person, then are requested once", async () => {
    await world.paidPayment(settleMerchantKey, 4000);
    const answer = await world.hold(people.finance, settleAccountId, { kind: "settlement" });
    expect(answer.status).toBe(201);
    expect(await withdrawals()).toHaveLength(0);
    const stored = await getApproval(fx.handle.db, settleAccountId, answer.body.approvalId);
    expect(stored).toMatchObject({ kind: "settlement", status: "pending", thresholdLkr: "1000" });
    expect(Number(stored?.amountLkr)).toBeGreaterThan(1000);
    const own = await world.contextFor(people.finance, settleAccountId);
    await expect(world.approveSeen(own, answer.body.approvalId)).rejects.toMatchObject({
      code: "own_request",
    });
    const developer = await world.contextFor(people.developer, settleAccountId);
    await expect(world.approveSeen(developer, answer.body.approvalId)).rejects.toMatchObject({
      code: "forbidden",
    });
    const second = await world.contextFor(people.finance2, settleAccountId);
    const decided = await world.approveSeen(second, answer.body.approvalId);
    expect(decided).toMatchObject({ status: "sent", decidedBy: people.finance2 });
    const made = await withdrawals();
    expect(made.map((withdrawal) => withdrawal.id)).toEqual([decided.resultId]);
  });

  it("below the threshold go on directly", async () => {
    await setThreshold(await world.contextFor(people.admin, settleAccountId), "999999999");
    const answer = await world.hold(people.finance, settleAccountId, { kind: "settlement" });
    expect(answer).toMatchObject({ status: 200, body: { held: false } });
    await setThreshold(await world.contextFor(people.admin, settleAccountId), null);
    expect(await world.hold(people.finance, settleAccountId, { kind: "settlement" })).toMatchObject({
      body: { held: false },
    });
  });
});
