import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskAccountNumber } from "@/lib/account-number";
import { createBankAccount, createUser, ref } from "@/sandbox/domain/offramp/test-fixtures";
import { type ApprovalContext, approve, freshQuote } from "./service";
import { type ApprovalsWorld, approvalsWorld } from "./testing/approvals-fixture";
import { showApproval } from "./view";

// What a second person approves is, field for field, what they were shown, and what they were shown was read
// from the payments service for the request's ids, never what the requester's browser said: a forged
// recipient or branch name is stored nowhere and shown nowhere, and parts that do not belong together are
// refused when the request is made and again when it is approved.

let world: ApprovalsWorld;
let payoutAccountId: string;
let agg: Awaited<ReturnType<ApprovalsWorld["aggregatorAccount"]>>["agg"];
let mallory: { userId: string; userBankId: string; bankName: string };
let requester: string;
let approver: string;
let owner: string;

const FORGED_RECIPIENT = {
  externalUserId: "trusted-supplier",
  accountName: "Trusted Supplier Ltd",
  bankName: "Trusted Bank",
  accountNumberMasked: "•••• 0400",
};
const FORGED = /Trusted Supplier|Trusted Bank|0400|trusted-supplier|Kandy Temple Road/;

/** The stored row as the database has it, every column, as text. */
async function storedRow(approvalId: string): Promise<string> {
  const result = await world.fx.handle.db.execute<{ row: string }>(
    sql`select row_to_json(m)::text as row from money_out_approvals m where id = ${approvalId}`,
  );
  return result.rows[0]?.row ?? "";
}

async function offrampByRef(externalRef: string) {
  const report = await agg.api.request("GET", "/v1/aggregator/report/offramp?limit=100");
  return (
    report.body.offramps as {
      externalRef: string;
      externalUserId: string;
      accountNumber: string;
      bankName: string;
      amountLkr: number;
    }[]
  ).filter((offramp) => offramp.externalRef === externalRef);
}

async function approver$(accountId: string): Promise<ApprovalContext> {
  return world.contextFor(approver, accountId);
}

beforeAll(async () => {
  world = await approvalsWorld("console_approver_sees");
  ({ accountId: payoutAccountId, agg } = await world.aggregatorAccount("Lanka Remit"));
  const user = await createUser(agg.api, "user-mallory");
  const account = await createBankAccount(agg.api, user.userId, {
    bankCode: 7056,
    accountNumber: "0099887766",
    accountName: "Mallory Fernando",
  });
  mallory = { userId: user.userId, userBankId: account.userBankId, bankName: account.bankName };
  requester = await world.member("finance", [payoutAccountId]);
  approver = await world.member("admin", [payoutAccountId]);
  owner = await world.member("owner", [payoutAccountId]);
  await world.setThreshold(owner, payoutAccountId, "100000");
}, 120_000);

afterAll(async () => {
  await world?.close();
});

