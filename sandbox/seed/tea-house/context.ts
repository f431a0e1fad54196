import { type Decimal, decimal, divide } from "@/lib/money";
import type { DemoDay } from "../calendar";
import { type Customer, makeCustomer } from "../people";
import { Rng } from "../random";
import type { RateSeries } from "../rates";
import type { DemoBranch } from "./branches";

/** Everything the tea house's generators share. */
export interface TeaHouseContext {
  seedNumber: number;
  now: Date;
  publicUrl: string;
  merchant: { id: string; exchangeFeePercentage: string; serviceFeePercentage: string };
  days: DemoDay[];
  rates: RateSeries;
  branches: DemoBranch[];
  customers: Customer[];
}

const CUSTOMER_COUNT = 700;
/** The first customers are regulars: they come back far more often than the rest. */
const REGULARS = 120;

export function buildCustomers(seedNumber: number): Customer[] {
  const rng = new Rng(seedNumber, "tea-house/customers");
  return Array.from({ length: CUSTOMER_COUNT }, () => makeCustomer(rng));
}

export function pickCustomer(rng: Rng, customers: readonly Customer[]): Customer {
  const pool = rng.chance(0.45) ? customers.slice(0, REGULARS) : customers;
  return rng.pick(pool);
}

export function billingOf(customer: Customer): Record<string, string> {
  return { ...customer };
}

/** A USDT price for a rupee basket: converted at the day's rate and rounded to cents, within 5–150. */
export function usdtPrice(lkr: number, rate: Decimal): Decimal {
  const converted = divide(lkr, rate).toDecimalPlaces(2);
  if (converted.lt(5)) return decimal(5);
  if (converted.gt(150)) return decimal(150);
  return converted;
}
