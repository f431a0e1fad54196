import type { Decimal } from "@/lib/money";
import type { DemoDay } from "./calendar";
import type { RateSeries } from "./rates";

/** What both demo merchants share: the seed, the moment of seeding, the window and the rate history. */
export interface DemoWorld {
  seedNumber: number;
  now: Date;
  publicUrl: string;
  days: DemoDay[];
  rates: RateSeries;
  currentRate: Decimal;
}

export const DEMO_DAYS = 90;
export const DEMO_MERCHANT_NAME = "Ceylon Tea House";
export const DEMO_AGGREGATOR_NAME = "Lanka Remit Exchange";
