import { eq } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import type { WithdrawalDetail } from "@/lib/payments-api/withdrawals";
import { payments, withdrawals } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import type { Services } from "../../services";
import { loadWithdrawalDetail } from "./detail";
import { decisionFields, type ReviewDecision } from "./withdrawal-row";

export type { ReviewDecision } from "./withdrawal-row";

export const DEFAULT_REVIEWER = "Sandbox admin";

/**
 * The platform admin's decision on a PENDING request (docs/service-rules.md §7 and §10). Rejected and cancelled
 * requests release their payments back to the unsettled pool in the same transaction; the
 * withdrawal_payments rows stay as the record of what the request held.
 */
export async function reviewWithdrawal(
  services: Services,
  id: string,
  decision: ReviewDecision,
  reviewer?: string,
): Promise<WithdrawalDetail> {
  if (!isUuid(id)) throw notFound("Withdrawal request not found");
  const now = services.clock.now();
  const row = await services.db.transaction(async (tx) => {
    const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for("update");
    if (!current) throw notFound("Withdrawal request not found");
    if (current.status !== "PENDING") {
      throw badRequest(`Only PENDING withdrawal requests can be reviewed; this one is ${current.status}`);
    }
    const [updated] = await tx
      .update(withdrawals)
      .set(decisionFields(decision, reviewer ?? DEFAULT_REVIEWER, now))
      .where(eq(withdrawals.id, id))
      .returning();
    if (!updated) throw notFound("Withdrawal request not found");
    if (decision !== "APPROVE") {
      await tx.update(payments).set({ withdrawalId: null }).where(eq(payments.withdrawalId, id));
    }
    return updated;
  });
  return loadWithdrawalDetail(services.db, row);
}
