import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { CsvBranch } from "@/lib/csv";
import type { ConsoleExecutor } from "@/server/db/client";
import { paymentIndex } from "@/server/db/schema";
import type { PaymentsApi } from "@/server/upstream/client";
import type { PaymentBranchLookup } from "./payments-csv";

/** Branch lists are read 100 at a time; a merchant with more than this many pages is far past the console's scale. */
const MAX_BRANCH_PAGES = 20;

/**
 * The branch of the exported payments. The list does not say it, so it comes from the filter when the export
 * covers one branch (a branch-scoped member, or `branchId`), else from the console's payment index (a payment
 * it has not attributed yet has no branch in the file). Names come from the branch list, read once; a name
 * that cannot be read leaves the id alone.
 */
export function paymentBranchLookup(input: {
  db: () => ConsoleExecutor;
  accountId: string;
  api: Pick<PaymentsApi, "listBranches">;
  /** Every exported payment belongs to this branch. */
  onlyBranchId: string | null;
}): PaymentBranchLookup {
  let names: Promise<ReadonlyMap<string, string>> | null = null;
  const branchNames = (signal: AbortSignal) => {
    names ??= readBranchNames(input.api, signal).catch(() => new Map<string, string>());
    return names;
  };

  return async (items, signal) => {
    const byPayment = new Map<string, string>();
    if (input.onlyBranchId) {
      for (const item of items) byPayment.set(item.id, input.onlyBranchId);
    } else {
      const rows = await input
        .db()
        .select({ paymentId: paymentIndex.paymentId, branchId: paymentIndex.branchId })
        .from(paymentIndex)
        .where(
          and(
            eq(paymentIndex.accountId, input.accountId),
            inArray(
              paymentIndex.paymentId,
              items.map((item) => item.id),
            ),
            isNotNull(paymentIndex.branchId),
          ),
        );
      for (const row of rows) if (row.branchId) byPayment.set(row.paymentId, row.branchId);
    }
    const known = await branchNames(signal);
    const result = new Map<string, CsvBranch>();
    for (const [paymentId, branchId] of byPayment) {
      result.set(paymentId, { id: branchId, name: known.get(branchId) ?? null });
    }
    return result;
  };
}

async function readBranchNames(
  api: Pick<PaymentsApi, "listBranches">,
  signal: AbortSignal,
): Promise<ReadonlyMap<string, string>> {
  const names = new Map<string, string>();
  for (let page = 1; page <= MAX_BRANCH_PAGES; page++) {
    const result = await api.listBranches({
      query: { page, limit: 100, sortBy: "created_at", sortOrder: "asc" },
      signal,
    });
    for (const branch of result.data) names.set(branch.id, branch.name);
    if (page >= result.meta.totalPages) break;
  }
  return names;
}
