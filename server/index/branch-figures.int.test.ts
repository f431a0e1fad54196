import { beforeAll, describe, expect, it } from "vitest";
import { resolveOverviewPeriod } from "@/lib/filters/overview";
import type { OverviewInsights } from "@/lib/filters/overview-insights";
import { decimal, roundUsdt } from "@/lib/money";
import type { PaymentListResponse } from "@/lib/payments-api/payments";
import { createPayment as createPaymentOf } from "@/sandbox/testing/create";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import type { WebhookReceiver } from "@/sandbox/testing/harness";
import { systemAccountClient } from "@/server/access/account-access";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import type { UpstreamClient } from "@/server/upstream/client";
import { confirmPendingEvents } from "@/server/webhooks/confirm";
import { paymentDelivery, storeDelivery } from "@/server/webhooks/testing/deliveries";
import { paymentInsights } from "./insights";
import { type History, seedHistory } from "./testing/history";
import { settleIndex } from "./testing/settle";

// The overview's figures of every branch against the service's own list of that branch, for the same Colombo
// days: after the backfill, and after live changes. Branch A has more payments in 30 days than three pages
// of the list hold, as the busiest branches of a real merchant do.

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_branch_figures");
let receiver: WebhookReceiver;
let history: History;
let accountId = "";
let client: UpstreamClient;

beforeAll(async () => {
  receiver = await sandbox.webhookReceiver();
  history = await seedHistory(sandbox, {
    name: "Branchy tea",
    branches: [
      { code: "A", payments: 420 },
      { code: "B", payments: 130 },
      { code: "C", payments: 25 },
    ],
    unbranched: 70,
    days: 34,
  });
  accountId = (
    await fx.accounts.addAccount({
      name: "Branchy tea",
      baseUrl: sandbox.url,
      apiKey: history.merchant.apiKey,
    })
  ).id;
  const found = await systemAccountClient(accountId, {}, fx.accounts);
  if (!found) throw new Error("no client");
  client = found;
}, 180_000);

const settle = (budget = 40) => settleIndex(fx, accountId, client, { budget });

interface Tally {
  byStatus: Record<string, number>;
  paidCount: number;
  paidUsdt: string;
}

/** What the service lists for these Colombo days, optionally one branch: counts by status and the paid sum. */
async function serviceTally(from: string, to: string, branchId?: string): Promise<Tally> {
  const api = sandbox.client(history.merchant.apiKey);
  const byStatus: Record<string, number> = {};
  let paid = decimal(0);
  for (let page = 1; page <= 50; page++) {
    const query = new URLSearchParams({
      page: String(page),
      pageSize: "100",
      dateRange: "custom",
      startDate: from,
      endDate: to,
      ...(branchId ? { branchId } : {}),
    });
    const response = await api.request("GET", `/v1/payment/list?${query}`);
    expect(response.status).toBe(200);
    const list = response.body as PaymentListResponse;
    for (const item of list.data) {
      byStatus[item.status] = (byStatus[item.status] ?? 0) + 1;
      if (item.status === "PAID") paid = paid.plus(decimal(item.amount));
    }
    if (page >= list.meta.totalPages) break;
  }
  return { byStatus, paidCount: byStatus.PAID ?? 0, paidUsdt: roundUsdt(paid).toFixed() };
}

function overviewTally(insights: OverviewInsights): Tally {
  // The figures must be whole: not known would be a failure here, never a zero.
  expect(insights.paidVolume.currentKnown).toBe(true);
  const byStatus: Record<string, number> = {};
  for (const s of insights.byStatus) if (s.current !== null && s.current > 0) byStatus[s.status] = s.current;
  return {
    byStatus,
    paidCount: Number(insights.paidCount.current ?? "0"),
    paidUsdt: decimal(insights.paidVolume.current ?? "0").toFixed(),
  };
}

