import { colomboDate } from "@/lib/dates";
import { decimal } from "@/lib/money";
import { atColombo, type DemoDay, MINUTE_MS, plusMs, shortStamp } from "../calendar";
import { basketGoods, drawBasket } from "../catalogue";
import {
  buildPaymentRow,
  HISTORY_CUTOFF_MS,
  type PaymentInsert,
  type SeedPaymentStatus,
  settleTime,
} from "../payment-row";
import { Rng } from "../random";
import { type DemoBranch, openBranches } from "./branches";
import { billingOf, pickCustomer, type TeaHouseContext, usdtPrice } from "./context";

// A tea shop is busiest at the weekend: Sunday family outings and Saturday gift shopping, quiet Mondays.
export const WEEKDAY_FACTOR = [1.45, 0.8, 0.85, 0.9, 0.95, 1.1, 1.35] as const;
const FIRST_DAY_PER_DAY = 20;
const LAST_DAY_PER_DAY = 45;
/** Online orders (no branch) share of the stream. */
const ONLINE_SHARE = 0.07;

const STATUS_MIX: ReadonlyArray<readonly [SeedPaymentStatus, number]> = [
  ["PAID", 89],
  ["EXPIRED", 7],
  ["FAILED", 4],
];

function paymentsOn(rng: Rng, day: DemoDay, totalDays: number): number {
  const progress = totalDays <= 1 ? 1 : (totalDays - 1 - day.daysAgo) / (totalDays - 1);
  const base = FIRST_DAY_PER_DAY + (LAST_DAY_PER_DAY - FIRST_DAY_PER_DAY) * progress;
  return Math.round(base * (WEEKDAY_FACTOR[day.weekday] ?? 1) * rng.between(0.88, 1.12));
}

/** Shop hours 08:00–21:30, with a late-morning and an after-office peak. */
function shopMinute(rng: Rng): number {
  const centre = rng.chance(0.55) ? rng.normal(11.5 * 60, 80) : rng.normal(17.25 * 60, 85);
  return Math.min(21.5 * 60, Math.max(8 * 60, centre));
}

/** Counter and web-shop payments, day by day over the window, growing from ~20 to ~45 a day. */
export function buildWalkInPayments(ctx: TeaHouseContext): PaymentInsert[] {
  const rng = new Rng(ctx.seedNumber, "tea-house/walk-in");
  const cutoff = ctx.now.getTime() - HISTORY_CUTOFF_MS;
  const rows: PaymentInsert[] = [];
  for (const day of ctx.days) {
    const count = paymentsOn(rng, day, ctx.days.length);
    const open = openBranches(ctx.branches, day.daysAgo);
    const drafts: Array<{ branch: DemoBranch | null; createdAt: Date }> = [];
    for (let i = 0; i < count; i++) {
      const branch = rng.chance(ONLINE_SHARE)
        ? null
        : rng.weighted(open.map((b) => [b, b.plan.weight] as const));
      const minute = branch ? shopMinute(rng) : rng.between(6 * 60, 23.5 * 60);
      drafts.push({ branch, createdAt: atColombo(day, minute) });
    }
    // Trade numbers count up through the day per counter, as a till would issue them.
    drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const tillCounters = new Map<string, number>();
    for (const draft of drafts) {
      const till = draft.branch?.plan.code ?? "CTH-WEB";
      const tillNo = (tillCounters.get(till) ?? 0) + 1;
      tillCounters.set(till, tillNo);
      const usdtShare = draft.branch?.plan.usdtShare ?? 0.35;
      const currency = rng.chance(usdtShare) ? "USDT" : "LKR";
      const provider = rng.chance(0.6) ? "EXCHANGEA" : "EXCHANGEB";
      const basket = drawBasket(rng);
      const status = rng.weighted(STATUS_MIX);
      const customer = pickCustomer(rng, ctx.customers);
      const rate = ctx.rates.at(draft.createdAt);
      const row = buildPaymentRow(rng, {
        merchant: ctx.merchant,
        publicUrl: ctx.publicUrl,
        provider,
        currency,
        amount: currency === "LKR" ? decimal(basket.totalLkr) : usdtPrice(basket.totalLkr, rate),
        rate,
        goods: basketGoods(basket),
        customerBilling: billingOf(customer),
        branchId: draft.branch?.id ?? null,
        merchantTradeNo: `${till}-${shortStamp(day.day)}-${String(tillNo).padStart(4, "0")}`,
        createdAt: draft.createdAt,
        status,
        settledAt: settleTime(rng, status, draft.createdAt),
      });
      // Drawn first and dropped after, so the stream (and every earlier day) is the same at any hour.
      if (draft.createdAt.getTime() <= cutoff) rows.push(row);
    }
  }
  return rows;
}

const LIVE_STATUSES: ReadonlyArray<{ status: SeedPaymentStatus; minutesAgo: number }> = [
  { status: "INITIATED", minutesAgo: 2 },
  { status: "USER_REVIEW", minutesAgo: 6 },
  { status: "INITIATED", minutesAgo: 11 },
  { status: "INITIATED", minutesAgo: 19 },
  { status: "USER_REVIEW", minutesAgo: 27 },
  { status: "INITIATED", minutesAgo: 38 },
  { status: "USER_REVIEW", minutesAgo: 44 },
];

/** Checkouts still open at seeding time: awaiting the wallet, or held in EXCHANGEB's user review. */
export function buildLivePayments(ctx: TeaHouseContext): PaymentInsert[] {
  const rng = new Rng(ctx.seedNumber, "tea-house/live");
  const open = openBranches(ctx.branches, 0);
  return LIVE_STATUSES.map(({ status, minutesAgo }, index) => {
    const branch = rng.weighted(open.map((b) => [b, b.plan.weight] as const));
    const createdAt = plusMs(ctx.now, -(minutesAgo * MINUTE_MS + rng.int(0, 50_000)));
    const currency = rng.chance(branch.plan.usdtShare) ? "USDT" : "LKR";
    const basket = drawBasket(rng);
    const rate = ctx.rates.at(createdAt);
    return buildPaymentRow(rng, {
      merchant: ctx.merchant,
      publicUrl: ctx.publicUrl,
      // Only EXCHANGEB has the user-review step.
      provider: status === "USER_REVIEW" || rng.chance(0.4) ? "EXCHANGEB" : "EXCHANGEA",
      currency,
      amount: currency === "LKR" ? decimal(basket.totalLkr) : usdtPrice(basket.totalLkr, rate),
      rate,
      goods: basketGoods(basket),
      customerBilling: billingOf(pickCustomer(rng, ctx.customers)),
      branchId: branch.id,
      // A separate series, so these never clash with the day's till numbers.
      merchantTradeNo: `${branch.plan.code}-${shortStamp(colomboDate(ctx.now))}-${9001 + index}`,
      createdAt,
      status,
    });
  });
}