describe("a held payout", () => {
  it("shows and pays the bank account the service has for its ids, never the requester's words", async () => {
    const lock = await world.consoleQuote(requester, payoutAccountId, 1000); // LKR 300,000
    const externalRef = ref("forged");
    const held = await world.hold(requester, payoutAccountId, {
      kind: "payout",
      fxLockId: lock.fxLockId,
      // What an older page sent beside the ids, and what a forger writes into it.
      quote: { ...lock, amountLkr: 10 },
      userId: mallory.userId,
      userBankId: mallory.userBankId,
      externalRef,
      externalUserId: "user-mallory",
      recipient: FORGED_RECIPIENT,
    });
    expect(held.status).toBe(201);
    const approvalId: string = held.body.approvalId;
    expect(await storedRow(approvalId)).not.toMatch(FORGED);

    const context = await approver$(payoutAccountId);
    const view = await showApproval(context, approvalId);
    expect(JSON.stringify(view)).not.toMatch(FORGED);
    expect(view).toMatchObject({ amountLkr: "300000", amountUsdt: "1000", endUserRef: "user-mallory" });
    expect(view?.parties).toMatchObject({
      state: "read",
      parties: {
        kind: "payout",
        externalUserId: "user-mallory",
        accountName: "Mallory Fernando",
        bankName: mallory.bankName,
        accountNumberMasked: "••••7766",
      },
    });
    if (view?.parties?.state !== "read" || view.parties.parties.kind !== "payout")
      throw new Error("not read");
    const shown = view.parties.parties;

    const fresh = await freshQuote(context, approvalId);
    const decided = await approve(context, approvalId, {
      fxLockId: fresh.fxLockId,
      shown: view.parties.shown,
    });
    expect(decided.status).toBe("sent");
    // What was sent is, field for field, what was shown.
    const [sent] = await offrampByRef(externalRef);
    expect(sent).toBeDefined();
    expect(sent?.externalUserId).toBe(shown.externalUserId);
    expect(sent?.bankName).toBe(shown.bankName);
    expect(maskAccountNumber(sent?.accountNumber ?? "")).toBe(shown.accountNumberMasked);
    expect(String(sent?.amountLkr)).toBe(String(fresh.amountLkr));
    expect(JSON.stringify(await showApproval(context, approvalId))).not.toMatch(FORGED);
  });

  it("is refused when its bank account is not the end-user's, or the end-user id is another's", async () => {
    const base = async () => ({
      kind: "payout",
      fxLockId: (await world.consoleQuote(requester, payoutAccountId, 1000)).fxLockId,
      externalRef: ref("mismatch"),
    });
    const notTheirs = await world.hold(requester, payoutAccountId, {
      ...(await base()),
      userId: agg.userId,
      userBankId: mallory.userBankId,
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.message).toBe(
      "This bank account is not one of this end-user's bank accounts in the payments service. Nothing was held.",
    );
    const otherId = await world.hold(requester, payoutAccountId, {
      ...(await base()),
      userId: mallory.userId,
      userBankId: mallory.userBankId,
      externalUserId: "trusted-supplier",
    });
    expect(otherId.status).toBe(400);
    expect(otherId.body.message).toMatch(/^The end-user id trusted-supplier belongs to another end-user/);
    const unknown = await world.hold(requester, payoutAccountId, {
      ...(await base()),
      userId: "0b5e7f1c-2d3a-4b6c-8d9e-0f1a2b3c4d5e",
      userBankId: mallory.userBankId,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/does not know this end-user/);
    const rows = await world.fx.handle.db.execute(
      sql`select 1 from money_out_approvals where request_body->>'externalRef' like 'mismatch-%'`,
    );
    expect(rows.rows).toHaveLength(0);
  });
});

describe("a held settlement", () => {
  async function branch(apiKey: string, name: string, code: string): Promise<string> {
    const created = await world.sandbox.client(apiKey).request("POST", "/v1/branch", { name, code });
    if (created.status !== 201) throw new Error(`branch: ${created.status} ${created.text}`);
    return created.body.id;
  }

  async function settleAccount(name: string) {
    const merchant = await world.merchantAccount(name);
    const members = {
      requester: await world.member("finance", [merchant.accountId]),
      approver: await world.member("finance", [merchant.accountId]),
      owner: await world.member("owner", [merchant.accountId]),
    };
    await world.setThreshold(members.owner, merchant.accountId, "1000");
    return { ...merchant, ...members };
  }

  const withdrawals = async (apiKey: string) =>
    (await world.sandbox.client(apiKey).request("GET", "/v1/withdrawal/list?limit=100")).body
      .withdrawalRequests as { id: string; branchId?: string | null }[];

  it("of the whole merchant is shown as such, whatever branch name the browser sent", async () => {
    const shop = await settleAccount("Ceylon Tea House");
    await branch(shop.apiKey, "Kandy", "KDY");
    await world.paidPayment(shop.apiKey, 4000);
    const held = await world.hold(shop.requester, shop.accountId, {
      kind: "settlement",
      branchName: "Kandy Temple Road",
    });
    expect(held.status).toBe(201);
    expect(await storedRow(held.body.approvalId)).not.toMatch(FORGED);
    const context = await world.contextFor(shop.approver, shop.accountId);
    const view = await showApproval(context, held.body.approvalId);
    expect(JSON.stringify(view)).not.toMatch(FORGED);
    expect(view?.parties).toMatchObject({ state: "read", parties: { kind: "settlement", branch: null } });
    const decided = await world.approveSeen(context, held.body.approvalId);
    expect(decided.status).toBe("sent");
    expect(await withdrawals(shop.apiKey)).toEqual([expect.objectContaining({ id: decided.resultId })]);
    expect((await withdrawals(shop.apiKey))[0]?.branchId ?? null).toBeNull();
  });

  it("of one branch shows and settles the branch the service has for its id", async () => {
    const shop = await settleAccount("Galle Spice");
    const galle = await branch(shop.apiKey, "Galle Fort", "GLF");
    await world.paidPayment(shop.apiKey, 4000, galle);
    const held = await world.hold(shop.requester, shop.accountId, {
      kind: "settlement",
      branchId: galle,
      branchName: "Kandy Temple Road",
    });
    expect(held.status).toBe(201);
    const context = await world.contextFor(shop.approver, shop.accountId);
    const view = await showApproval(context, held.body.approvalId);
    expect(JSON.stringify(view)).not.toMatch(FORGED);
    expect(view?.parties).toMatchObject({
      state: "read",
      parties: { kind: "settlement", branch: { name: "Galle Fort", code: "GLF" } },
    });
    const decided = await world.approveSeen(context, held.body.approvalId);
    expect(decided.status).toBe("sent");
    expect(await withdrawals(shop.apiKey)).toEqual([
      expect.objectContaining({ id: decided.resultId, branchId: galle }),
    ]);
  });

  it("is refused for an inactive branch or another merchant's", async () => {
    const shop = await settleAccount("Matara Batik");
    await world.paidPayment(shop.apiKey, 4000);
    const closed = await branch(shop.apiKey, "Matara Old Town", "MTO");
    await world.sandbox.client(shop.apiKey).request("DELETE", `/v1/branch/${closed}`);
    const other = await world.sandbox.createMerchant({ name: "Another shop" });
    const foreign = await branch(other.apiKey, "Elsewhere", "ELS");
    const inactive = await world.hold(shop.requester, shop.accountId, {
      kind: "settlement",
      branchId: closed,
    });
    expect(inactive.status).toBe(400);
    expect(inactive.body.message).toBe(
      "The branch Matara Old Town is no longer active, so it cannot be settled on its own. Nothing was held.",
    );
    const theirs = await world.hold(shop.requester, shop.accountId, {
      kind: "settlement",
      branchId: foreign,
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe("This branch is not one of this merchant's branches. Nothing was held.");
  });

  it("is read again at approval: a branch closed or renamed since it was shown is refused, nothing sent", async () => {
    const shop = await settleAccount("Jaffna Crafts");
    const nallur = await branch(shop.apiKey, "Nallur", "NLR");
    await world.paidPayment(shop.apiKey, 4000, nallur);
    const context = await world.contextFor(shop.approver, shop.accountId);

    const renamedHold = await world.hold(shop.requester, shop.accountId, {
      kind: "settlement",
      branchId: nallur,
    });
    const shownBefore = await world.shownTo(context, renamedHold.body.approvalId);
    await world.sandbox
      .client(shop.apiKey)
      .request("PATCH", `/v1/branch/${nallur}`, { name: "Nallur Temple" });
    await expect(approve(context, renamedHold.body.approvalId, { shown: shownBefore })).rejects.toMatchObject(
      {
        code: "invalid",
        message: expect.stringMatching(
          /describes this settlement's branch differently from what you were shown/,
        ),
      },
    );
    // Without having seen it at all, nothing is approved either.
    await expect(approve(context, renamedHold.body.approvalId)).rejects.toMatchObject({ code: "invalid" });
    expect(await withdrawals(shop.apiKey)).toHaveLength(0);

    await world.sandbox.client(shop.apiKey).request("DELETE", `/v1/branch/${nallur}`);
    await expect(approve(context, renamedHold.body.approvalId, { shown: shownBefore })).rejects.toMatchObject(
      { code: "invalid", message: expect.stringMatching(/is no longer active/) },
    );
    const view = await showApproval(context, renamedHold.body.approvalId);
    expect(view?.parties).toMatchObject({
      state: "refused",
      message: expect.stringMatching(/no longer active/),
    });
    expect(view?.status).toBe("pending");
    expect(await withdrawals(shop.apiKey)).toHaveLength(0);
  });
});