/** Every branch's figures, the whole account's and the top-branches ranking equal the service's lists. */
async function expectOverviewEqualsService(period: "7d" | "30d") {
  const resolved = resolveOverviewPeriod({ period, from: null, to: null }, new Date());
  const all = await paymentInsights(fx.handle.db, accountId, resolved, {
    branchId: null,
    branchScoped: false,
  });
  expect(overviewTally(all)).toEqual(await serviceTally(resolved.from, resolved.to));
  let branchedCount = 0;
  let branchedUsdt = decimal(0);
  for (const [code, branchId] of Object.entries(history.branchIds)) {
    const service = await serviceTally(resolved.from, resolved.to, branchId);
    const scoped = await paymentInsights(fx.handle.db, accountId, resolved, { branchId, branchScoped: true });
    expect({ branch: code, ...overviewTally(scoped) }).toEqual({ branch: code, ...service });
    const ranked = all.topBranches.find((b) => b.branchId === branchId);
    expect({
      branch: code,
      count: ranked?.paidCount ?? 0,
      usdt: decimal(ranked?.paidUsdt ?? "0").toFixed(),
    }).toEqual({
      branch: code,
      count: service.paidCount,
      usdt: service.paidUsdt,
    });
    branchedCount += service.paidCount;
    branchedUsdt = branchedUsdt.plus(service.paidUsdt);
  }
  // What no branch holds is the rest of the account's paid payments, not payments the index has not placed.
  const none = all.topBranches.find((b) => b.branchId === null);
  const total = await serviceTally(resolved.from, resolved.to);
  expect({ count: none?.paidCount ?? 0, usdt: decimal(none?.paidUsdt ?? "0").toFixed() }).toEqual({
    count: total.paidCount - branchedCount,
    usdt: decimal(total.paidUsdt).minus(branchedUsdt).toFixed(),
  });
}

const createPayment = (branchId: string | null, webhookUrl?: string) =>
  createPaymentOf(sandbox, history.merchant.apiKey, {
    amount: 7.25,
    ...(branchId ? { branchId } : {}),
    ...(webhookUrl ? { webhookUrl } : {}),
  });

/** Pays a payment at the sandbox and hands its signed `payment.paid` webhook to the console's receiver. */
async function payThroughWebhook(paymentId: string) {
  await sandbox.control("POST", `/sandbox/payments/${paymentId}/simulate`, { outcome: "PAID" });
  const delivery = await paymentDelivery(receiver, paymentId, "PAID");
  const received = await storeDelivery(fx.handle.db, accountId, delivery);
  expect(received.status).toBe(200);
  await confirmPendingEvents(fx.handle.db, accountId, client.api);
}

describe("the overview's branch figures", () => {
  it("equal the service's list of each branch for the same days after the backfill", async () => {
    // Five calls a round: the first pass stops inside a branch's pages and goes on from there.
    await settle(5);
    await expectOverviewEqualsService("30d");
    await expectOverviewEqualsService("7d");
  }, 180_000);

  it("stay equal after live changes: payments paid through their webhook and payments found by the sync", async () => {
    const branchB = history.branchIds.B ?? null;
    const branchC = history.branchIds.C ?? null;
    // Paid through the webhook, before any sync round: the webhook's read tells the branch.
    const live = await createPayment(branchB, receiver.url);
    await payThroughWebhook(live);
    await expectOverviewEqualsService("7d");
    // Made elsewhere (no webhook to this console): the sync finds them and places them in their branch.
    for (const branchId of [branchC, branchB, null, branchC]) {
      const id = await createPayment(branchId);
      await sandbox.control("POST", `/sandbox/payments/${id}/simulate`, { outcome: "PAID" });
    }
    // A branch pass counts a payment without a branch as having none once the service's clock is a
    // moment past it (server/index/sync.ts, MARK_MARGIN_MS).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await settle();
    await expectOverviewEqualsService("7d");
    await expectOverviewEqualsService("30d");
  }, 180_000);
});
