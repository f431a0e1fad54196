import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@/sandbox/domain/offramp/test-fixtures";
import { ref } from "@/sandbox/domain/offramp/test-fixtures";
import { RateLimitError } from "@/server/upstream/errors";
import { approve } from "./service";
import { type ApprovalsWorld, approvalsWorld } from "./testing/approvals-fixture";
import { upstreamWords } from "./upstream-failure";
import { showApproval } from "./view";

// When the payments service is busy (429), the approvals say so, with when to try again: the console's own
// route and the BFF's money-out guard answer 429 with Retry-After and "The payments service is busy; try again
// in N s", never 502 or 500; a page shows the same words and offers no approval; the decision is refused
// with them. Each test uses up one operation's minute for its own merchant in the real sandbox.

let world: ApprovalsWorld;
let owner: string;
let finance: string;
let approver: string;

/** Spends the merchant's whole minute of one GET operation, so the next call is answered 429. */
async function useUpMinute(api: Client, path: string, perMinute: number): Promise<void> {
  for (let sent = 0; sent < perMinute; sent += 25) {
    const batch = Math.min(25, perMinute - sent);
    await Promise.all(Array.from({ length: batch }, () => api.request("GET", path)));
  }
  expect((await api.request("GET", path)).status).toBe(429);
}

const BUSY = /^The payments service is busy; try again in (\d+) s\.$/;

function expectBusy(answer: {
  status: number;
  headers: Headers;
  body: { message: string; retryAfter?: number };
}) {
  expect(answer.status).toBe(429);
  const seconds = BUSY.exec(answer.body.message)?.[1];
  expect(seconds).toBeDefined();
  expect(Number(seconds)).toBeGreaterThan(0);
  expect(Number(seconds)).toBeLessThanOrEqual(60);
  expect(answer.headers.get("retry-after")).toBe(seconds);
  expect(answer.body.retryAfter).toBe(Number(seconds));
}

beforeAll(async () => {
  world = await approvalsWorld("console_busy_service");
  [owner = "", finance = "", approver = ""] = await world.people(3);
}, 120_000);

afterAll(() => world?.close());

describe("a busy payments service", () => {
  it("makes a settlement's hold and its forward answer 429 with when to try again", async () => {
    const shop = await world.merchantAccount("Busy Tea House");
    await world.fx.addMember(owner, shop.accountId, "owner");
    await world.fx.addMember(finance, shop.accountId, "finance");
    await world.setThreshold(owner, shop.accountId, "1000");
    await world.paidPayment(shop.apiKey, 4000);
    await useUpMinute(world.sandbox.client(shop.apiKey), "/v1/withdrawal/list?limit=1", 100);

    expectBusy(await world.hold(finance, shop.accountId, { kind: "settlement" }));
    expectBusy(await world.forward(finance, "POST", shop.accountId, "/v1/withdrawal", {}));
    const none = await world.sandbox.client(shop.apiKey).request("GET", "/v1/withdrawal/list?limit=1");
    expect(none.status).toBe(429); // still the same minute: and nothing was requested meanwhile
  });

  it("makes a payout's hold answer 429, its page say so, and its approval wait", async () => {
    const { accountId, agg } = await world.aggregatorAccount("Busy Remit");
    await world.fx.addMember(owner, accountId, "owner");
    await world.fx.addMember(finance, accountId, "finance");
    await world.fx.addMember(approver, accountId, "admin");
    await world.setThreshold(owner, accountId, "100000");
    const hold = async () =>
      world.hold(finance, accountId, {
        kind: "payout",
        fxLockId: (await world.consoleQuote(finance, accountId, 1000)).fxLockId,
        userId: agg.userId,
        userBankId: agg.userBankId,
        externalRef: ref("busy"),
      });
    const held = await hold();
    expect(held.status).toBe(201);
    const context = await world.contextFor(approver, accountId);
    const shown = await world.shownTo(context, held.body.approvalId);
    expect(shown).toBeDefined();

    await useUpMinute(agg.api, `/v1/aggregator/user/${agg.userId}/bank-account/list`, 200);
    expectBusy(await hold());
    const view = await showApproval(context, held.body.approvalId);
    expect(view?.parties).toEqual({
      state: "unavailable",
      message: expect.stringMatching(BUSY),
      requestId: expect.any(String),
    });
    const refusal = await approve(context, held.body.approvalId, { shown }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitError);
    expect(upstreamWords(refusal)).toMatch(BUSY);
    expect(view?.status).toBe("pending");
  });
});
