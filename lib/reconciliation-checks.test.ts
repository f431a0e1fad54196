import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import type { LedgerSummary } from "@/lib/payments-api/offramp";
import { signedAmount } from "@/lib/reconciliation";
import {
  type BreakKind,
  breaksPerCheck,
  durationWords,
  type LedgerFacts,
  type OfframpFacts,
  type ReconciliationInput,
  reconcileWindow,
} from "./reconciliation-checks";

// A hand-built float: a top-up, then payouts in each outcome, all inside 1–30 November 2026 (Colombo).
// Each test breaks one thing on purpose and expects exactly that break.

const DAY = "2026-11";
const at = (day: number, hour = 10) =>
  `${DAY}-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00.000Z`;

function payout(id: string, day: number, amountLkr: number, status: string, doneDay = day): OfframpFacts {
  return {
    paymentId: id,
    externalRef: `REF-${id}`,
    status,
    amountLkr,
    createdAt: at(day),
    completedAt: status === "COMPLETED" ? at(doneDay, 11) : null,
    failedAt: status === "FAILED" ? at(doneDay, 12) : null,
  };
}

type Move = Omit<LedgerFacts, "balanceAfter">;

/** The entries with their balances computed from `opening`, and the summary the service would give. */
function book(opening: number, moves: readonly Move[]): { ledger: LedgerFacts[]; summary: LedgerSummary } {
  let balance = decimal(opening);
  const ledger = moves.map((move) => {
    balance = balance.plus(signedAmount(move));
    return { ...move, balanceAfter: balance.toNumber() };
  });
  const total = (type: string) =>
    moves.filter((m) => m.type === type).reduce((acc, m) => acc.plus(m.amountLkr), decimal(0));
  const count = (type: string) => moves.filter((m) => m.type === type).length;
  const movement = total("CREDIT").minus(total("DEBIT")).plus(total("REFUND"));
  return {
    ledger,
    summary: {
      currentBalanceLkr: balance.toNumber(),
      totalCreditsLkr: total("CREDIT").toNumber(),
      totalDebitsLkr: total("DEBIT").toNumber(),
      totalRefundsLkr: total("REFUND").toNumber(),
      netMovementLkr: movement.toNumber(),
      creditCount: count("CREDIT"),
      debitCount: count("DEBIT"),
      refundCount: count("REFUND"),
      openingBalanceLkr: opening,
      closingBalanceLkr: balance.toNumber(),
    },
  };
}

const credit = (id: string, day: number, amountLkr: number): Move => ({
  id,
  type: "CREDIT",
  amountLkr,
  aggregatorOfframpId: null,
  createdAt: at(day, 8),
});
const debit = (p: OfframpFacts, amountLkr = Number(p.amountLkr)): Move => ({
  id: `debit-${p.paymentId}`,
  type: "DEBIT",
  amountLkr,
  aggregatorOfframpId: p.paymentId,
  createdAt: p.createdAt,
});
const refund = (p: OfframpFacts, amountLkr = Number(p.amountLkr), id = `refund-${p.paymentId}`): Move => ({
  id,
  type: "REFUND",
  amountLkr,
  aggregatorOfframpId: p.paymentId,
  createdAt: p.failedAt ?? p.createdAt,
});

const done = payout("p1", 3, 30_000.5, "COMPLETED");
const failed = payout("p2", 4, 12_000, "FAILED", 5);
const open = payout("p3", 29, 9_000, "PROCESSING");

/** The balanced window with its ledger booked again from `moves` (opening at LKR 1,000), then `changes`. */
function reconcileBooked(moves: readonly Move[], changes: Partial<ReconciliationInput> = {}) {
  return reconcileWindow({ ...balancedInput(), ...book(1_000, moves), ...changes });
}

/** The window's money moves when every payout was booked as it should be. */
const balancedMoves: readonly Move[] = [
  credit("c1", 2, 100_000),
  debit(done),
  debit(failed),
  refund(failed),
  debit(open),
];

function balancedInput(): ReconciliationInput {
  const { ledger, summary } = book(1_000, balancedMoves);
  return {
    window: { from: "2026-11-01", to: "2026-11-30" },
    ledger,
    summary,
    offramps: [done, failed, open],
    events: [
      { id: 1, eventType: "payment.completed", paymentId: "p1", receivedAt: at(3, 11) },
      { id: 2, eventType: "payment.failed", paymentId: "p2", receivedAt: at(5, 12) },
    ],
    now: new Date(at(29, 12)),
    stuckAfterMs: 24 * 3_600_000,
    ledgerCoversUntil: null,
  };
}

function kinds(input: ReconciliationInput): BreakKind[] {
  return reconcileWindow(input).breaks.map((b) => b.kind);
}

