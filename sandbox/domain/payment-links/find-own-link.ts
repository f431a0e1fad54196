import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentLinks } from "../../db/schema";
import { forbidden, notFound } from "../../http/errors";
import type { PaymentLinkRow } from "./wire";

/** The link by id: 404 when unknown, 403 when it belongs to another merchant. */
export async function findOwnLink(db: DbOrTx, merchantId: string, linkId: string): Promise<PaymentLinkRow> {
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
  if (!link) throw notFound("Payment link not found");
  if (link.merchantId !== merchantId) throw forbidden();
  return link;
}
