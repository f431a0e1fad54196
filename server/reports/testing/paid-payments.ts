// Paid USDT payments written straight into the sandbox's table (creating thousands through the API would
// wait out its rate limit), built by the same row builder as POST /v1/payment; and the console's payment
// index rows for them, as the index would hold them once it has run.
import { type Decimal, decimal } from "@/lib/money";
import { payments } from "@/sandbox/db/schema";
import { insertInChunks } from "@/sandbox/seed/bulk-insert";
import { buildPaymentRow, type PaymentInsert } from "@/sandbox/seed/payment-row";
import { Rng } from "@/sandbox/seed/random";
import type { TestSandbox } from "@/sandbox/testing/harness";
import type { ConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { paymentIndex } from "@/server/db/schema";

export interface PaidPaymentsPlan {
  merchantId: string;
  /** The seed of the row builder's randomness, so a run's ids and fees repeat. */
  seed: readonly [number, string];
  /** Payments per branch (null: none), in order; the i-th of each group is made as below. */
  groups: ReadonlyArray<readonly [branchId: string | null, count: number]>;
  /** The USDT amount of a group's i-th payment. */
  amount(i: number): Decimal;
  /** A group's i-th payment is created (i + 2) steps ago and paid (i + 1) steps ago. */
  stepMs: number;
}

/** Builds the rows and inserts them in the sandbox's database; returns them as inserted. */
export async function seedPaidPayments(
  sandbox: TestSandbox,
  plan: PaidPaymentsPlan,
): Promise<PaymentInsert[]> {
  const rng = new Rng(...plan.seed);
  const now = Date.now();
  const rows = plan.groups.flatMap(([branchId, count]) =>
    Array.from({ length: count }, (_, i) =>
      buildPaymentRow(rng, {
        merchant: { id: plan.merchantId, exchangeFeePercentage: "0.5", serviceFeePercentage: "1" },
        publicUrl: sandbox.url,
        provider: "EXCHANGEA",
        currency: "USDT",
        amount: plan.amount(i),
        rate: decimal("300"),
        goods: [{ name: "Tea", description: "", mccCode: "5499" }],
        customerBilling: { firstName: "A", lastName: "B", email: "a@example.com", phone: "1", address: "X" },
        branchId,
        merchantTradeNo: null,
        createdAt: new Date(now - (i + 2) * plan.stepMs),
        status: "PAID",
        settledAt: new Date(now - (i + 1) * plan.stepMs),
      }),
    ),
  );
  await sandbox.services.db.transaction((tx) => insertInChunks(tx, payments, rows));
  return rows;
}

/**
 * The console's payment index rows for `rows`. `readWhole`: as after the index's detail pass (the export
 * then writes a page as it comes instead of reading each payment first at the service's pace).
 */
export async function indexPaidPayments(
  fx: ConsoleFixture,
  accountId: string,
  rows: PaymentInsert[],
  options: { readWhole: boolean },
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000)
    await fx.handle.db.insert(paymentIndex).values(
      rows.slice(start, start + 1_000).map((row) => ({
        accountId,
        paymentId: row.id,
        amount: String(row.grossUsdt),
        currency: "USDT",
        status: String(row.status),
        createdAt: row.createdAt,
        branchId: row.branchId ?? null,
        ...(options.readWhole ? { detailsReadAt: new Date(), netUsdt: row.netUsdt } : {}),
      })),
    );
}
