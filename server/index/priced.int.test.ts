import { beforeAll, describe, expect, it } from "vitest";
import type { PricedAmounts } from "@/lib/figures";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import { paymentIndex } from "@/server/db/schema";
import { pricedHandler } from "./priced-handler";

// The LKR side of the payments a list page shows, from the payment index: only payments priced in LKR,
// only the member's branch, at most a page's worth of ids.

const fx = consoleFixtureForFile("console_priced");
let accountId = "";
const BRANCH_A = "7d0c1f6e-2a4b-4c1d-9e8f-0a1b2c3d4e5f";
const BRANCH_B = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";

beforeAll(async () => {
  accountId = await fx.storeOffline("ak_p");
  const base = {
    accountId,
    currency: "USDT",
    status: "PAID",
    createdAt: new Date(),
    detailsReadAt: new Date(),
  };
  await fx.handle.db.insert(paymentIndex).values([
    {
      ...base,
      paymentId: "p-lkr",
      amount: "14.166667",
      lkrAmount: "4250",
      rateUsdtLkr: "300",
      branchId: BRANCH_A,
    },
    { ...base, paymentId: "p-usdt", amount: "12.5", branchId: BRANCH_A },
    {
      ...base,
      paymentId: "p-lkr-b",
      amount: "3.333333",
      lkrAmount: "1000",
      rateUsdtLkr: "300",
      branchId: BRANCH_B,
    },
  ]);
}, 60_000);

async function call(userId: string, query: string) {
  const handler = pricedHandler({
    sessionUserId: async () => userId,
    accounts: () => fx.accounts,
    figuresDb: () => fx.handle.db,
    db: () => fx.handle.db,
    log: () => {},
  });
  return handler(new Request(`http://127.0.0.1/api/accounts/${accountId}/figures/priced${query}`), {
    params: Promise.resolve({ accountId }),
  });
}

describe("priced amounts route", () => {
  it("answers the LKR side of the payments priced in LKR, and nothing for those priced in USDT", async () => {
    const owner = await fx.createUser();
    await fx.addMember(owner.id, accountId, "owner");
    const response = await call(owner.id, "?ids=p-lkr,p-usdt,p-lkr-b,p-unknown");
    expect(response.status).toBe(200);
    expect((await response.json()) as PricedAmounts).toEqual({
      "p-lkr": { lkr: "4250", rate: "300" },
      "p-lkr-b": { lkr: "1000", rate: "300" },
    });
  });

  it("tells a member of one branch only that branch's payments", async () => {
    const staff = await fx.createUser();
    await fx.addMember(staff.id, accountId, "staff", BRANCH_B);
    const response = await call(staff.id, "?ids=p-lkr&ids=p-lkr-b");
    expect(await response.json()).toEqual({ "p-lkr-b": { lkr: "1000", rate: "300" } });
  });

  it("refuses more ids than a page holds with 400 in words", async () => {
    const owner = await fx.createUser();
    await fx.addMember(owner.id, accountId, "owner");
    const ids = Array.from({ length: 101 }, (_, i) => `p-${i}`).join(",");
    const response = await call(owner.id, `?ids=${ids}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Ask for at most 100 payments at a time.");
  });
});
