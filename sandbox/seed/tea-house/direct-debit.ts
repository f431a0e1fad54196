import { randomUUID } from "node:crypto";
import { type Decimal, decimal, lkrToUsdt, sum } from "@/lib/money";
import {
  type ContractInsert,
  contractLimit,
  initiatedContractRow,
  signedContractFields,
  terminatedContractFields,
} from "../../domain/direct-debit/contract-row";
import { atColombo, DAY_MS, MINUTE_MS, plusMs } from "../calendar";
import { buildPaymentRow, HISTORY_CUTOFF_MS, type PaymentInsert } from "../payment-row";
import { Rng } from "../random";
import { billingOf, pickCustomer, type TeaHouseContext } from "./context";
import { CONTRACT_PLANS, type ContractPlan } from "./contract-plans";

export type { ContractInsert } from "../../domain/direct-debit/contract-row";

const SITE = "https://ceylonteahouse.lk/tea-club";

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
    const createdAt =
      plan.createdMinutesAgo === undefined
        ? atColombo(today, rng.between(9 * 60, 20 * 60) - (plan.createdDaysAgo ?? 0) * 24 * 60)
        : plusMs(ctx.now, -plan.createdMinutesAgo * MINUTE_MS - rng.int(0, 40_000));
    const branchId = ctx.branches.find((b) => b.plan.code === plan.branchCode)?.id ?? null;
    const created = initiatedContractRow(
      {
        id,
        merchantId: ctx.merchant.id,
        publicUrl: ctx.publicUrl,
        branchId,
        provider: "EXCHANGEA_PAY",
        merchantContractCode: plan.code,
        serviceName: plan.serviceName,
        scenarioId,
        currency: plan.currency,
        limit: contractLimit(plan.currency, decimal(plan.limit), plan.slippageBps, ctx.rates.at(createdAt)),
        returnUrl: `${SITE}/welcome`,
        cancelUrl: `${SITE}/cancelled`,
        createdAt,
      },
      rng,
    );
    // Drawn for every contract, so the stream does not depend on how the contract ended.
    const signedFields = signedContractFields(rng);
    const limitUsdt = decimal(created.singleUpperLimit);
    const signed = plan.outcome === "SIGNED" || plan.outcome === "TERMINATED";
    const approvedAt = signed || plan.approved ? plusMs(createdAt, rng.between(2, 9) * MINUTE_MS) : null;
    const terminatedAt =
      plan.terminatedDaysAgo === undefined
        ? null
        : atColombo(today, rng.between(10 * 60, 17 * 60) - plan.terminatedDaysAgo * 24 * 60);
    const syncedAt = approvedAt && signed ? plusMs(approvedAt, rng.between(5_000, 40_000)) : null;
    const { requestExpireTime } = created;
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
          if (asUsdt.gt(limitUsdt)) throw new Error(`demo charge of ${plan.code} exceeds its limit`);
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
              branchId,
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
    contracts.push({
      ...created,
      ...(signed ? signedFields : {}),
      ...(terminatedAt ? terminatedContractFields(terminatedAt, plan.terminationNotes) : {}),
      status: plan.outcome,
      periodic: plan.charges !== undefined,
      approvedAt,
      paymentCount: paid.length,
      totalAmountCharged: sum(paid.map((c) => c.grossUsdt)).toFixed(6),
      lastPaymentAt,
      updatedAt: [terminatedAt, lastPaymentAt, syncedAt, expiredAt, approvedAt].reduce<Date>(
        (latest, at) => (at && at > latest ? at : latest),
        createdAt,
      ),
    });
    payments.push(...charges);
  }
  return { contracts, payments };
}
