import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PaymentListResponse } from "@/lib/payments-api/payments";
import { createBranch, createPayment as createPaymentOf } from "@/sandbox/testing/create";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { systemAccountClient } from "@/server/access/account-access";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import { paymentIndex, paymentIndexSync } from "@/server/db/schema";
import type { UpstreamClient } from "@/server/upstream/client";
import { indexPayment } from "./payment-index";
import { syncRound, takeLease } from "./sync";
import { settleIndex } from "./testing/settle";

// The index against the service itself: after rounds of sync, every payment the service lists is in the
// index with the same status and branch, whatever happened to them in between.

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_index");
let accountId = "";
let merchantKey = "";
let client: UpstreamClient;
const branch = { x: "", y: "" };

beforeAll(async () => {
  const merchant = await sandbox.createMerchant({ name: "Indexed shop" });
  merchantKey = merchant.apiKey;
  branch.x = await createBranch(sandbox, merchantKey, "IX");
  branch.y = await createBranch(sandbox, merchantKey, "IY");
  accountId = (
    await fx.accounts.addAccount({ name: "Indexed shop", baseUrl: sandbox.url, apiKey: merchantKey })
  ).id;
  const found = await systemAccountClient(accountId, {}, fx.accounts);
  if (!found) throw new Error("no client");
  client = found;
  for (let i = 0; i < 24; i++)
    await createPayment(i % 3 === 0 ? branch.x : i % 3 === 1 ? branch.y : null, i % 4 === 0 ? "LKR" : "USDT");
}, 120_000);

const createPayment = (branchId: string | null, currency: "USDT" | "LKR" = "USDT") =>
  createPaymentOf(sandbox, merchantKey, {
    amount: currency === "LKR" ? 3000 : 10,
    currency,
    ...(branchId ? { branchId } : {}),
  });

/** Every payment as the service lists it, with its branch from a direct read. */
async function serviceView() {
  const api = sandbox.client(merchantKey);
  const all: Array<{ id: string; status: string; branchId: string | null }> = [];
  for (let page = 1; ; page++) {
    const list = (await api.request("GET", `/v1/payment/list?page=${page}&pageSize=100`))
      .body as PaymentListResponse;
    for (const item of list.data) {
      const detail = (await api.request("GET", `/v1/payment/${item.id}`)).body as {
        branchId?: string | null;
      };
      all.push({ id: item.id, status: item.status, branchId: detail.branchId ?? null });
    }
    if (page >= list.meta.totalPages) break;
  }
  return all.sort((a, b) => a.id.localeCompare(b.id));
}

