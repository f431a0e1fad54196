import { randomUUID } from "node:crypto";
import { type Decimal, decimal } from "@/lib/money";
import {
  type FxLockInsert as FxLockRow,
  fxLockRow,
  type OfframpInsert as OfframpRow,
  pendingOfframpRow,
  settledOfframpFields,
} from "../../domain/offramp/offramp-rows";
import { atColombo, type DemoDay, HOUR_MS, MINUTE_MS, plusMs, shortStamp } from "../calendar";
import { Rng } from "../random";
import type { RateSeries } from "../rates";
import type { RemitUser } from "./users";

export type OfframpInsert = OfframpRow & { id: string };
export type FxLockInsert = FxLockRow & { id: string };

export interface RemitContext {
  seedNumber: number;
  merchantId: string;
  now: Date;
  days: readonly DemoDay[];
  rates: RateSeries;
  users: readonly RemitUser[];
}

const FIRST_DAY_PER_DAY = 10;
const LAST_DAY_PER_DAY = 19;
const FRIDAY = 5;
const FAILURE_REASONS: ReadonlyArray<readonly [string, number]> = [
  ["Beneficiary account closed", 30],
  ["Invalid account number", 22],
  ["Account name does not match beneficiary name", 18],
  ["Beneficiary account dormant", 12],
  ["Beneficiary bank unavailable (CEFTS timeout)", 10],
  ["Amount exceeds beneficiary account limit", 8],
];
/** A transfer must have reached the bank's answer this long before now to be history. */
const SETTLED_BEFORE_NOW_MS = 30_000;

function offrampsOn(rng: Rng, day: DemoDay, totalDays: number): number {
  const progress = totalDays <= 1 ? 1 : (totalDays - 1 - day.daysAgo) / (totalDays - 1);
  const base = FIRST_DAY_PER_DAY + (LAST_DAY_PER_DAY - FIRST_DAY_PER_DAY) * progress;
  // Gulf and European paydays bunch transfers at the month's turn; Friday is the Gulf weekend.
  const payday = day.dayOfMonth >= 25 || day.dayOfMonth <= 3 ? 1.35 : 1;
  const friday = day.weekday === FRIDAY ? 1.3 : 1;
  return Math.round(base * payday * friday * rng.between(0.85, 1.15));
}

/** Mostly evenings in Colombo (after work in the Gulf), the rest around the clock. */
function sendMinute(rng: Rng): number {
  const minute = rng.chance(0.6) ? rng.normal(20 * 60, 150) : rng.between(0, 24 * 60);
  return ((minute % 1440) + 1440) % 1440;
}

function amountUsdt(rng: Rng): Decimal {
  const raw = Math.min(3000, Math.max(40, rng.logNormal(220, 0.75)));
  const style = rng.next();
  if (style < 0.7) return decimal(Math.max(40, Math.round(raw / 10) * 10));
  if (style < 0.9) return decimal(Math.round(raw));
  return decimal(raw.toFixed(2));
}

function pickSender(rng: Rng, users: readonly RemitUser[], at: Date): RemitUser {
  const eligible = users.filter((u) => u.createdAt.getTime() <= at.getTime() - HOUR_MS);
  return rng.weighted((eligible.length > 0 ? eligible : users).map((u) => [u, u.activity] as const));
}

interface Draft {
  offramp: OfframpInsert;
  lock: FxLockInsert;
}

function draft(rng: Rng, ctx: RemitContext, createdAt: Date, externalRef: string): Draft {
  const user = pickSender(rng, ctx.users, createdAt);
  const usable = user.accounts.filter((a) => a.createdAt.getTime() < createdAt.getTime());
  const account = rng.chance(0.7)
    ? (usable[0] ?? rng.pick(user.accounts))
    : rng.pick(usable.length > 0 ? usable : user.accounts);
  const lockedAt = plusMs(createdAt, -rng.between(3_000, 50_000));
  const lock: FxLockInsert = {
    ...fxLockRow({
      merchantId: ctx.merchantId,
      rate: ctx.rates.at(lockedAt),
      amountUsdt: amountUsdt(rng),
      createdAt: lockedAt,
    }),
    id: randomUUID(),
    usedAt: createdAt,
  };
  const offramp = pendingOfframpRow(lock, {
    merchantId: ctx.merchantId,
    externalRef,
    userId: user.id,
    userBankId: account.id,
    createdAt,
  });
  return { lock, offramp: { ...offramp, id: randomUUID() } };
}

