import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBankAccount, ref } from "@/sandbox/domain/offramp/test-fixtures";
import { moneyOutSends } from "@/server/db/schema";
import { freshQuote } from "./service";
import { type ApprovalsWorld, approvalsWorld } from "./testing/approvals-fixture";

// Splitting does not get past the threshold: a payout or settlement is held when it and what the account sent
// in the last 24 hours are above the threshold, through the console's forms (the hold route) and the
// pass-through API (the BFF's forward) alike, and two requests at the same moment cannot both fit under it.
// Rate 300 LKR per USDT: 160 USDT is LKR 48,000.00, the threshold LKR 50,000.00.

let world: ApprovalsWorld;
let owner: string;
let finance: string;
let approver: string;

const USDT_48K = 160;

async function payoutAccount(name: string) {
  const { accountId, agg } = await world.aggregatorAccount(name);
  for (const id of [owner, finance, approver]) {
    await world.fx.addMember(id, accountId, id === owner ? "owner" : id === finance ? "finance" : "admin");
  }
  await world.setThreshold(owner, accountId, "50000");
  return { accountId, agg };
}

type Payout = Awaited<ReturnType<typeof payoutAccount>>;

async function forwardPayout(account: Payout, amountUsdt: number, userBankId = account.agg.userBankId) {
  const lock = await world.consoleQuote(finance, account.accountId, amountUsdt);
  const externalRef = ref("window");
  const answer = await world.forward(finance, "POST", account.accountId, "/v1/aggregator/offramp", {
    fxLockId: lock.fxLockId,
    userId: account.agg.userId,
    userBankId,
    externalRef,
  });
  return { ...answer, externalRef };
}

async function paidOut(account: Payout): Promise<number> {
  const report = await account.agg.api.request("GET", "/v1/aggregator/report/offramp?limit=100");
  return report.body.offramps.length;
}

beforeAll(async () => {
  world = await approvalsWorld("console_rolling_window");
  [owner = "", finance = "", approver = ""] = await world.people(3);
}, 120_000);

afterAll(() => world?.close());