async function indexView() {
  const rows = await fx.handle.db.select().from(paymentIndex).where(eq(paymentIndex.accountId, accountId));
  return rows
    .map((row) => ({ id: row.paymentId, status: row.status, branchId: row.branchId }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

const settle = () => settleIndex(fx, accountId, client, { rounds: 12 });

describe("the payment index", () => {
  it("resumes its backfill where a stopped round left it", async () => {
    const first = await syncRound(fx.handle.db, accountId, client, { budget: 1, reserve: 0 });
    expect(first.stoppedBy).toBe("budget");
    const [state] = await fx.handle.db
      .select()
      .from(paymentIndexSync)
      .where(eq(paymentIndexSync.accountId, accountId));
    expect(state?.backfillDoneAt).toBeNull();
    await settle();
    const [after] = await fx.handle.db
      .select()
      .from(paymentIndexSync)
      .where(eq(paymentIndexSync.accountId, accountId));
    expect(after?.backfillDoneAt).not.toBeNull();
    expect(after?.backfillNextPage).toBeGreaterThan(1);
  });

  it("matches the service, statuses and branches, after a burst of payments, payments made, expired and failed", async () => {
    await settle();
    expect(await indexView()).toEqual(await serviceView());

    const open = (await indexView()).filter((row) => row.status === "INITIATED").map((row) => row.id);
    const outcomes = ["PAID", "PAID", "FAILED", "EXPIRED", "PAID", "FAILED", "EXPIRED"] as const;
    for (const [i, outcome] of outcomes.entries()) {
      const id = open[i];
      if (id) await sandbox.control("POST", `/sandbox/payments/${id}/simulate`, { outcome });
    }
    for (let i = 0; i < 6; i++) await createPayment(i % 2 === 0 ? branch.y : null);
    await settle();
    expect(await indexView()).toEqual(await serviceView());
  });

  it("reads every payment whole, in rounds, for its LKR side, fees, trade number and customer", async () => {
    // As an index that has only read the list knows them.
    await fx.handle.db
      .update(paymentIndex)
      .set({ detailsReadAt: null, lkrAmount: null, rateUsdtLkr: null, netUsdt: null, customerEmail: null })
      .where(eq(paymentIndex.accountId, accountId));
    let rounds = 0;
    for (let round = 0; round < 20; round++) {
      const report = await syncRound(fx.handle.db, accountId, client, {
        budget: 4,
        detailBudget: 7,
        reserve: 0,
      });
      expect(report.detailed).toBeLessThanOrEqual(7);
      if (report.detailed === 0) break;
      rounds += 1;
    }
    expect(rounds).toBeGreaterThan(3);
    const rows = await fx.handle.db.select().from(paymentIndex).where(eq(paymentIndex.accountId, accountId));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const payment = await client.api.getPayment({ params: { id: row.paymentId } });
      expect(row.detailsReadAt).not.toBeNull();
      expect({
        id: row.paymentId,
        lkr: row.lkrAmount === null ? null : Number(row.lkrAmount),
        rate: row.rateUsdtLkr === null ? null : Number(row.rateUsdtLkr),
        netUsdt: Number(row.netUsdt),
        totalFeesUsdt: Number(row.totalFeesUsdt),
        netLkr: row.netLkr === null ? null : Number(row.netLkr),
        email: row.customerEmail,
        name: row.customerName,
      }).toEqual({
        id: payment.id,
        lkr: payment.lkrGrossAmount ?? null,
        rate: payment.exchangeRateSnapshot ?? null,
        netUsdt: payment.feeBreakdown.netAmountUSDT,
        totalFeesUsdt: payment.feeBreakdown.totalFeesUSDT,
        netLkr: payment.lkrNetAmount ?? null,
        email: payment.customerBilling.email,
        name: `${payment.customerBilling.firstName} ${payment.customerBilling.lastName}`,
      });
    }
  });

  it("takes a confirmed webhook's payment whole, with its branch and LKR side", async () => {
    const id = await createPayment(branch.x, "LKR");
    const payment = await client.api.getPayment({ params: { id } });
    await indexPayment(fx.handle.db, accountId, payment);
    const [row] = await fx.handle.db
      .select()
      .from(paymentIndex)
      .where(and(eq(paymentIndex.accountId, accountId), eq(paymentIndex.paymentId, id)));
    expect(row).toMatchObject({ branchId: branch.x, currency: "USDT", status: "INITIATED" });
    expect(Number(row?.lkrAmount)).toBe(3000);
    expect(Number(row?.rateUsdtLkr)).toBeGreaterThan(0);
  });

  it("is worked on by one instance at a time", async () => {
    const [a, b] = await Promise.all([
      takeLease(fx.handle.db, accountId, "instance-a", 60_000),
      takeLease(fx.handle.db, accountId, "instance-b", 60_000),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const holder = a ? "instance-a" : "instance-b";
    const other = a ? "instance-b" : "instance-a";
    expect(await takeLease(fx.handle.db, accountId, holder, 60_000)).toBe(true);
    expect(await takeLease(fx.handle.db, accountId, other, 60_000)).toBe(false);
    await fx.handle.db
      .update(paymentIndexSync)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(paymentIndexSync.accountId, accountId));
    expect(await takeLease(fx.handle.db, accountId, other, 60_000)).toBe(true);
  });
});
