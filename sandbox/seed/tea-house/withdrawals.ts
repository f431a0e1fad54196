import { randomUUID } from "node:crypto";
import { colomboDate } from "@/lib/dates";
import { type PoolPayment, settlementLines, settlementTotals } from "../../domain/withdrawals/pool";
import {
  autoApprovedFields,
  decisionFields,
  pendingWithdrawalRow,
  type ReviewDecision,
  settlementLineRows,
  totalsColumns,
  type WithdrawalInsert,
  type WithdrawalLineInsert,
} from "../../domain/withdrawals/withdrawal-row";
import { atColombo, type DemoDay, HOUR_MS, MINUTE_MS, plusMs } from "../calendar";
import type { PaymentInsert } from "../payment-row";
import { Rng } from "../random";
import type { TeaHouseContext } from "./context";

export type { WithdrawalInsert, WithdrawalLineInsert } from "../../domain/withdrawals/withdrawal-row";

type Plan = "REVIEW" | "REJECT" | "CANCEL" | "LEAVE_PENDING";

interface Request {
  at: Date;
  plan: Plan;
  branchId: string | null;
}

const DECISION: Record<Plan, ReviewDecision | null> = {
  REVIEW: "APPROVE",
  REJECT: "REJECT",
  CANCEL: "CANCEL",
  LEAVE_PENDING: null,
};
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
    const pending = pendingWithdrawalRow(
      {
        id,
        merchantId: ctx.merchant.id,
        branchId: request.branchId,
        settlementDate,
        apiKeyId: apiKeyRowId,
        requestedAt: request.at,
      },
      rng,
    );
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
    const decision = autoApproved ? null : DECISION[request.plan];
    // Reviewed hours later, or cancelled by the merchant within the half hour.
    const decidedAt = plusMs(request.at, decision === "CANCEL" ? 25 * MINUTE_MS : reviewDelay);
    const reviewer = decision === "REJECT" ? COMPLIANCE : decision === "APPROVE" ? rng.pick(REVIEWERS) : "";
    const row: WithdrawalInsert = {
      ...pending,
      ...totalsColumns(totals),
      ...(autoApproved ? autoApprovedFields() : {}),
      ...(decision ? decisionFields(decision, reviewer, decidedAt) : {}),
    };
    if (row.status === "APPROVED" || row.status === "PENDING") {
      // The database allows one active request per merchant and day; the plan must respect it too.
      if (activeDates.has(settlementDate))
        throw new Error(`two active demo withdrawals on ${settlementDate}`);
      activeDates.add(settlementDate);
      for (const p of pool) p.withdrawalId = id;
    }
    rows.push(row);
    lines.push(...settlementLineRows(id, settled));
  }
  return { withdrawals: rows, lines };
}
