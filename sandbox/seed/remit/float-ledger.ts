import { randomUUID } from "node:crypto";
import { colomboDate } from "@/lib/dates";
import { type Decimal, decimal, sum } from "@/lib/money";
import { type LedgerInsert as LedgerRow, nextLedgerRow } from "../../domain/offramp/offramp-rows";
import { atColombo, DAY_MS, type DemoDay, longStamp, MINUTE_MS } from "../calendar";
import { Rng } from "../random";
import type { OfframpInsert } from "./offramps";

export type LedgerInsert = LedgerRow & { id: string; createdAt: Date };

interface Movement {
  at: Date;
  type: "CREDIT" | "DEBIT" | "REFUND";
  amount: Decimal;
  offrampId?: string;
  notes?: string | null;
}

const MONDAY = 1;
const TOP_UP_STEP = 500_000;
const MIN_TOP_UP = 1_000_000;
/** The treasury tops up to cover the coming week's payouts with a quarter to spare. */
const COVER = 1.25;
const WEEK_AHEAD_MS = 8 * DAY_MS;
const OPENING_AHEAD_MS = 12 * DAY_MS;

/** Treasury sends round amounts: the need rounded up to the next half million, at least a million. */
function roundUpToStep(amount: Decimal): Decimal {
  const stepped = amount.div(TOP_UP_STEP).ceil().times(TOP_UP_STEP);
  return stepped.lt(MIN_TOP_UP) ? decimal(MIN_TOP_UP) : stepped;
}

const stamp = (at: Date) => longStamp(colomboDate(at));

/**
 * The float ledger in time order: an opening deposit, a BOC telegraphic-transfer top-up every Monday sized
 * from the week ahead, a DEBIT at each payout's creation and a REFUND when a payout fails. `seq` follows
 * time, `balance_after` is the running balance, and it never goes below zero: if planning fell short, an
 * ad-hoc transfer lands just before the payout that needed it, as a treasury desk would arrange.
 */
export function buildFloatLedger(input: {
  seedNumber: number;
  merchantId: string;
  now: Date;
  days: readonly DemoDay[];
  offramps: readonly OfframpInsert[];
  planned: ReadonlyArray<{ at: Date; amountLkr: Decimal }>;
}): LedgerInsert[] {
  const rng = new Rng(input.seedNumber, "remit/float");
  const adHoc = new Rng(input.seedNumber, "remit/float-ad-hoc");
  const movements: Movement[] = [];
  for (const o of input.offramps) {
    movements.push({ at: o.createdAt, type: "DEBIT", amount: decimal(o.amountLkr), offrampId: o.id });
    if (o.status === "FAILED" && o.failedAt) {
      movements.push({
        at: o.failedAt,
        type: "REFUND",
        amount: decimal(o.amountLkr),
        offrampId: o.id,
        notes: o.failureReason ?? null,
      });
    }
  }
  movements.sort((a, b) => a.at.getTime() - b.at.getTime());

  const first = input.days[0];
  if (!first) throw new Error("empty demo window");
  const topUps = [{ at: atColombo(first, -9 * 60), opening: true, ref: rng.digits(4) }];
  for (const day of input.days) {
    if (day.weekday !== MONDAY) continue;
    const at = atColombo(day, 10 * 60 + rng.between(0, 50));
    const ref = rng.digits(4);
    if (at.getTime() < input.now.getTime() - MINUTE_MS) topUps.push({ at, opening: false, ref });
  }

  const plannedAhead = (from: Date, span: number) =>
    sum(
      input.planned
        .filter((p) => p.at.getTime() >= from.getTime() && p.at.getTime() < from.getTime() + span)
        .map((p) => p.amountLkr),
    );

  const entries: LedgerInsert[] = [];
  let balance = decimal(0);
  let lastAt = 0;
  const append = (m: Movement, extra: { bankRef?: string; notes?: string | null } = {}) => {
    // Entries are appended one at a time, so their times strictly follow their sequence.
    const at = Math.max(m.at.getTime(), lastAt + 1);
    lastAt = at;
    const entry = nextLedgerRow(entries.at(-1) ?? null, {
      merchantId: input.merchantId,
      type: m.type,
      amountLkr: m.amount,
      offrampId: m.offrampId,
      bankRef: extra.bankRef,
      notes: extra.notes ?? m.notes,
      createdAt: new Date(at),
    });
    balance = decimal(entry.balanceAfter);
    if (balance.isNegative()) throw new Error("demo float ledger went negative");
    entries.push({ ...entry, id: randomUUID(), createdAt: new Date(at) });
  };

  const topUp = (t: (typeof topUps)[number]) => {
    const ahead = plannedAhead(t.at, t.opening ? OPENING_AHEAD_MS : WEEK_AHEAD_MS);
    append(
      { at: t.at, type: "CREDIT", amount: roundUpToStep(ahead.times(COVER).minus(balance)) },
      {
        bankRef: `BOC-TT-${stamp(t.at)}-${t.ref}`,
        notes: t.opening
          ? "Opening float deposit, BOC telegraphic transfer"
          : "Weekly float top-up, BOC telegraphic transfer",
      },
    );
  };

  let nextTopUp = 0;
  for (const movement of movements) {
    for (let t = topUps[nextTopUp]; t && t.at.getTime() <= movement.at.getTime(); t = topUps[++nextTopUp])
      topUp(t);
    if (movement.type === "DEBIT" && balance.lt(movement.amount)) {
      const at = new Date(Math.max(lastAt + 1, movement.at.getTime() - 20 * MINUTE_MS));
      append(
        { at, type: "CREDIT", amount: roundUpToStep(movement.amount.minus(balance).plus(2_000_000)) },
        { bankRef: `HNB-RTGS-${stamp(at)}-${adHoc.digits(4)}`, notes: "Ad-hoc float top-up, HNB RTGS" },
      );
    }
    append(movement);
  }
  for (let t = topUps[nextTopUp]; t; t = topUps[++nextTopUp]) topUp(t);
  return entries;
}
