import { randomUUID } from "node:crypto";
import { type Decimal, decimal, divide, lkrToUsdt, multiply, roundLkr, roundUsdt, sum } from "@/lib/money";
import type { ddContracts } from "../../db/schema";
import { approvalUrls, merchantAccountNo, oneYearAfter } from "../../domain/direct-debit/create-contract";
import { atColombo, DAY_MS, MINUTE_MS, plusMs } from "../calendar";
import { buildPaymentRow, HISTORY_CUTOFF_MS, type PaymentInsert } from "../payment-row";
import { Rng } from "../random";
import { billingOf, pickCustomer, type TeaHouseContext } from "./context";
import { CONTRACT_PLANS, type ContractPlan } from "./contract-plans";

export type ContractInsert = typeof ddContracts.$inferInsert & { id: string };

const SIGNING_WINDOW_MS = 15 * MINUTE_MS;
const SITE = "https://ceylonteahouse.lk/tea-club";

/** The USDT limit stored for the contract: LKR limits convert at signing time with the slippage buffer. */
function usdtLimit(plan: ContractPlan, rate: Decimal): { usdt: Decimal; lkr: string | null } {
  if (plan.currency === "USDT") return { usdt: roundUsdt(plan.limit), lkr: null };
  const lkr = roundLkr(plan.limit);
  const buffer = decimal(10000 + (plan.slippageBps ?? 0)).div(10000);
  return { usdt: roundUsdt(multiply(divide(lkr, rate), buffer)), lkr: lkr.toFixed(2) };
}

function chargeAmount(rng: Rng, plan: ContractPlan): Decimal {
  const charges = plan.charges;
  if (!charges) throw new Error(`contract ${plan.code} has no charges`);
  const spread = charges.spread ?? 0;
  const raw = charges.amount + rng.between(-spread, spread);
  // Rupee invoices land on 50s; USDT top-ups on whole cents.
  return plan.currency === "LKR" ? decimal(Math.round(raw / 50) * 50) : decimal(raw.toFixed(2));
}

