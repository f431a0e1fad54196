import "server-only";
import { contractSchema, directDebitPaymentSchema } from "@/lib/payments-api/direct-debit";
import type { AccountAccess } from "@/server/access/account-access";
import type { ConsoleExecutor } from "@/server/db/client";
import { logger } from "@/server/log";
import { recordManualCharge } from "./run";
import { contractEnded, endContractSchedules } from "./schedules";

/**
 * A contract charged by a person through the BFF is remembered with who charged it, so the contract page
 * lists every charge (the service cannot list a contract's payments). Not remembering it costs the list a
 * line, never the charge: the answer goes back to the browser either way.
 */
export async function rememberCharge(
  db: ConsoleExecutor,
  access: Pick<AccountAccess, "account" | "user">,
  contractId: string | undefined,
  body: unknown,
): Promise<void> {
  const payment = directDebitPaymentSchema.safeParse(body);
  if (!payment.success || !contractId) return;
  await recordManualCharge(db, {
    accountId: access.account.id,
    contractId,
    payment: payment.data,
    madeBy: access.user.id,
  }).catch((error: unknown) =>
    logger().warn("a charge was not remembered", {
      scope: "charge-schedules",
      accountId: access.account.id,
      error: String(error),
    }),
  );
}

/**
 * A contract the BFF read, synced or terminated: one that is no longer signed ends its schedules at once,
 * rather than at its next due date.
 */
export async function noteContract(db: ConsoleExecutor, accountId: string, body: unknown): Promise<void> {
  const contract = contractSchema.safeParse(body);
  if (!contract.success) return;
  const reason = contractEnded(contract.data.status);
  if (!reason) return;
  await endContractSchedules(db, accountId, contract.data.id, reason).catch((error: unknown) =>
    logger().warn("schedules of an ended contract not ended", {
      scope: "charge-schedules",
      accountId,
      error: String(error),
    }),
  );
}
