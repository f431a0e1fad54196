import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colomboDate } from "@/lib/dates";
import { computeFeeBreakdown, feeBreakdownToWire } from "@/lib/fees";
import { decimal } from "@/lib/money";
import { closeSeeded, rows, type Seeded, seededSandbox } from "./test-support";

let a: Seeded;
let b: Seeded;
let other: Seeded;

beforeAll(async () => {
  [a, b, other] = await Promise.all([seededSandbox(), seededSandbox(), seededSandbox("7")]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a, b, other].map(closeSeeded));
});

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A digest of the history both runs share: everything that happened two hours before either seeded. */
async function historyDigest(run: Seeded, before: Date): Promise<{ digest: string; counts: number[] }> {
  const at = before.toISOString();
  const payments = await rows(
    run,
    sql`select p.created_at, p.status, p.provider, p.original_currency, p.gross_usdt, p.net_usdt, p.lkr_gross,
          p.exchange_rate, p.merchant_trade_no, p.pay_id, p.payment_no, b.code as branch, p.paid_at, p.failed_at
        from payments p left join branches b on b.id = p.branch_id
        where p.created_at < ${at}::timestamptz order by p.created_at, p.pay_id`,
  );
  const offramps = await rows(
    run,
    sql`select created_at, status, external_ref, amount_usdt, amount_lkr, rate_usdt_lkr, bank_ref, failure_reason
        from offramps where coalesce(completed_at, failed_at, created_at) < ${at}::timestamptz
        order by created_at, external_ref`,
  );
  const ledger = await rows(
    run,
    sql`select seq, type, amount_lkr, balance_after, bank_ref, created_at from float_ledger
        where created_at < ${at}::timestamptz order by seq`,
  );
  const withdrawals = await rows(
    run,
    sql`select settlement_date, status, total_payments_count, total_net_amount_lkr, total_net_amount_usdt, bank_ref_id
        from withdrawals order by requested_at`,
  );
  const all = [payments, offramps, ledger, withdrawals].map((list) =>
    list.map((r) => Object.values(r).map(iso)),
  );
  return {
    digest: createHash("sha256").update(JSON.stringify(all)).digest("hex"),
    counts: all.map((list) => list.length),
  };
}
describe("demo seed", () => {
  it("builds the same history from the same seed number, and another from another", async () => {
    const before = new Date(Math.min(a.seededAt.getTime(), b.seededAt.getTime()) - 2 * 3_600_000);
    const first = await historyDigest(a, before);
    const second = await historyDigest(b, before);
    const different = await historyDigest(other, before);
    expect(first.counts[0]).toBeGreaterThan(2500);
    expect(first.counts[1]).toBeGreaterThan(1200);
    expect(second).toEqual(first);
    expect(different.digest).not.toBe(first.digest);
  });

  it("has every status of payments, contracts, withdrawals and offramps", async () => {
    const statuses = async (table: string) =>
      (await rows(a, sql`select distinct status from ${sql.raw(table)} order by status`)).map(
        (r) => r.status,
      );
    expect(await statuses("payments")).toEqual(["EXPIRED", "FAILED", "INITIATED", "PAID", "USER_REVIEW"]);
    expect(await statuses("dd_contracts")).toEqual(["EXPIRED", "INITIATED", "SIGNED", "TERMINATED"]);
    expect(await statuses("withdrawals")).toEqual(["APPROVED", "CANCELLED", "PENDING", "REJECTED"]);
    expect(await statuses("offramps")).toEqual(["COMPLETED", "FAILED", "PENDING", "PROCESSING"]);

    const reviewProviders = await rows(
      a,
      sql`select distinct provider from payments where status = 'USER_REVIEW'`,
    );
    expect(reviewProviders).toEqual([{ provider: "EXCHANGEB" }]);
    const providers = await rows(
      a,
      sql`select provider, original_currency, count(*)::int as n from payments
      where direct_debit_contract_id is null group by 1, 2 order by 1, 2`,
    );
    expect(providers.map((r) => `${r.provider}/${r.original_currency}`)).toEqual([
      "EXCHANGEA/LKR",
      "EXCHANGEA/USDT",
      "EXCHANGEB/LKR",
      "EXCHANGEB/USDT",
    ]);
    // Open payments are still open: their expiry lies ahead of the sandbox clock.
    const [open] = await rows(
      a,
      sql`select (extract(epoch from min(expire_time)) * 1000)::bigint as first
          from payments where status in ('INITIATED', 'USER_REVIEW')`,
    );
    expect(open?.first).toBeGreaterThan(a.sandbox.services.clock.now().getTime());

    const [users] = await rows(
      a,
      sql`select count(*)::int as n, count(distinct external_user_id)::int as distinct_ids from aggregator_users`,
    );
    expect(users).toEqual({ n: 200, distinct_ids: 200 });
    const [branches] = await rows(
      a,
      sql`select count(*)::int as n, count(*) filter (where is_active)::int as active from branches`,
    );
    expect(branches).toEqual({ n: 5, active: 4 });
  });

  it("shows a weekly rhythm and growth in the tea house's payments", async () => {
    const byWeekday = await rows(
      a,
      sql`select extract(dow from created_at at time zone 'Asia/Colombo')::int as dow, count(*)::int as n
          from payments where payment_link_id is null and direct_debit_contract_id is null group by 1`,
    );
    const count = (dow: number) => Number(byWeekday.find((r) => r.dow === dow)?.n ?? 0);
    expect(count(0)).toBeGreaterThan(count(1) * 1.4);
    expect(count(6)).toBeGreaterThan(count(2) * 1.3);
    const [growth] = await rows(
      a,
      sql`select count(*) filter (where created_at < ${a.seededAt.toISOString()}::timestamptz - interval '76 days')::int as first,
                 count(*) filter (where created_at >= ${a.seededAt.toISOString()}::timestamptz - interval '15 days'
                   and created_at < ${a.seededAt.toISOString()}::timestamptz - interval '1 day')::int as last
          from payments where payment_link_id is null and direct_debit_contract_id is null`,
    );
    expect(Number(growth?.last)).toBeGreaterThan(Number(growth?.first) * 1.6);
  });

  it("stores payments exactly as the API computes them", async () => {
    const all = await rows(
      a,
      sql`select p.original_currency, p.gross_usdt, p.net_usdt, p.fees_usdt, p.lkr_gross, p.lkr_net, p.lkr_fees,
            p.exchange_rate, p.fee_breakdown, p.customer_billing, p.customer_search, p.qr_content, p.id,
            m.exchange_fee_percentage, m.service_fee_percentage
          from payments p join merchants m on m.id = p.merchant_id`,
    );
    for (const p of all) {
      const currency = p.original_currency as "LKR" | "USDT";
      const fees = computeFeeBreakdown({
        currency,
        amount: currency === "LKR" ? String(p.lkr_gross) : String(p.gross_usdt),
        exchangeFeePercentage: String(p.exchange_fee_percentage),
        serviceFeePercentage: String(p.service_fee_percentage),
        rateUsdtLkr: currency === "LKR" ? String(p.exchange_rate) : null,
      });
      // The rate is reported at the payment's top level, so the stored breakdown leaves it out.
      const wire: Record<string, number> = { ...feeBreakdownToWire(fees) };
      delete wire.exchangeRateSnapshot;
      expect(p.fee_breakdown).toEqual(wire);
      expect(decimal(String(p.net_usdt)).plus(String(p.fees_usdt)).eq(String(p.gross_usdt))).toBe(true);
      if (currency === "LKR") {
        expect(decimal(String(p.lkr_net)).plus(String(p.lkr_fees)).eq(String(p.lkr_gross))).toBe(true);
        expect(Number(p.exchange_rate)).toBeGreaterThanOrEqual(285);
        expect(Number(p.exchange_rate)).toBeLessThanOrEqual(310);
      } else {
        expect(p.exchange_rate).toBeNull();
      }
      const billing = p.customer_billing as Record<string, string>;
      expect(p.customer_search).toBe(
        [`${billing.firstName} ${billing.lastName}`, billing.email, billing.phone].join("\n").toLowerCase(),
      );
      expect(p.qr_content).toContain(
        encodeURIComponent(`${a.sandbox.services.config.publicUrl}/checkout/${p.id}`),
      );
    }
  });

  it("keeps the float ledger exactly consistent with the offramps", async () => {
    const entries = await rows(
      a,
      sql`select seq, type, amount_lkr, balance_after, aggregator_offramp_id,
            (extract(epoch from created_at) * 1000)::bigint as created_ms
          from float_ledger order by seq`,
    );
    let balance = decimal(0);
    let previous = 0;
    entries.forEach((entry, index) => {
      expect(entry.seq).toBe(index + 1);
      const amount = decimal(String(entry.amount_lkr));
      balance = entry.type === "DEBIT" ? balance.minus(amount) : balance.plus(amount);
      expect(balance.isNegative()).toBe(false);
      expect(balance.eq(String(entry.balance_after))).toBe(true);
      const at = Number(entry.created_ms);
      expect(at).toBeGreaterThan(previous);
      previous = at;
    });
    const topUps = entries.filter((e) => e.type === "CREDIT");
    expect(topUps.length).toBeGreaterThanOrEqual(12);

    const offramps = await rows(
      a,
      sql`select o.id, o.status, o.amount_lkr, o.amount_usdt, o.rate_usdt_lkr, o.failure_reason, o.bank_ref,
            l.amount_lkr as lock_lkr, l.rate_usdt_lkr as lock_rate, l.used_at = o.created_at as used_at_creation,
            l.expires_at > o.created_at and l.created_at < o.created_at as lock_was_live
          from offramps o join fx_locks l on l.id = o.fx_lock_id`,
    );
    expect(offramps.length).toBeGreaterThan(1300);
    expect(offramps.length).toBeLessThan(1700);
    const debits = new Map(
      entries.filter((e) => e.type === "DEBIT").map((e) => [e.aggregator_offramp_id, e]),
    );
    const refunds = new Map(
      entries.filter((e) => e.type === "REFUND").map((e) => [e.aggregator_offramp_id, e]),
    );
    expect(debits.size).toBe(offramps.length);
    for (const o of offramps) {
      expect(debits.get(o.id)?.amount_lkr).toBe(o.amount_lkr);
      expect(o.used_at_creation).toBe(true);
      expect(o.lock_was_live).toBe(true);
      expect(o.lock_lkr).toBe(o.amount_lkr);
      expect(o.lock_rate).toBe(o.rate_usdt_lkr);
      expect(
        decimal(String(o.amount_usdt))
          .times(String(o.rate_usdt_lkr))
          .toDecimalPlaces(2)
          .eq(String(o.amount_lkr)),
      ).toBe(true);
      if (o.status === "FAILED") {
        expect(refunds.get(o.id)?.amount_lkr).toBe(o.amount_lkr);
        expect(o.failure_reason).toEqual(expect.any(String));
      } else {
        expect(refunds.has(o.id)).toBe(false);
      }
      if (o.status === "COMPLETED") expect(o.bank_ref).toMatch(/^CEFT\d{12}$/);
    }
  });

  it("settles withdrawals consistently and leaves an unsettled pool", async () => {
    const list = await rows(
      a,
      sql`select w.id, w.status, w.settlement_date, w.total_payments_count, w.total_net_amount_lkr, w.total_net_amount_usdt,
            count(l.payment_id)::int as lines, coalesce(sum(l.lkr_net_amount), 0)::text as lkr, coalesce(sum(l.usdt_net_amount), 0)::text as usdt
          from withdrawals w left join withdrawal_payments l on l.withdrawal_id = w.id group by w.id order by w.requested_at`,
    );
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const w of list) {
      expect(w.lines).toBe(w.total_payments_count);
      expect(decimal(String(w.lkr)).eq(String(w.total_net_amount_lkr))).toBe(true);
      expect(decimal(String(w.usdt)).eq(String(w.total_net_amount_usdt))).toBe(true);
    }
    const pending = list.filter((w) => w.status === "PENDING");
    expect(pending.map((w) => w.settlement_date)).toEqual([
      colomboDate(new Date(a.seededAt.getTime() - 86_400_000)),
    ]);

    // Active withdrawals hold exactly their lines; rejected and cancelled ones gave their payments back.
    const claims = await rows(
      a,
      sql`select p.id, p.status, w.status as withdrawal_status,
            exists(select 1 from withdrawal_payments l where l.withdrawal_id = p.withdrawal_id and l.payment_id = p.id) as listed
          from payments p join withdrawals w on w.id = p.withdrawal_id`,
    );
    expect(claims.length).toBeGreaterThan(1000);
    for (const c of claims) {
      expect(c.status).toBe("PAID");
      expect(["APPROVED", "PENDING"]).toContain(c.withdrawal_status);
      expect(c.listed).toBe(true);
    }
    const [held] = await rows(
      a,
      sql`select count(*)::int as n from withdrawal_payments l join withdrawals w on w.id = l.withdrawal_id
          where w.status in ('APPROVED', 'PENDING')`,
    );
    expect(held?.n).toBe(claims.length);
    const [pool] = await rows(
      a,
      sql`select count(*)::int as n from payments where status = 'PAID' and withdrawal_id is null`,
    );
    expect(pool?.n).toBeGreaterThan(0);
  });

  it("keeps payment links and contracts in step with their payments", async () => {
    const now = a.sandbox.services.clock.now().toISOString();
    const links = await rows(
      a,
      sql`select l.name, l.status, l.reusable, l.used_count, l.expiration_date < ${now}::timestamptz as lapsed,
            (select count(*)::int from payments p where p.payment_link_id = l.id and p.status = 'PAID') as paid
          from payment_links l`,
    );
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) expect(link.used_count).toBe(link.paid);
    expect(links.some((l) => l.status === "ACTIVE" && l.lapsed === true)).toBe(true);
    expect(links.some((l) => !l.reusable && l.status === "INACTIVE" && l.used_count === 1)).toBe(true);
    expect(links.some((l) => l.reusable && l.status === "INACTIVE")).toBe(true);

    const contracts = await rows(
      a,
      sql`select c.status, c.payment_count, c.total_amount_charged, c.last_payment_at, c.single_upper_limit,
            c.request_expire_time > ${now}::timestamptz as signable,
            (select count(*)::int from payments p where p.direct_debit_contract_id = c.id and p.status = 'PAID') as paid,
            (select coalesce(sum(gross_usdt), 0)::text from payments p where p.direct_debit_contract_id = c.id and p.status = 'PAID') as charged,
            (select max(paid_at) from payments p where p.direct_debit_contract_id = c.id and p.status = 'PAID') as last_paid,
            (select coalesce(max(gross_usdt), 0)::text from payments p where p.direct_debit_contract_id = c.id) as largest
          from dd_contracts c`,
    );
    for (const c of contracts) {
      expect(c.payment_count).toBe(c.paid);
      expect(decimal(String(c.total_amount_charged)).eq(String(c.charged))).toBe(true);
      expect(iso(c.last_payment_at)).toEqual(iso(c.last_paid));
      expect(decimal(String(c.largest)).lte(String(c.single_upper_limit))).toBe(true);
      if (c.status === "SIGNED" || c.status === "TERMINATED") expect(c.paid).toBeGreaterThan(0);
      else expect(c.paid).toBe(0);
      if (c.status === "INITIATED") expect(c.signable).toBe(true);
    }
  });

  // The harness checks every response against the contract, so a seeded row the API cannot present
  // would surface here as a 500.
});
