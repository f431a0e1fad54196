import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimal, sum } from "@/lib/money";
import type { TestSandbox } from "@/sandbox/testing/harness";
import { branchPoolHandler } from "./branch-pool-route";
import { type ApprovalsWorld, approvalsWorld } from "./testing/approvals-fixture";
import { accountBranchPool } from "./unsettled-pool";

// One branch's claimable amount on a real console database against a real sandbox: two branches with paid
// payments, one of them partly settled by an approved request for that branch.
let world: ApprovalsWorld;
let sandbox: TestSandbox;
let key: string;
let accountId: string;
let finance: string;
const branch: Record<"galle" | "kandy", string> = { galle: "", kandy: "" };

const payments = async () =>
  (await sandbox.client(key).request("GET", "/v1/payment/list?status=PAID&pageSize=100")).body.data as {
    id: string;
  }[];

/** The service's own net amounts of these payments. */
async function netOf(ids: string[]) {
  const read = await Promise.all(ids.map((id) => sandbox.client(key).request("GET", `/v1/payment/${id}`)));
  return {
    lkr: sum(read.map((r) => decimal(r.body.lkrNetAmount))).toFixed(),
    usdt: sum(read.map((r) => decimal(r.body.feeBreakdown.netAmountUSDT))).toFixed(),
  };
}

beforeAll(async () => {
  world = await approvalsWorld("console_branch_pool");
  sandbox = world.sandbox;
  const shop = await sandbox.createMerchant({ name: "Galle Face Teas", minWithdrawalLkr: 1 });
  key = shop.apiKey;
  accountId = (
    await world.fx.accounts.addAccount({ name: "Galle Face Teas", baseUrl: sandbox.url, apiKey: key })
  ).id;
  const owner = await world.member("owner", [accountId]);
  finance = await world.member("finance", [accountId]);
  for (const [name, code] of [
    ["galle", "GAL"],
    ["kandy", "KDY"],
  ] as const) {
    const created = await sandbox.client(key).request("POST", "/v1/branch", { name, code });
    branch[name] = created.body.id;
  }
  await world.paidPayment(key, 2000, branch.galle);
  await world.paidPayment(key, 3000, branch.galle);
  const settled = await sandbox.client(key).request("POST", "/v1/withdrawal", { branchId: branch.galle });
  expect(settled.body.status).toBe("APPROVED");
  await world.paidPayment(key, 1200, branch.galle);
  await world.paidPayment(key, 5000, branch.kandy);
  await world.paidPayment(key, 4000);
  await world.setThreshold(owner, accountId, "2000");
}, 120_000);

afterAll(async () => {
  await world?.close();
});

describe("a branch's unsettled pool", () => {
  it("is the sum of that branch's paid payments that no active request holds", async () => {
    // Newest first: the merchant-level payment, Kandy's, then Galle's unsettled one.
    const [, kandyPayment, gallePayment] = await payments();
    const api = (await world.contextFor(finance, accountId)).api;
    // One LKR payment in each: the pool is its net, as the service reports it.
    for (const [branchId, payment] of [
      [branch.galle, gallePayment],
      [branch.kandy, kandyPayment],
    ] as const) {
      const net = await netOf([payment?.id ?? ""]);
      expect(await accountBranchPool(api, accountId, branchId, world.fx.handle.db)).toEqual({
        count: 1,
        lkrOfLkrPriced: net.lkr,
        usdt: net.usdt,
        usdtOfUsdtPriced: "0",
      });
    }
  });

  it("measures a one-branch settlement against the threshold, not the merchant's whole pool", async () => {
    // Galle's pool is under the threshold of 2,000; the merchant's (Galle, Kandy and merchant-level) is not.
    expect(
      await world.hold(finance, accountId, { kind: "settlement", branchId: branch.galle }),
    ).toMatchObject({
      status: 200,
      body: { held: false },
    });
    expect(
      await world.hold(finance, accountId, { kind: "settlement", branchId: branch.kandy }),
    ).toMatchObject({
      status: 201,
    });
  });

  it("is answered by the console's route, and refused to a member limited to one branch", async () => {
    const ask = async (userId: string, branchId: string) => {
      const handler = branchPoolHandler({
        sessionUserId: async () => userId,
        accounts: () => world.fx.accounts,
        db: () => world.fx.handle.db,
        log: () => {},
      });
      const url = `http://console.test/api/accounts/${accountId}/settlements/branch-pool?branchId=${branchId}`;
      return handler(new Request(url), { params: Promise.resolve({ accountId }) });
    };
    const answer = await ask(finance, branch.galle);
    expect(answer.status).toBe(200);
    const api = (await world.contextFor(finance, accountId)).api;
    expect(await answer.json()).toEqual({
      pool: await accountBranchPool(api, accountId, branch.galle, world.fx.handle.db),
    });
    expect((await ask(finance, "galle")).status).toBe(400);
    const kandyStaff = (await world.fx.createUser()).id;
    await world.fx.addMember(kandyStaff, accountId, "finance", branch.kandy);
    // The pool needs the list of every branch's requests, which a member limited to one branch may not read.
    expect((await ask(kandyStaff, branch.kandy)).status).toBe(403);
    expect((await ask(kandyStaff, branch.galle)).status).toBe(403);
  });
});