/** Contracts in every status, with the charges of the signed and terminated ones and their counters. */
export function buildDirectDebit(ctx: TeaHouseContext, scenarioIds: ReadonlyMap<string, string>) {
  const contracts: ContractInsert[] = [];
  const payments: PaymentInsert[] = [];
  const today = ctx.days[ctx.days.length - 1];
  if (!today) throw new Error("empty demo window");

  for (const plan of CONTRACT_PLANS) {
    const scenarioId = scenarioIds.get(plan.scenarioId);
    if (!scenarioId) throw new Error(`direct-debit scenario ${plan.scenarioId} is not seeded`);
    // A stream per contract, its own fields drawn first, so charges cut at "now" never shift another draw.
    const rng = new Rng(ctx.seedNumber, `tea-house/direct-debit/${plan.code}`);
    const id = randomUUID();
    const preContractId = `PC${rng.digits(18)}`;
    const bizId = rng.code(24);
    const providerContractId = Number(rng.digits(12));
    const openUserId = `OU${rng.code(20)}`;
    const createdAt =
      plan.createdMinutesAgo === undefined
        ? atColombo(today, rng.between(9 * 60, 20 * 60) - (plan.createdDaysAgo ?? 0) * 24 * 60)
        : plusMs(ctx.now, -plan.createdMinutesAgo * MINUTE_MS - rng.int(0, 40_000));
    const rate = ctx.rates.at(createdAt);
    const limit = usdtLimit(plan, rate);
    const signed = plan.outcome === "SIGNED" || plan.outcome === "TERMINATED";
    const approvedAt = signed || plan.approved ? plusMs(createdAt, rng.between(2, 9) * MINUTE_MS) : null;
    const terminatedAt =
      plan.terminatedDaysAgo === undefined
        ? null
        : atColombo(today, rng.between(10 * 60, 17 * 60) - plan.terminatedDaysAgo * 24 * 60);
    const syncedAt = approvedAt && signed ? plusMs(approvedAt, rng.between(5_000, 40_000)) : null;
    const requestExpireTime = plusMs(createdAt, SIGNING_WINDOW_MS);
    const expiredAt = plan.outcome === "EXPIRED" ? plusMs(requestExpireTime, rng.between(200, 1_000)) : null;
    const person = pickCustomer(rng, ctx.customers);
    const billing = plan.company
      ? {
          firstName: "Accounts",
          lastName: plan.company.name,
          email: plan.company.email,
          phone: plan.company.phone,
          address: plan.company.address,
          city: plan.company.city,
          postalCode: plan.company.postalCode,
          country: "Sri Lanka",
        }
      : billingOf(person);

    const charges: PaymentInsert[] = [];
    if (signed && plan.charges && approvedAt) {
      const stop = Math.min(
        terminatedAt?.getTime() ?? Number.POSITIVE_INFINITY,
        ctx.now.getTime() - HISTORY_CUTOFF_MS,
      );
      let due = atColombo(today, 6 * 60 - (plan.createdDaysAgo ?? 0) * 24 * 60 + 24 * 60);
      for (let n = 0; due.getTime() < stop; n++) {
        const at = plusMs(due, rng.between(0, 50) * MINUTE_MS);
        const amount = chargeAmount(rng, plan);
        const failed = plan.charges.failsAt === n;
        const attempts = failed ? [at, plusMs(at, DAY_MS)] : [at];
        attempts.forEach((attemptAt, index) => {
          const status = failed && index === 0 ? "FAILED" : "PAID";
          const asUsdt = plan.currency === "LKR" ? lkrToUsdt(amount, ctx.rates.at(attemptAt)) : amount;
          if (asUsdt.gt(limit.usdt)) throw new Error(`demo charge of ${plan.code} exceeds its limit`);
          if (attemptAt.getTime() >= stop) return;
          charges.push(
            buildPaymentRow(rng, {
              merchant: ctx.merchant,
              publicUrl: ctx.publicUrl,
              provider: "EXCHANGEA_PAY",
              currency: plan.currency,
              amount,
              rate: ctx.rates.at(attemptAt),
              goods: [
                {
                  name: plan.charges?.product ?? plan.serviceName,
                  description: plan.charges?.detail ?? "",
                  mccCode: "5818",
                },
              ],
              customerBilling: billing,
              branchId: ctx.branches.find((b) => b.plan.code === plan.branchCode)?.id ?? null,
              merchantTradeNo: null,
              createdAt: attemptAt,
              status,
              // The provider collects within a second; a decline comes back as fast.
              settledAt: plusMs(attemptAt, rng.between(550, 950)),
              directDebitContractId: id,
            }),
          );
        });
        due = plusMs(due, plan.charges.everyDays * DAY_MS);
      }
    }

    const paid = charges.filter((c) => c.status === "PAID");
    const lastPaymentAt = paid.reduce<Date | null>(
      (last, c) => (c.paidAt && (!last || c.paidAt > last) ? c.paidAt : last),
      null,
    );
    const links = approvalUrls(ctx.publicUrl, id);
    contracts.push({
      id,
      merchantId: ctx.merchant.id,
      branchId: ctx.branches.find((b) => b.plan.code === plan.branchCode)?.id ?? null,
      paymentProvider: "EXCHANGEA_PAY",
      merchantContractCode: plan.code,
      preContractId,
      contractId: signed ? providerContractId : null,
      bizId,
      serviceName: plan.serviceName,
      scenarioId,
      currency: plan.currency,
      singleUpperLimit: limit.usdt.toFixed(6),
      singleUpperLimitLkr: limit.lkr,
      slippageBps: plan.currency === "LKR" ? (plan.slippageBps ?? 0) : null,
      periodic: plan.charges !== undefined,
      contractEndTime: oneYearAfter(createdAt),
      requestExpireTime,
      openUserId: signed ? openUserId : null,
      merchantAccountNo: merchantAccountNo(ctx.merchant.id),
      status: plan.outcome,
      approvedAt,
      contractTerminationWay: terminatedAt ? 1 : null,
      contractTerminationTime: terminatedAt,
      terminationNotes: terminatedAt ? (plan.terminationNotes ?? null) : null,
      paymentCount: paid.length,
      totalAmountCharged: sum(paid.map((c) => c.grossUsdt)).toFixed(6),
      lastPaymentAt,
      webhookUrl: null,
      returnUrl: `${SITE}/welcome`,
      cancelUrl: `${SITE}/cancelled`,
      qrContent: links.qrContent,
      deepLink: links.deepLink,
      createdAt,
      updatedAt: [terminatedAt, lastPaymentAt, syncedAt, expiredAt, approvedAt].reduce<Date>(
        (latest, at) => (at && at > latest ? at : latest),
        createdAt,
      ),
    });
    payments.push(...charges);
  }
  return { contracts, payments };
}