/**
 * About 1,500 payouts over the window, growing from ~10 to ~19 a day before paydays and Fridays: mostly COMPLETED within minutes
 * (CEFTS), some FAILED with the bank's reason, and a few still PENDING or PROCESSING right now.
 * `planned` lists every drawn debit, including those after "now", for the treasury's top-up planning.
 */
export function buildOfframps(ctx: RemitContext) {
  const rng = new Rng(ctx.seedNumber, "remit/offramps");
  const drafts: Draft[] = [];
  const planned: Array<{ at: Date; amountLkr: Decimal }> = [];
  const settledBefore = ctx.now.getTime() - SETTLED_BEFORE_NOW_MS;

  for (const day of ctx.days) {
    const count = offrampsOn(rng, day, ctx.days.length);
    const times = Array.from({ length: count }, () => atColombo(day, sendMinute(rng))).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    times.forEach((createdAt, index) => {
      const item = draft(
        rng,
        ctx,
        createdAt,
        `LRX-${shortStamp(day.day)}-${String(index + 1).padStart(4, "0")}`,
      );
      const { offramp } = item;
      offramp.processedAt = plusMs(createdAt, rng.between(1_000, 1_200));
      let doneAt: Date;
      if (rng.chance(0.945)) {
        doneAt = plusMs(
          createdAt,
          Math.min(20 * HOUR_MS, Math.max(40_000, rng.logNormal(4 * MINUTE_MS, 0.9))),
        );
        Object.assign(offramp, settledOfframpFields("COMPLETED", doneAt, rng));
      } else {
        doneAt = plusMs(createdAt, rng.between(10 * MINUTE_MS, 3 * HOUR_MS));
        Object.assign(offramp, settledOfframpFields("FAILED", doneAt, rng, rng.weighted(FAILURE_REASONS)));
      }
      planned.push({ at: createdAt, amountLkr: decimal(offramp.amountLkr) });
      if (doneAt.getTime() <= settledBefore) drafts.push(item);
    });
  }

  // Transfers in flight at seeding time; the sandbox's settlement job picks them up from here.
  const live = new Rng(ctx.seedNumber, "remit/live");
  const today = ctx.days[ctx.days.length - 1];
  const stamp = today ? shortStamp(today.day) : "000000";
  [7, 4, 2, 0.8, 0.3].forEach((minutesAgo, index) => {
    const createdAt = plusMs(ctx.now, -minutesAgo * MINUTE_MS);
    const item = draft(live, ctx, createdAt, `LRX-${stamp}-9${String(index + 1).padStart(3, "0")}`);
    if (minutesAgo >= 1) {
      item.offramp.status = "PROCESSING";
      item.offramp.processedAt = plusMs(createdAt, live.between(1_000, 1_200));
    }
    drafts.push(item);
  });

  return {
    offramps: drafts.map((d) => d.offramp),
    locks: drafts.map((d) => d.lock),
    planned,
  };
}

/** Quotes that were never redeemed: a customer looked at the rate and did not send. */
export function buildUnusedLocks(ctx: RemitContext, count: number): FxLockInsert[] {
  const rng = new Rng(ctx.seedNumber, "remit/unused-quotes");
  const locks: FxLockInsert[] = [];
  for (let i = 0; i < count; i++) {
    const day = rng.pick(ctx.days.slice(0, -1));
    const createdAt = atColombo(day, sendMinute(rng));
    locks.push({
      ...fxLockRow({
        merchantId: ctx.merchantId,
        rate: ctx.rates.at(createdAt),
        amountUsdt: amountUsdt(rng),
        createdAt,
      }),
      id: randomUUID(),
      usedAt: null,
    });
  }
  return locks;
}
