import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ref, topUp } from "@/sandbox/domain/offramp/test-fixtures";
import { auditLog } from "@/server/db/schema";
import { approve, freshQuote, getApproval, setThreshold, withdraw } from "./service";
import { type ApprovalsWorld, approvalsWorld } from "./testing/approvals-fixture";
import { showApproval } from "./view";

// Requests that cannot get stuck, on a real console database against a real sandbox: a threshold no one
// else can approve is said, a waiting request can be withdrawn, turning approvals off resolves what waits,
// the float is checked before anyone approves, and a refusal by the service reads as words.

let world: ApprovalsWorld;

beforeAll(async () => {
  world = await approvalsWorld("console_approvals_unstuck");
}, 120_000);

afterAll(async () => {
  await world?.close();
});

async function payoutAccount(name: string) {
  const { accountId, agg } = await world.aggregatorAccount(name);
  const owner = await world.member("owner", [accountId]);
  const finance = await world.member("finance", [accountId]);
  const finance2 = await world.member("finance", [accountId]);
  await world.setThreshold(owner, accountId, "1000");
  const hold = async (userId: string, amountUsdt: number) => {
    const quote = await world.consoleQuote(userId, accountId, amountUsdt);
    return world.hold(userId, accountId, {
      kind: "payout",
      fxLockId: quote.fxLockId,
      userId: agg.userId,
      userBankId: agg.userBankId,
      externalRef: ref("unstuck"),
    });
  };
  return { accountId, agg, owner, finance, finance2, hold };
}

describe("setting a threshold", () => {
  it("warns, in the answer, when no other member may approve, and not once one may", async () => {
    const { accountId } = await world.merchantAccount("Solo Traders");
    const owner = await world.member("owner", [accountId]);
    await world.member("developer", [accountId]);
    const alone = await setThreshold(await world.contextFor(owner, accountId), "5000");
    expect(alone.thresholdLkr).toBe("5000");
    expect(alone.warning).toMatch(/^No other member of this account may approve/);
    await world.member("finance", [accountId]);
    const paired = await setThreshold(await world.contextFor(owner, accountId), "5000");
    expect(paired.warning).toBeNull();
  });
});

describe("withdrawing a waiting request", () => {
  it("is for its requester or an owner; it is audited and can never be approved afterwards", async () => {
    const world1 = await payoutAccount("Withdraw Remit");
    const held = await world1.hold(world1.finance, 10);
    expect(held.status).toBe(201);
    const id = held.body.approvalId as string;
    const other = await world.contextFor(world1.finance2, world1.accountId);
    await expect(withdraw(other, id)).rejects.toMatchObject({ code: "forbidden" });
    const view = await showApproval(await world.contextFor(world1.finance, world1.accountId), id);
    expect(view?.canWithdraw).toBe(true);

    const ended = await withdraw(await world.contextFor(world1.finance, world1.accountId), id);
    expect(ended).toMatchObject({ status: "withdrawn", withdrawnBy: world1.finance });
    await expect(freshQuote(other, id)).rejects.toMatchObject({ code: "decided" });
    await expect(approve(other, id, { shown: "x" })).rejects.toMatchObject({
      code: "decided",
      message: expect.stringMatching(/withdrawn by .*can no longer be approved/),
    });
    const audit = await world.fx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, world1.accountId), eq(auditLog.action, "approval.withdraw")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ resourceId: id, requestedBy: world1.finance });

    const second = (await world1.hold(world1.finance, 10)).body.approvalId as string;
    const byOwner = await withdraw(await world.contextFor(world1.owner, world1.accountId), second);
    expect(byOwner).toMatchObject({ status: "withdrawn", withdrawnBy: world1.owner });
  });
});

describe("turning approvals off", () => {
  it("withdraws every waiting request with its reason and sends nothing", async () => {
    const world1 = await payoutAccount("Off Remit");
    const ids = [
      (await world1.hold(world1.finance, 10)).body.approvalId as string,
      (await world1.hold(world1.finance2, 11)).body.approvalId as string,
    ];
    const saved = await setThreshold(await world.contextFor(world1.owner, world1.accountId), null);
    expect(saved).toMatchObject({ thresholdLkr: null, withdrawn: 2, warning: null });
    for (const id of ids) {
      expect(await getApproval(world.fx.handle.db, world1.accountId, id)).toMatchObject({
        status: "withdrawn",
        withdrawnReason: "Approvals turned off",
        resultId: null,
      });
    }
    const report = await world1.agg.api.request("GET", "/v1/aggregator/report/offramp?limit=100");
    expect(report.body.offramps).toHaveLength(0);
  });
});

