import { and, asc, eq, sql } from "drizzle-orm";
import type { Bank } from "@/lib/payments-api";
import type { DbOrTx } from "../../db/client";
import { banks } from "../../db/schema";

type SeedBank = Bank & { isActive: boolean };

/**
 * Licensed commercial and specialised banks of Sri Lanka with their interbank (CEFTS/SLIPS) bank codes
 * (docs/service-rules.md §8). One stays inactive so the "active banks only" rule of GET /v1/bank/list is visible.
 */
export const SEED_BANKS: readonly SeedBank[] = [
  { code: 7010, name: "Bank of Ceylon", isActive: true },
  { code: 7038, name: "Standard Chartered Bank", isActive: true },
  { code: 7047, name: "Citibank N.A.", isActive: false },
  { code: 7056, name: "Commercial Bank of Ceylon", isActive: true },
  { code: 7083, name: "Hatton National Bank", isActive: true },
  { code: 7135, name: "People's Bank", isActive: true },
  { code: 7162, name: "Nations Trust Bank", isActive: true },
  { code: 7214, name: "National Development Bank", isActive: true },
  { code: 7278, name: "Sampath Bank", isActive: true },
  { code: 7287, name: "Seylan Bank", isActive: true },
  { code: 7302, name: "Union Bank of Colombo", isActive: true },
  { code: 7311, name: "Pan Asia Banking Corporation", isActive: true },
  { code: 7454, name: "DFCC Bank", isActive: true },
  { code: 7463, name: "Amana Bank", isActive: true },
  { code: 7481, name: "Cargills Bank", isActive: true },
  { code: 7719, name: "National Savings Bank", isActive: true },
  { code: 7728, name: "Sanasa Development Bank", isActive: true },
];

/** Writes the bank list; safe to run on every start (names and flags follow the list above). */
export async function seedBanks(db: DbOrTx): Promise<void> {
  await db
    .insert(banks)
    .values(SEED_BANKS.map((bank) => ({ ...bank })))
    .onConflictDoUpdate({
      target: banks.code,
      set: { name: sql`excluded.name`, isActive: sql`excluded.is_active` },
    });
}

export async function listActiveBanks(db: DbOrTx): Promise<Bank[]> {
  return db
    .select({ code: banks.code, name: banks.name })
    .from(banks)
    .where(eq(banks.isActive, true))
    .orderBy(asc(banks.code));
}

/** Bank codes are stored as 32-bit integers; a larger number names no bank. */
const LARGEST_CODE = 2_147_483_647;

export async function findActiveBank(db: DbOrTx, code: number): Promise<Bank | null> {
  if (!Number.isInteger(code) || code < 1 || code > LARGEST_CODE) return null;
  const [bank] = await db
    .select({ code: banks.code, name: banks.name })
    .from(banks)
    .where(and(eq(banks.code, code), eq(banks.isActive, true)));
  return bank ?? null;
}