describe("reconcileWindow", () => {
  it("finds a consistent window balanced, with its totals from the rows", () => {
    const result = reconcileWindow(balancedInput());
    expect(result.breaks).toEqual([]);
    expect(result.balanced).toBe(true);
    expect(result.totals).toMatchObject({
      opening: "1000.00",
      credits: "100000.00",
      debits: "51000.50",
      refunds: "12000.00",
      closing: "61999.50",
      expectedClosing: "61999.50",
      debitCount: 3,
      refundCount: 1,
    });
    expect(result.payoutsInWindow).toBe(3);
    expect(result.eventsChecked).toBe(2);
  });

  it("adds money with decimals, not floats (0.1 + 0.2 is 0.3)", () => {
    const a = payout("a", 6, 0.1, "COMPLETED");
    const b = payout("b", 6, 0.2, "COMPLETED");
    const { ledger, summary } = book(0.3, [debit(a), debit(b)]);
    const result = reconcileWindow({ ...balancedInput(), ledger, summary, offramps: [a, b], events: [] });
    expect(result.breaks).toEqual([]);
    expect(result.totals.closing).toBe("0.00");
  });

  it("breaks check 1 when the closing balance does not follow from opening and movements", () => {
    const input = balancedInput();
    input.summary = { ...input.summary, closingBalanceLkr: Number(input.summary.closingBalanceLkr) + 10 };
    const result = reconcileWindow(input);
    expect(result.breaks.map((b) => b.kind)).toEqual(["balance-equation", "running-balance"]);
    expect(result.breaks[0]?.explanation).toContain("off by LKR 10.00");
  });

  it("breaks check 1 when a page is missing: the summary's totals exceed the rows", () => {
    const input = balancedInput();
    input.ledger = input.ledger.filter((e) => e.id !== "refund-p2");
    const found = kinds(input);
    expect(found).toContain("summary-totals");
    expect(found).toContain("running-balance");
    expect(found).toContain("failed-without-refund");
  });

  it("names both rows of a running-balance break", () => {
    const input = balancedInput();
    input.ledger = input.ledger.map((e) =>
      e.id === "debit-p2" ? { ...e, balanceAfter: Number(e.balanceAfter) - 5 } : e,
    );
    const breaks = reconcileWindow(input).breaks.filter((b) => b.kind === "running-balance");
    expect(breaks[0]?.entries.map((e) => e.id)).toEqual(["debit-p1", "debit-p2"]);
  });

  it("breaks check 2 for a debit that names no payout, or one the report does not hold", () => {
    const result = reconcileBooked(
      [
        credit("c1", 2, 100_000),
        { ...debit(done), aggregatorOfframpId: null },
        debit(failed),
        refund(failed),
        debit(payout("ghost", 7, 9_000, "COMPLETED")),
      ],
      { offramps: [done, failed], events: [] },
    );
    expect(result.breaks.map((b) => b.kind).sort()).toEqual([
      "debit-without-payout",
      "debit-without-payout",
      "payout-without-debit",
    ]);
    const ghost = result.breaks.find((b) => b.payouts[0]?.paymentId === "ghost");
    expect(ghost?.explanation).toContain("does not hold");
  });

  it("breaks check 2 when a debit's amount differs from its payout's", () => {
    const result = reconcileBooked([
      credit("c1", 2, 100_000),
      debit(done, 30_000),
      debit(failed),
      refund(failed),
      debit(open),
    ]);
    expect(result.breaks.map((b) => b.kind)).toEqual(["debit-amount"]);
    expect(result.breaks[0]?.explanation).toBe(
      "Payout REF-p1 is for LKR 30,000.50, but its debit is LKR 30,000.00 (off by LKR -0.50).",
    );
    expect(result.breaks[0]?.entries[0]?.id).toBe("debit-p1");
    expect(result.breaks[0]?.payouts[0]?.paymentId).toBe("p1");
  });

  it("breaks check 2 for a payout debited twice and for a payout never debited", () => {
    const result = reconcileBooked([
      credit("c1", 2, 100_000),
      debit(done),
      { ...debit(done), id: "debit-p1-again" },
      debit(failed),
      refund(failed),
    ]);
    expect(result.breaks.map((b) => b.kind)).toEqual(["duplicate-debit", "payout-without-debit"]);
    expect(result.breaks[0]?.entries).toHaveLength(2);
    expect(result.breaks[1]?.payouts[0]?.paymentId).toBe("p3");
  });

  it("breaks check 3 for a failed payout without a refund, and for a completed one with a refund", () => {
    const result = reconcileBooked([
      credit("c1", 2, 100_000),
      debit(done),
      refund({ ...done, failedAt: at(3, 12) }),
      debit(failed),
      debit(open),
    ]);
    expect(result.breaks.map((b) => b.kind)).toEqual(["refund-not-failed", "failed-without-refund"]);
    expect(result.breaks[0]?.explanation).toContain("completed");
  });

  it("breaks check 3 for a refund twice, of the wrong amount, or of an unknown payout", () => {
    const result = reconcileBooked(
      [
        credit("c1", 2, 100_000),
        debit(done),
        debit(failed),
        refund(failed),
        refund(failed, 11_000, "refund-p2-again"),
        { ...refund(failed), id: "r-ghost", aggregatorOfframpId: "gone" },
        debit(open),
      ],
      { unknownOfframpIds: ["gone"] },
    );
    // Entries that name no payout the report holds come first, then the payouts' own breaks.
    expect(result.breaks.map((b) => b.kind)).toEqual([
      "refund-without-payout",
      "duplicate-refund",
      "refund-amount",
    ]);
    expect(result.breaks[0]?.explanation).toContain("the service does not know");
  });

  it("does not hold a payout created before the window against it when its refund falls inside", () => {
    // Created on 30 October (inside the edge days read), failed and refunded on 1 November.
    const early = payout("early", 0, 5_000, "FAILED");
    const before = { ...early, createdAt: "2026-10-30T15:00:00.000Z", failedAt: "2026-10-31T19:00:00.000Z" };
    // 2026-10-31T19:00Z is 1 November 00:30 in Colombo: inside the window.
    const result = reconcileBooked([refund(before), ...balancedMoves], {
      offramps: [before, done, failed, open],
    });
    expect(result.breaks).toEqual([]);
    expect(result.payoutsInWindow).toBe(3);
  });

  it("does not expect the refund of a payout that fails after the window", () => {
    const late = payout("late", 30, 4_000, "FAILED", 30);
    const lateFailed = { ...late, failedAt: "2026-11-30T19:00:00.000Z" }; // 1 December in Colombo
    const { ledger, summary } = book(1_000, [...balancedMoves, debit(lateFailed)]);
    expect(
      kinds({ ...balancedInput(), ledger, summary, offramps: [done, failed, open, lateFailed] }),
    ).toEqual([]);
  });

  it("defers a payout whose entry may be booked after the ledger was read", () => {
    const fresh = payout("fresh", 29, 1_000, "PENDING");
    const input = balancedInput();
    const result = reconcileWindow({
      ...input,
      offramps: [...input.offramps, { ...fresh, createdAt: at(29, 11) }],
      ledgerCoversUntil: at(29, 10),
    });
    expect(result.breaks).toEqual([]);
    expect(result.deferred).toBe(1);
    expect(kinds({ ...input, offramps: [...input.offramps, fresh], ledgerCoversUntil: null })).toEqual([
      "payout-without-debit",
    ]);
  });

  it("breaks check 4 for a payout open longer than the settlement delay", () => {
    const input = balancedInput();
    const result = reconcileWindow({ ...input, now: new Date(at(30, 12)) });
    expect(result.breaks.map((b) => b.kind)).toEqual(["stuck-payout"]);
    expect(result.breaks[0]?.explanation).toContain("processing for 1 day 2 hours");
    expect(kinds({ ...input, now: new Date(at(30, 9)) })).toEqual([]);
  });

  it("breaks check 5 when a received webhook disagrees with the report", () => {
    const input = balancedInput();
    input.events = [
      ...input.events,
      { id: 3, eventType: "payment.failed", paymentId: "p1", receivedAt: at(3, 12) },
      { id: 4, eventType: "payment.completed", paymentId: "p3", receivedAt: at(29, 11) },
      // A merchant payment's event (not a payout) is not this check's business.
      { id: 5, eventType: "payment.failed", paymentId: "someone-else", receivedAt: at(3, 12) },
    ];
    const result = reconcileWindow(input);
    expect(result.breaks.map((b) => b.kind)).toEqual(["webhook-disagrees", "webhook-disagrees"]);
    expect(result.breaks[0]?.events[0]?.id).toBe(3);
    expect(result.breaks[0]?.explanation).toContain("the offramp report says it is completed");
    expect(result.eventsChecked).toBe(4);
  });

  it("counts breaks per check for the statement", () => {
    const input = balancedInput();
    input.events = [{ id: 3, eventType: "payment.failed", paymentId: "p1", receivedAt: at(3, 12) }];
    expect(breaksPerCheck(reconcileWindow({ ...input, now: new Date(at(30, 12)) }))).toEqual({
      balance: 0,
      debits: 0,
      refunds: 0,
      stuck: 1,
      webhooks: 1,
    });
  });
});

describe("durationWords", () => {
  it("says the two largest units", () => {
    expect(durationWords(86_400_000)).toBe("1 day");
    expect(durationWords(93_784_000)).toBe("1 day 2 hours");
    expect(durationWords(5_000)).toBe("5 seconds");
  });
});
