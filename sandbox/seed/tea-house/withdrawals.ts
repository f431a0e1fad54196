import { randomUUID } from "node:crypto";
import { colomboDate } from "@/lib/dates";
import type { withdrawalPayments, withdrawals } from "../../db/schema";
import { type PoolPayment, settlementLines, settlementTotals } from "../../domain/withdrawals/pool";
import { atColombo, type DemoDay, HOUR_MS, longStamp, MINUTE_MS, plusMs } from "../calendar";
import type { PaymentInsert } from "../payment-row";
import { Rng } from "../random";
import type { TeaHouseContext } from "./context";

export type WithdrawalInsert = typeof withdrawals.$inferInsert & { id: string };
export type WithdrawalLineInsert = typeof withdrawalPayments.$inferInsert;

type Plan = "REVIEW" | "REJECT" | "CANCEL" | "LEAVE_PENDING";

interface Request {
  at: Date;
  plan: Plan;
  branchId: string | null;
}

const MONDAY = 1;
const REVIEWERS = ["Platform settlements: R. Jayawardena", "Platform settlements: S. Nadarajah"];
const COMPLIANCE = "Platform compliance: M. Cassim";

/**
 * The merchant's settlement history: a request most Mondays (reviewed and approved the same day), one
 * rejected and resubmitted the next day, one cancelled and resubmitted an hour later, the closed airport
 * kiosk's own final settlement, and yesterday's request still waiting for review. Each request claims
 * the PAID payments unsettled at that moment, as POST /v1/withdrawal does.
 */
function schedule(rng: Rng, ctx: TeaHouseContext): Request[] {
  const requests: Request[] = [];
  const mondays = ctx.days.filter(
    (d) => d.weekday === MONDAY && d.daysAgo >= 2 && d.daysAgo <= ctx.days.length - 6,
  );
  mondays.forEach((day, index) => {
    const at = atColombo(day, rng.between(9 * 60, 10.5 * 60));
    if (index === 3) {
      requests.push({ at, plan: "REJECT", branchId: null });
      requests.push({
        at: plusMs(at, 24 * HOUR_MS + rng.between(10, 60) * MINUTE_MS),
        plan: "REVIEW",
        branchId: null,
      });
    } else if (index === 7) {
      requests.push({ at, plan: "CANCEL", branchId: null });
      requests.push({ at: plusMs(at, rng.between(60, 90) * MINUTE_MS), plan: "REVIEW", branchId: null });
    } else {
      requests.push({ at, plan: "REVIEW", branchId: null });
    }
  });
  const kiosk = ctx.branches.find((b) => b.plan.closedDaysAgo !== undefined);
  const closing = ctx.days.find((d) => d.daysAgo === kiosk?.plan.closedDaysAgo);
  if (kiosk && closing)
    requests.push({ at: atColombo(closing, 18.5 * 60), plan: "REVIEW", branchId: kiosk.id });
  const yesterday: DemoDay | undefined = ctx.days[ctx.days.length - 2];
  if (yesterday)
    requests.push({
      at: atColombo(yesterday, rng.between(9 * 60, 10 * 60)),
      plan: "LEAVE_PENDING",
      branchId: null,
    });
  return requests.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function poolPayment(p: PaymentInsert): PoolPayment {
  return {
    id: p.id,
    originalCurrency: p.originalCurrency,
    grossUsdt: p.grossUsdt,
    netUsdt: p.netUsdt,
    feesUsdt: p.feesUsdt,
    lkrGross: p.lkrGross ?? null,
    lkrNet: p.lkrNet ?? null,
    lkrFees: p.lkrFees ?? null,
  };
}

export function buildWithdrawals(
  ctx: TeaHouseContext,
  payments: PaymentInsert[],
  limits: { minWithdrawalLkr: string; autoApproveBelowLkr: string },
  apiKeyRowId: string,
) {
  const rng = new Rng(ctx.seedNumber, "tea-house/withdrawals");
  const rows: WithdrawalInsert[] = [];
  const lines: WithdrawalLineInsert[] = [];
  const activeDates = new Set<string>();
  const paid = payments
    .filter((p) => p.status === "PAID" && p.paidAt)
    .sort((a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0));

  for (const request of schedule(rng, ctx)) {
    const id = randomUUID();
    const settlementDate = colomboDate(request.at);
    const reviewDelay = rng.between(2, 7) * HOUR_MS;
    const bankRefId = `WD${longStamp(settlementDate)}${rng.code(10)}`;
    const pool = paid.filter(
      (p) =>
        !p.withdrawalId &&
        (p.paidAt?.getTime() ?? Number.POSITIVE_INFINITY) <= request.at.getTime() &&
        (request.branchId === null || p.branchId === request.branchId),
    );
    if (pool.length === 0) continue;
    const settled = settlementLines(pool.map(poolPayment), ctx.rates.at(request.at));
    const totals = settlementTotals(settled);
    if (totals.netLkr.lt(limits.minWithdrawalLkr)) continue;

    const autoApproved = totals.netLkr.lt(limits.autoApproveBelowLkr);
    const status = autoApproved
      ? "APPROVED"
      : { REVIEW: "APPROVED", REJECT: "REJECTED", CANCEL: "CANCELLED", LEAVE_PENDING: "PENDING" }[
          request.plan
        ];
    // When the request last changed: reviewed hours later, or cancelled by the merchant within the half hour.
    const changedAt =
      autoApproved || status === "PENDING"
        ? null
        : plusMs(request.at, status === "CANCELLED" ? 25 * MINUTE_MS : reviewDelay);
    const active = status === "APPROVED" || status === "PENDING";
    if (active) {
      // The database allows one active request per merchant and day; the plan must respect it too.
      if (activeDates.has(settlementDate))
        throw new Error(`two active demo withdrawals on ${settlementDate}`);
      activeDates.add(settlementDate);
      for (const p of pool) p.withdrawalId = id;
    }
    rows.push({
      id,
      bankRefId,
      merchantId: ctx.merchant.id,
      branchId: request.branchId,
      settlementDate,
      requestedBy: null,
      requesterName: "API",
      apiKeyId: apiKeyRowId,
      requestedAt: request.at,
      status,
      totalPaymentsCount: totals.count,
      totalNetAmountLkr: totals.netLkr.toFixed(2),
      totalNetAmountUsdt: totals.netUsdt.toFixed(6),
      totalGrossAmountLkr: totals.grossLkr.toFixed(2),
      totalGrossAmountUsdt: totals.grossUsdt.toFixed(6),
      totalFeesLkr: totals.feesLkr.toFixed(2),
      totalFeesUsdt: totals.feesUsdt.toFixed(6),
      // A cancellation is the merchant withdrawing the request, so it records no reviewer.
      reviewedBy:
        status === "REJECTED"
          ? COMPLIANCE
          : status === "APPROVED" && !autoApproved
            ? rng.pick(REVIEWERS)
            : null,
      reviewedAt: status === "CANCELLED" ? null : changedAt,
      merchantSettlementId: status === "APPROVED" ? randomUUID() : null,
      createdAt: request.at,
      updatedAt: changedAt ?? request.at,
    });
    for (const line of settled) {
      lines.push({
        withdrawalId: id,
        paymentId: line.paymentId,
        usdtNetAmount: line.netUsdt.toFixed(6),
        lkrNetAmount: line.netLkr.toFixed(2),
      });
    }
  }
  return { withdrawals: rows, lines };
}
