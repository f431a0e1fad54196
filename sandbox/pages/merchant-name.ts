import { eq } from "drizzle-orm";
import { merchants } from "../db/schema";
import type { Services } from "../services";

/** The merchant's name as a payer's page shows it; "Merchant" when the merchant is gone. */
export async function merchantDisplayName(db: Services["db"], merchantId: string): Promise<string> {
  const [merchant] = await db
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return merchant?.name ?? "Merchant";
}
