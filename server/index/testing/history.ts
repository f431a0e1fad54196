// A sandbox merchant with branches and a history of payments written straight into the sandbox's database,
// built by the same row builder as POST /v1/payment (sandbox/seed/payment-row.ts), so the lists, details and
// filters the console reads answer exactly as they would for payments made one by one.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { decimal } from "@/lib/money";
import { merchants, payments } from "@/sandbox/db/schema";
import { insertInChunks } from "@/sandbox/seed/bulk-insert";
import { buildPaymentRow, type SeedPaymentStatus, settleTime } from "@/sandbox/seed/payment-row";
import { Rng } from "@/sandbox/seed/random";
import type { CreatedMerchant, TestSandbox } from "@/sandbox/testing/harness";

const DAY_MS = 86_400_000;

export interface HistoryBranch {
  code: string;
  /** Payments of this branch in the history. */
  payments: number;
}

export interface History {
  merchant: CreatedMerchant;
  branchIds: Record<string, string>;
}

/** Creates the branches through the API and `payments` per branch (plus `unbranched`) over `days` days. */
export async function seedHistory(
  sandbox: TestSandbox,
  input: { name: string; branches: HistoryBranch[]; unbranched: number; days: number; seed?: number },
): Promise<History> {
  const merchant = await sandbox.createMerchant({ name: input.name });
  const api = sandbox.client(merchant.apiKey);
  const branchIds: Record<string, string> = {};
  for (const branch of input.branches) {
    const created = await api.request("POST", "/v1/branch", {
      name: `Branch ${branch.code}`,
      code: branch.code,
    });
    if (created.status !== 201) throw new Error(`branch: ${created.status} ${created.text}`);
    branchIds[branch.code] = (created.body as { id: string }).id;
  }
  const db = sandbox.services.db;
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchant.merchantId));
  if (!row) throw new Error("no merchant row");
  const rng = new Rng(input.seed ?? 7, input.name);
  const now = sandbox.services.clock.now().getTime();
  const plan: Array<string | null> = [
    ...input.branches.flatMap((b) => Array.from({ length: b.payments }, () => branchIds[b.code] ?? null)),
    ...Array.from({ length: input.unbranched }, () => null),
  ];
  const statuses: ReadonlyArray<readonly [SeedPaymentStatus, number]> = [
    ["PAID", 6],
    ["EXPIRED", 2],
    ["FAILED", 1],
  ];
  const rows = plan.map((branchId, i) => {
    // Spread over the days, never in the last two hours (every payment has reached its final status).
    const createdAt = new Date(now - 2 * 3_600_000 - rng.between(0, input.days * DAY_MS));
    const status = rng.weighted(statuses);
    const lkr = rng.chance(0.4);
    return buildPaymentRow(rng, {
      merchant: {
        id: row.id,
        exchangeFeePercentage: row.exchangeFeePercentage,
        serviceFeePercentage: row.serviceFeePercentage,
      },
      publicUrl: sandbox.url,
      provider: "EXCHANGEA",
      currency: lkr ? "LKR" : "USDT",
      amount: decimal(
        lkr ? `${rng.int(500, 20_000)}.${rng.int(0, 99)}` : `${rng.int(1, 90)}.${rng.int(0, 999_999)}`,
      ),
      rate: decimal("299.5"),
      goods: [{ name: "Tea", description: "Box", mccCode: "5818" }],
      customerBilling: {
        firstName: "Nimal",
        lastName: `Perera ${i}`,
        email: `nimal${i}@example.lk`,
        phone: "+94770000000",
        address: "Galle Road",
      },
      branchId,
      merchantTradeNo: i % 5 === 0 ? null : `ORDER-${i}-${randomUUID().slice(0, 6)}`,
      createdAt,
      status,
      settledAt: settleTime(rng, status, createdAt),
    });
  });
  await db.transaction((tx) => insertInChunks(tx, payments, rows));
  return { merchant, branchIds };
}