describe("the float", () => {
  it("is checked when a payout is held, with the shortfall in exact LKR", async () => {
    const world1 = await payoutAccount("Thin Float Remit");
    // 50,000,000 LKR of float; 200,000 USDT at 300 is 60,000,000.
    const held = await world1.hold(world1.finance, 200_000);
    expect(held.status).toBe(400);
    expect(held.body.message).toBe(
      "The float holds LKR 50,000,000.00; this payout needs LKR 60,000,000.00: LKR 10,000,000.00 short. Nothing was held. Top up the float (Float ledger) first.",
    );
  });

  it("is said on the request's page and checked again at approval", async () => {
    const world1 = await payoutAccount("Drained Remit");
    const id = (await world1.hold(world1.finance, 100_000)).body.approvalId as string;
    // Another payout of 40,000,000 LKR leaves the float before anyone approves (approvals off for it).
    await world.setThreshold(world1.owner, world1.accountId, "999999999");
    const quote = await world.consoleQuote(world1.finance, world1.accountId, 133_333.333333);
    const paid = await world.forward(world1.finance, "POST", world1.accountId, "/v1/aggregator/offramp", {
      fxLockId: quote.fxLockId,
      userId: world1.agg.userId,
      userBankId: world1.agg.userBankId,
      externalRef: ref("drain"),
    });
    expect(paid.status).toBe(201);
    const approver = await world.contextFor(world1.finance2, world1.accountId);
    const view = await showApproval(approver, id);
    expect(view?.floatShortfall).toBe(
      "The float holds LKR 10,000,000.00; this payout needs LKR 30,000,000.00: LKR 20,000,000.00 short.",
    );
    const fresh = await freshQuote(approver, id);
    await expect(world.approveSeen(approver, id, fresh.fxLockId)).rejects.toMatchObject({
      message: expect.stringMatching(/LKR 20,000,000\.00 short\. Nothing was sent\./),
    });
    expect(await getApproval(world.fx.handle.db, world1.accountId, id)).toMatchObject({ status: "pending" });
    await topUp(world.sandbox, world1.agg.merchant.merchantId, 20_000_000);
    const again = await freshQuote(approver, id);
    const sent = await world.approveSeen(approver, id, again.fxLockId);
    expect(sent.status).toBe("sent");
  });
});

describe("a refusal by the service", () => {
  it("is stored in a person's words with what to do next", async () => {
    const { accountId, apiKey } = await world.merchantAccount("Refused Tea");
    const owner = await world.member("owner", [accountId]);
    const finance = await world.member("finance", [accountId]);
    await world.setThreshold(owner, accountId, "1000");
    await world.paidPayment(apiKey, 4000);
    const id = (await world.hold(finance, accountId, { kind: "settlement" })).body.approvalId as string;
    // Today's request is made straight at the service meanwhile: the approved one is refused.
    const direct = await world.sandbox.client(apiKey).request("POST", "/v1/withdrawal", {});
    expect(direct.status).toBe(201);
    const approver = await world.contextFor(owner, accountId);
    const decided = await world.approveSeen(approver, id);
    expect(decided.status).toBe("refused");
    expect(decided.resultMessage).toBe(
      "The payments service refused this settlement: there is already a settlement request today that is waiting for review or approved. Nothing was requested. The service allows one a day (Colombo time): request again tomorrow, or once today's request is rejected or cancelled.",
    );
  });
});

describe("who requested a settlement", () => {
  it("is the member who asked through the console, not the console's key", async () => {
    const { accountId, apiKey } = await world.merchantAccount("Named Tea");
    const owner = await world.member("owner", [accountId]);
    const finance = await world.member("finance", [accountId]);
    const staff = await world.member("staff", [accountId]);
    await world.paidPayment(apiKey, 4000);
    const sent = await world.forward(finance, "POST", accountId, "/v1/withdrawal", {});
    expect(sent.status).toBe(201);
    const id = (sent.body as { id: string; requesterName: string }).id;
    // The service itself only knows the key.
    expect((sent.body as { requesterName: string }).requesterName).toBe("API");
    const answer = await world.requesters(owner, accountId, [id, "not-an-id"]);
    expect(answer.status).toBe(200);
    const financeUser = await world.fx.handle.db.query.users.findFirst({
      where: (users, { eq: equals }) => equals(users.id, finance),
    });
    expect(answer.body).toEqual({
      people: { [id]: financeUser?.name ?? financeUser?.email },
      accountKeyId: expect.stringMatching(/^ak_/),
      accountName: "Named Tea",
    });
    expect((await world.requesters(staff, accountId, [id])).status).toBe(403);
  });
});
