import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, merchants, payments } from "@/sandbox/db/schema";
import { ApiError } from "@/sandbox/http/errors";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import type { TestSandbox } from "@/sandbox/testing/harness";
import { withdrawalHandlers } from ".";
import { merchantWithApi, paidPayment } from "./test-factories";

const sandbox = fileSandbox();

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field.
type Json = any;

const ALREADY = "A withdrawal request already exists for today";

/** Payments held by more than one PENDING/APPROVED withdrawal, across the whole database. */
async function doublyHeldPayments(): Promise<unknown[]> {
  const result = await sandbox.services.db.execute(sql`
    select wp.payment_id from withdrawal_payments wp
    join withdrawals w on w.id = wp.withdrawal_id and w.status in ('PENDING', 'APPROVED')
    group by wp.payment_id having count(*) > 1`);
  return result.rows;
}

async function paidPayments(api: ReturnType<TestSandbox["client"]>, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await paidPayment(sandbox, api, { amount: 10 + i })).id);
  return ids.sort();
}

describe("concurrent withdrawal requests", () => {
  it("20 parallel POST /v1/withdrawal: one 201, the rest 400 or rate-limited, no payment held twice", async () => {
    const { api } = await merchantWithApi(sandbox);
    const paid = await paidPayments(api, 5);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.request("POST", "/v1/withdrawal", {})),
    );
    const created = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status === 400);
    const limited = responses.filter((r) => r.status === 429);
    expect(created).toHaveLength(1);
    // POST /v1/withdrawal allows 10 requests per minute per merchant (docs/service-rules.md §3).
    expect(limited).toHaveLength(10);
    expect(refused).toHaveLength(9);
    for (const res of refused) expect(res.body.message).toBe(ALREADY);

    const winner = created[0]?.body as Json;
    expect(winner.totalPaymentsCount).toBe(5);
    const detail = await api.request("GET", `/v1/withdrawal/${winner.id}`);
    expect((detail.body.payments as Json[]).map((p) => p.id).sort()).toEqual(paid);
    const list = await api.request("GET", "/v1/withdrawal/list");
    expect(list.body.pagination.totalCount).toBe(1);
    expect(await doublyHeldPayments()).toEqual([]);
  });

  it("20 simultaneous requests at the handler, past the rate limiter, create exactly one withdrawal", async () => {
    const { merchant, api } = await merchantWithApi(sandbox, { name: "Race Day Traders" });
    const branch = (await api.request("POST", "/v1/branch", { name: "Kurunegala", code: "KUR" })).body;
    const merchantWide = await paidPayments(api, 6);
    const inBranch = (await paidPayment(sandbox, api, { amount: 70, branchId: branch.id })).id;
    const paid = [...merchantWide, inBranch].sort();

    const { db } = sandbox.services;
    const [merchantRow] = await db.select().from(merchants).where(eq(merchants.id, merchant.merchantId));
    const [apiKeyRow] = await db.select().from(apiKeys).where(eq(apiKeys.id, merchant.apiKeyId));
    if (!merchantRow || !apiKeyRow) throw new Error("merchant rows missing");
    const create = withdrawalHandlers.createWithdrawal;

    // Merchant-wide and branch requests race each other: both count for the merchant's one per day.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        create({
          services: sandbox.services,
          merchant: merchantRow,
          apiKey: apiKeyRow,
          params: {},
          query: {},
          body: i % 4 === 0 ? { branchId: branch.id } : {},
        }),
      ),
    );
    const fulfilled = outcomes.filter((o) => o.status === "fulfilled");
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(19);
    for (const outcome of rejected) {
      expect(outcome.reason).toBeInstanceOf(ApiError);
      expect((outcome.reason as ApiError).status).toBe(400);
      expect((outcome.reason as ApiError).message).toBe(ALREADY);
    }

    const winner = (fulfilled[0] as PromiseFulfilledResult<{ body?: unknown }>).value.body as Json;
    const held = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.withdrawalId, winner.id));
    const expected = winner.branchId ? [inBranch] : paid;
    expect(held.map((p) => p.id).sort()).toEqual(expected);
    expect(winner.totalPaymentsCount).toBe(expected.length);
    expect(await doublyHeldPayments()).toEqual([]);
  });
});
