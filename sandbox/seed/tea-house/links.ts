import { randomUUID } from "node:crypto";
import { type Decimal, decimal, multiply, roundFor } from "@/lib/money";
import {
  activePaymentLinkRow,
  type PaymentLinkInsert as LinkRowInsert,
} from "../../domain/payment-links/link-row";
import { atColombo, DAY_MS, type DemoDay, MINUTE_MS, plusMs } from "../calendar";
import {
  buildPaymentRow,
  HISTORY_CUTOFF_MS,
  type PaymentInsert,
  type SeedPaymentStatus,
  settleTime,
} from "../payment-row";
import { Rng } from "../random";
import { billingOf, pickCustomer, type TeaHouseContext } from "./context";
import { LINK_PLANS, type LinkPlan } from "./link-plans";

export type PaymentLinkInsert = LinkRowInsert & { id: string };

const STATUS_MIX: ReadonlyArray<readonly [SeedPaymentStatus, number]> = [
  ["PAID", 86],
  ["EXPIRED", 10],
  ["FAILED", 4],
];
const SITE = "https://ceylonteahouse.lk";

function dayAgo(ctx: TeaHouseContext, daysAgo: number): DemoDay {
  const day = ctx.days.find((d) => d.daysAgo === daysAgo);
  if (!day) throw new Error(`demo window has no day ${daysAgo} days ago`);
  return day;
}

/** Amount of one checkout, in the link's currency, as the hosted page would total it. */
function checkoutAmount(rng: Rng, plan: LinkPlan): Decimal {
  if (plan.amount === undefined) {
    const min = plan.minAmount ?? 1;
    const max = plan.maxAmount ?? min;
    const step = plan.currency === "LKR" ? 100 : 5;
    const wanted = rng.logNormal(plan.currency === "LKR" ? 6000 : 40, 0.6);
    return decimal(Math.min(max, Math.max(min, Math.round(wanted / step) * step)));
  }
  const quantity = plan.maxQuantity
    ? Math.min(
        plan.maxQuantity,
        rng.weighted([
          [1, 60],
          [2, 25],
          [3, 10],
          [plan.maxQuantity, 5],
        ] as const),
      )
    : 1;
  return roundFor(plan.currency, multiply(plan.amount, quantity));
}

/** The link rows and every payment made through them; used_count counts their PAID payments. */
export function buildPaymentLinks(ctx: TeaHouseContext, creatorKeyId: string) {
  const links: PaymentLinkInsert[] = [];
  const payments: PaymentInsert[] = [];
  const cutoff = ctx.now.getTime() - HISTORY_CUTOFF_MS;

  for (const plan of LINK_PLANS) {
    // A stream per link, and the link's own draws first: a later link never depends on an earlier one.
    const rng = new Rng(ctx.seedNumber, `tea-house/links/${plan.merchantTradeNo}`);
    const id = randomUUID();
    const slug = rng.slug(12);
    const created = dayAgo(ctx, plan.createdDaysAgo);
    const createdAt = atColombo(created, rng.between(9 * 60, 12 * 60));
    const branch = ctx.branches.find((b) => b.plan.code === plan.branchCode) ?? null;
    const endsAt = plan.endDaysAgo === undefined ? null : atColombo(dayAgo(ctx, plan.endDaysAgo), 18 * 60);
    const linkPayments: PaymentInsert[] = [];

    const pay = (at: Date, status: SeedPaymentStatus) => {
      const row = buildPaymentRow(rng, {
        merchant: ctx.merchant,
        publicUrl: ctx.publicUrl,
        provider: "EXCHANGEA",
        currency: plan.currency,
        amount: checkoutAmount(rng, plan),
        rate: ctx.rates.at(at),
        goods: [{ name: plan.name, description: plan.description, mccCode: "5818" }],
        customerBilling: billingOf(pickCustomer(rng, ctx.customers)),
        branchId: branch?.id ?? null,
        merchantTradeNo: plan.merchantTradeNo,
        createdAt: at,
        status,
        settledAt: settleTime(rng, status, at),
        paymentLinkId: id,
      });
      if (at.getTime() <= cutoff) linkPayments.push(row);
    };

    if (plan.reusable) {
      const stop = endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
      for (const day of ctx.days) {
        if (day.daysAgo >= plan.createdDaysAgo) continue;
        const expected = plan.perWeek / 7;
        const count = (rng.chance(expected) ? 1 : 0) + (rng.chance(expected / 4) ? 1 : 0);
        for (let i = 0; i < count; i++) {
          const at = atColombo(day, rng.between(7 * 60, 22.5 * 60));
          const status = rng.weighted(STATUS_MIX);
          if (at.getTime() < stop) pay(at, status);
        }
      }
    } else if (plan.outcome === "INACTIVE") {
      // The client let the first checkout lapse, then paid two days after the link was sent.
      pay(plusMs(createdAt, 3 * 60 * MINUTE_MS), "EXPIRED");
      pay(plusMs(createdAt, 2 * DAY_MS + 2 * 60 * MINUTE_MS), "PAID");
    }

    linkPayments.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const paid = linkPayments.filter((p) => p.status === "PAID");
    const lastPaidAt = paid.reduce<Date | null>(
      (last, p) => (p.paidAt && (!last || p.paidAt > last) ? p.paidAt : last),
      null,
    );
    const closedAt = plan.outcome === "INACTIVE" ? (endsAt ?? lastPaidAt) : null;
    const expirationDate =
      plan.outcome === "EXPIRED"
        ? endsAt
        : plan.expiresInDays === undefined
          ? null
          : atColombo(dayAgo(ctx, 0), 23 * 60 + 59 + plan.expiresInDays * 24 * 60);
    links.push({
      ...activePaymentLinkRow({
        merchantId: ctx.merchant.id,
        slug,
        creatorKeyId,
        createdAt,
        name: plan.name,
        description: plan.description,
        currency: plan.currency,
        amount: plan.amount ?? null,
        allowCustomAmount: plan.amount === undefined,
        minAmount: plan.minAmount ?? null,
        maxAmount: plan.maxAmount ?? null,
        allowQuantityBuy: plan.maxQuantity !== undefined,
        maxQuantity: plan.maxQuantity ?? null,
        reusable: plan.reusable,
        expirationDate,
        successUrl: `${SITE}/thank-you`,
        cancelUrl: `${SITE}/shop`,
        branchId: branch?.id ?? null,
        merchantTradeNo: plan.merchantTradeNo,
      }),
      // What happened to the link since: its paid checkouts, and a single-use link closing after one.
      id,
      usedCount: paid.length,
      status: plan.outcome === "INACTIVE" ? "INACTIVE" : "ACTIVE",
      updatedAt: [closedAt, lastPaidAt, createdAt].reduce<Date>(
        (latest, at) => (at && at > latest ? at : latest),
        createdAt,
      ),
    });
    payments.push(...linkPayments);
  }
  return { links, payments };
}
