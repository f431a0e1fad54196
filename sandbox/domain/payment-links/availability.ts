import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { payments } from "../../db/schema";
import { effectiveStatus, type PaymentLinkRow } from "./wire";

/**
 * Whether a customer may still pay through the link: ACTIVE, not past its expiration date, and for a
 * single-use link, no PAID payment yet (checked here too, since the usage job may not have run).
 */
export async function acceptsPayments(db: DbOrTx, link: PaymentLinkRow, now: Date): Promise<boolean> {
  if (effectiveStatus(link, now) !== "ACTIVE") return false;
  if (link.reusable) return true;
  const [paid] = await db
    .select({ one: sql<number>`1` })
    .from(payments)
    .where(and(eq(payments.paymentLinkId, link.id), eq(payments.status, "PAID")))
    .limit(1);
  return paid === undefined;
}
