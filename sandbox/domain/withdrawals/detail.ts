import { asc, eq } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import type { WithdrawalDetail } from "@/lib/payments-api/withdrawals";
import type { DbOrTx } from "../../db/client";
import { merchants, payments, withdrawalPayments, withdrawals } from "../../db/schema";
import { forbidden, notFound } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { type WithdrawalRow, withdrawalDetailToWire } from "./wire";

export async function findWithdrawal(db: DbOrTx, id: string): Promise<WithdrawalRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

/** The request with the payments it included, at their amounts when it was made. */
export async function loadWithdrawalDetail(
  db: DbOrTx,
  row: WithdrawalRow,
  merchantName?: string,
): Promise<WithdrawalDetail> {
  const linesQuery = db
    .select({
      id: payments.id,
      payId: payments.payId,
      status: payments.status,
      usdtNetAmount: withdrawalPayments.usdtNetAmount,
      lkrNetAmount: withdrawalPayments.lkrNetAmount,
    })
    .from(withdrawalPayments)
    .innerJoin(payments, eq(payments.id, withdrawalPayments.paymentId))
    .where(eq(withdrawalPayments.withdrawalId, row.id))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const nameQuery =
    merchantName === undefined
      ? db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, row.merchantId))
      : Promise.resolve([{ name: merchantName }]);
  const [lines, names] = await Promise.all([linesQuery, nameQuery]);
  return withdrawalDetailToWire(row, names[0]?.name ?? "", lines);
}

// GET /v1/withdrawal/:id – one request with its payments
export const getWithdrawal: HandlerFor<"getWithdrawal"> = async ({ services, merchant, params }) => {
  const row = await findWithdrawal(services.db, params.id);
  if (!row) throw notFound("Withdrawal request not found");
  if (row.merchantId !== merchant.id) throw forbidden();
  return { body: await loadWithdrawalDetail(services.db, row, merchant.name) };
};
