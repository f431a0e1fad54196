import { eq, sql } from "drizzle-orm";
import { type Decimal, decimal } from "@/lib/money";
import type { Db } from "./db/client";
import { settings } from "./db/schema";

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value as T | undefined;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

const RATE_KEY = "exchange_rate";
export const DEFAULT_RATE_USDT_LKR = "300.00";

/**
 * The sandbox's exchange rate (LKR per USDT, docs/service-rules.md §4). Kept in the database and cached in
 * memory: the sandbox is a single instance, and every change goes through `set`.
 */
export class ExchangeRateStore {
  private cached: string | null = DEFAULT_RATE_USDT_LKR;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const stored = await readSetting<{ rateUsdtLkr: string | null }>(this.db, RATE_KEY);
    this.cached = stored === undefined ? DEFAULT_RATE_USDT_LKR : stored.rateUsdtLkr;
  }

  /** The current rate, or null when it has been made unavailable (a stored rate that is not positive counts as none). */
  current(): Decimal | null {
    if (this.cached === null) return null;
    const rate = decimal(this.cached);
    return rate.gt(0) ? rate : null;
  }

  async set(rate: string | null): Promise<void> {
    await writeSetting(this.db, RATE_KEY, { rateUsdtLkr: rate });
    this.cached = rate;
  }
}