describe("payouts forwarded through the BFF", () => {
  it("three of LKR 48,000.00 to one bank account: the first goes, the others are refused, saying why", async () => {
    const account = await payoutAccount("Split Remit");
    const first = await forwardPayout(account, USDT_48K);
    expect(first.status).toBe(201);
    for (const _ of [2, 3]) {
      const next = await forwardPayout(account, USDT_48K);
      expect(next.status).toBe(403);
      expect(next.body.message).toBe(
        "LKR 48,000.00 now plus LKR 48,000.00 sent to this bank account in the last 24 hours is above LKR 50,000.00, so a second person has to approve it. Ask for it from the console's New payout form; it is sent once another member approves it.",
      );
    }
    expect(await paidOut(account)).toBe(1);
    const recorded = await world.fx.handle.db
      .select()
      .from(moneyOutSends)
      .where(eq(moneyOutSends.accountId, account.accountId));
    expect(recorded).toEqual([
      expect.objectContaining({
        kind: "payout",
        status: "sent",
        amountLkr: "48000",
        beneficiary: `bank:${account.agg.userBankId}`,
        externalRef: first.externalRef,
        sentBy: finance,
      }),
    ]);
  });

  it("count the whole account, whichever bank account they go to", async () => {
    const account = await payoutAccount("Many Accounts Remit");
    const second = await createBankAccount(account.agg.api, account.agg.userId, {
      accountNumber: "7000111222",
      accountName: "K. A. Jayasinghe",
    });
    expect((await forwardPayout(account, USDT_48K)).status).toBe(201);
    const other = await forwardPayout(account, 10, second.userBankId); // LKR 3,000.00
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(
      /^LKR 3,000\.00 now plus LKR 48,000\.00 sent from this merchant account in the last 24 hours is above LKR 50,000\.00/,
    );
    // Small ones still go while the sum stays at or under the threshold.
    expect((await forwardPayout(account, 6, second.userBankId)).status).toBe(201); // LKR 1,800.00
  });

  it("at the same moment cannot both fit under the threshold", async () => {
    const account = await payoutAccount("Racing Remit");
    const locks = await Promise.all(
      [1, 2, 3, 4, 5].map(() => world.consoleQuote(finance, account.accountId, 100)), // LKR 30,000.00 each
    );
    const answers = await Promise.all(
      locks.map((lock) =>
        world.forward(finance, "POST", account.accountId, "/v1/aggregator/offramp", {
          fxLockId: lock.fxLockId,
          userId: account.agg.userId,
          userBankId: account.agg.userBankId,
          externalRef: ref("race"),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403, 403]);
    expect(await paidOut(account)).toBe(1);
  });

  it("forget what was sent more than 24 hours ago; a refused send frees its place", async () => {
    const account = await payoutAccount("Yesterday Remit");
    expect((await forwardPayout(account, USDT_48K)).status).toBe(201);
    expect((await forwardPayout(account, USDT_48K)).status).toBe(403);
    // A payout the service refuses (its lock used already) leaves nothing behind in the window.
    const lock = await world.consoleQuote(finance, account.accountId, 5);
    await account.agg.api.request("POST", "/v1/aggregator/offramp", {
      fxLockId: lock.fxLockId,
      userId: account.agg.userId,
      userBankId: account.agg.userBankId,
      externalRef: ref("direct"),
    });
    const refused = await world.forward(finance, "POST", account.accountId, "/v1/aggregator/offramp", {
      fxLockId: lock.fxLockId,
      userId: account.agg.userId,
      userBankId: account.agg.userBankId,
      externalRef: ref("used-lock"),
    });
    expect(refused.status).toBe(400);
    expect(
      await world.fx.handle.db
        .select()
        .from(moneyOutSends)
        .where(eq(moneyOutSends.accountId, account.accountId)),
    ).toHaveLength(1);
    await world.fx.handle.db
      .update(moneyOutSends)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(moneyOutSends.accountId, account.accountId));
    expect((await forwardPayout(account, USDT_48K)).status).toBe(201);
  });

  it("sent again under the same reference is the same payout, not a second one in the window", async () => {
    const account = await payoutAccount("Retry Remit");
    const first = await forwardPayout(account, USDT_48K);
    expect(first.status).toBe(201);
    const lock = await world.consoleQuote(finance, account.accountId, USDT_48K);
    const again = await world.forward(finance, "POST", account.accountId, "/v1/aggregator/offramp", {
      fxLockId: lock.fxLockId,
      userId: account.agg.userId,
      userBankId: account.agg.userBankId,
      externalRef: first.externalRef,
    });
    expect(again.status).toBe(200);
    expect(again.body.paymentId).toBe(first.body.paymentId);
    const rows = await world.fx.handle.db
      .select()
      .from(moneyOutSends)
      .where(
        and(eq(moneyOutSends.accountId, account.accountId), eq(moneyOutSends.externalRef, first.externalRef)),
      );
    expect(rows).toHaveLength(1);
  });
});

describe("payouts from the console's form", () => {
  it("are held with the reason in words, and an approved one is sent regardless but counts", async () => {
    const account = await payoutAccount("Form Remit");
    const hold = async () => {
      const lock = await world.consoleQuote(finance, account.accountId, USDT_48K);
      return world.hold(finance, account.accountId, {
        kind: "payout",
        fxLockId: lock.fxLockId,
        userId: account.agg.userId,
        userBankId: account.agg.userBankId,
        externalRef: ref("form"),
      });
    };
    // Nothing sent yet: LKR 48,000.00 alone may go.
    expect(await hold()).toMatchObject({ status: 200, body: { held: false } });
    expect((await forwardPayout(account, USDT_48K)).status).toBe(201);
    const held = await hold();
    expect(held).toMatchObject({
      status: 201,
      body: {
        held: true,
        reason:
          "LKR 48,000.00 now plus LKR 48,000.00 sent to this bank account in the last 24 hours is above LKR 50,000.00, so a second person has to approve it.",
      },
    });
    const context = await world.contextFor(approver, account.accountId);
    const fresh = await freshQuote(context, held.body.approvalId);
    const decided = await world.approveSeen(context, held.body.approvalId, fresh.fxLockId);
    expect(decided).toMatchObject({ status: "sent", heldReason: held.body.reason });
    expect(await paidOut(account)).toBe(2);
    const [approved] = await world.fx.handle.db
      .select()
      .from(moneyOutSends)
      .where(eq(moneyOutSends.approvalId, held.body.approvalId));
    expect(approved).toMatchObject({ status: "sent", amountLkr: "48000", sentBy: approver });
    // It counts: now even LKR 3,000.00 waits.
    const small = await world.consoleQuote(finance, account.accountId, 10);
    const answer = await world.hold(finance, account.accountId, {
      kind: "payout",
      fxLockId: small.fxLockId,
      userId: account.agg.userId,
      userBankId: account.agg.userBankId,
      externalRef: ref("small"),
    });
    expect(answer.body.reason).toBe(
      "LKR 3,000.00 now plus LKR 96,000.00 sent to this bank account in the last 24 hours is above LKR 50,000.00, so a second person has to approve it.",
    );
  });
});

describe("settlements", () => {
  it("are counted too: after one is sent, the next is held though it alone fits", async () => {
    // Every request waits for the platform's review, so it can be rejected.
    const shop = await world.merchantAccount("Window Tea House", { autoApproveBelowLkr: 1 });
    await world.fx.addMember(owner, shop.accountId, "owner");
    await world.fx.addMember(finance, shop.accountId, "finance");
    await world.setThreshold(owner, shop.accountId, "5000");
    await world.paidPayment(shop.apiKey, 3000);
    const first = await world.forward(finance, "POST", shop.accountId, "/v1/withdrawal", {});
    expect(first.status).toBe(201);
    const [recorded] = await world.fx.handle.db
      .select()
      .from(moneyOutSends)
      .where(eq(moneyOutSends.accountId, shop.accountId));
    expect(recorded).toMatchObject({
      kind: "settlement",
      status: "sent",
      beneficiary: "merchant",
      resultId: first.body.id,
      amountLkr: String(first.body.totalNetAmountLkr),
    });
    // The platform rejects it; its payments return to the pool, and the same day may ask again.
    const review = await world.sandbox.control("POST", `/sandbox/withdrawals/${first.body.id}/review`, {
      decision: "REJECT",
    });
    expect(review.status).toBe(200);
    const again = await world.forward(finance, "POST", shop.accountId, "/v1/withdrawal", {});
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(
      /now plus LKR [\d,.]+ sent from this merchant account in the last 24 hours is above LKR 5,000\.00/,
    );
    const held = await world.hold(finance, shop.accountId, { kind: "settlement" });
    expect(held).toMatchObject({ status: 201, body: { held: true } });
  });
});
