import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aggregator, ref } from "@/sandbox/domain/offramp/test-fixtures";
import { paymentBody } from "@/sandbox/domain/payments/test-factories";
import type { TestSandbox } from "@/sandbox/testing/harness";
import type { ConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { callBff } from "@/server/bff/testing/bff-client";
import { forwarderFor } from "@/server/bff/testing/forwarder-for";
import { merchantAccounts } from "@/server/db/schema";
import { type ApprovalsWorld, approvalsWorld } from "./testing/approvals-fixture";

// The approval threshold on the pass-through API: a payout or settlement sent straight to the BFF (not through
// the console's payout and settlement forms) is refused when a second person would be needed, and nothing
// reaches the service; below the threshold, or with no threshold, the BFF forwards as always.

let world: ApprovalsWorld;
let sandbox: TestSandbox;
let fx: ConsoleFixture;
let agg: Awaited<ReturnType<typeof aggregator>>;
let payoutAccountId: string;
let settleAccountId: string;
let settleKey: string;
let financeId: string;

const bff = () => forwarderFor(fx, financeId);

const setThreshold = (accountId: string, value: string | null) =>
  fx.handle.db
    .update(merchantAccounts)
    .set({ approvalAboveLkr: value })
    .where(eq(merchantAccounts.id, accountId));

async function quoteThroughConsole(amountUsdt: number): Promise<string> {
  const quote = await callBff(
    bff(),
    "GET",
    payoutAccountId,
    `/v1/aggregator/quote?amount_usdt=${amountUsdt}`,
  );
  expect(quote.status).toBe(200);
  return quote.body.fxLockId;
}

function payout(fxLockId: string, externalRef = ref("guard")) {
  return callBff(bff(), "POST", payoutAccountId, "/v1/aggregator/offramp", {
    body: { fxLockId, userId: agg.userId, userBankId: agg.userBankId, externalRef },
  });
}

async function offrampsWithRef(externalRef: string) {
  const report = await agg.api.request("GET", "/v1/aggregator/report/offramp?limit=100");
  return (report.body.offramps as { externalRef: string }[]).filter((o) => o.externalRef === externalRef);
}

beforeAll(async () => {
  world = await approvalsWorld("console_money_out_guard");
  ({ sandbox, fx } = world);
  ({ accountId: payoutAccountId, agg } = await world.aggregatorAccount("Lanka Remit", 5_000_000));
  ({ accountId: settleAccountId, apiKey: settleKey } = await world.merchantAccount("Ceylon Tea House"));
  financeId = await world.member("finance", [payoutAccountId, settleAccountId]);
}, 120_000);

afterAll(() => world?.close());

describe("payouts sent straight to the BFF", () => {
  it("above the threshold are refused and never reach the service", async () => {
    await setThreshold(payoutAccountId, "100000");
    const externalRef = ref("large");
    const answer = await payout(await quoteThroughConsole(1000), externalRef); // LKR 300,000
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      "LKR 300,000.00 is above LKR 100,000.00, so a second person has to approve it. Ask for it from the console's New payout form; it is sent once another member approves it.",
    );
    expect(await offrampsWithRef(externalRef)).toHaveLength(0);
  });

  it("at or below the threshold go on as always", async () => {
    await setThreshold(payoutAccountId, "100000");
    const externalRef = ref("small");
    const answer = await payout(await quoteThroughConsole(10), externalRef); // LKR 3,000
    expect(answer.status).toBe(201);
    expect(await offrampsWithRef(externalRef)).toHaveLength(1);
  });

  it("on a quote the console never saw are refused while a threshold is set, and forwarded without one", async () => {
    const direct = await agg.api.request("GET", "/v1/aggregator/quote?amount_usdt=10");
    expect(direct.status).toBe(200);
    await setThreshold(payoutAccountId, "100000");
    const refused = await payout(direct.body.fxLockId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Get a new quote in the console/);

    await setThreshold(payoutAccountId, null);
    const externalRef = ref("unguarded");
    const sent = await payout(
      (await agg.api.request("GET", "/v1/aggregator/quote?amount_usdt=10")).body.fxLockId,
      externalRef,
    );
    expect(sent.status).toBe(201);
    expect(await offrampsWithRef(externalRef)).toHaveLength(1);
  });

  it("on another account's quote are refused", async () => {
    await setThreshold(payoutAccountId, "100000");
    const other = await aggregator(sandbox, 0, "Other Remit");
    const otherAccountId = (
      await fx.accounts.addAccount({
        name: "Other Remit",
        baseUrl: sandbox.url,
        apiKey: other.merchant.apiKey,
      })
    ).id;
    await fx.addMember(financeId, otherAccountId, "finance");
    const quote = await callBff(bff(), "GET", otherAccountId, "/v1/aggregator/quote?amount_usdt=10");
    expect(quote.status).toBe(200);
    expect((await payout(quote.body.fxLockId)).status).toBe(403);
  });
});

describe("settlements sent straight to the BFF", () => {
  it("are refused when the unsettled pool is above the threshold, and forwarded when it is not", async () => {
    const api = sandbox.client(settleKey);
    const created = await api.request("POST", "/v1/payment", paymentBody({ amount: 4000, currency: "LKR" }));
    expect(created.status).toBe(201);
    await sandbox.control("POST", `/sandbox/payments/${created.body.id}/simulate`, { outcome: "PAID" });

    await setThreshold(settleAccountId, "1000");
    const refused = await callBff(bff(), "POST", settleAccountId, "/v1/withdrawal", { body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(
      /^LKR [\d,.]+ is above LKR 1,000\.00, so a second person has to approve it\. Ask for it from the console's Request settlement form/,
    );
    const none = await api.request("GET", "/v1/withdrawal/list?limit=100");
    expect(none.body.withdrawalRequests).toHaveLength(0);

    await setThreshold(settleAccountId, "100000000");
    const sent = await callBff(bff(), "POST", settleAccountId, "/v1/withdrawal", { body: {} });
    expect(sent.status).toBe(201);
  });
});
