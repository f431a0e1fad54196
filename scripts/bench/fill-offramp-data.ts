// Bulk fill of one aggregator's history with set-based SQL (generate_series, window functions): end-users,
// bank accounts, used rate locks, offramps in every status and a float ledger whose every balance_after is
// the running sum, so the database's own constraints check the data as it goes in.
import type pg from "pg";

export interface FillOptions {
  offramps: number;
  ledgerEntries: number;
  users: number;
  days: number;
  /** The newest offramp is created just before this instant. */
  now: Date;
}

export const DEFAULT_FILL: Omit<FillOptions, "now"> = {
  offramps: 50_000,
  ledgerEntries: 100_000,
  users: 500,
  days: 90,
};

/** Every 20th offramp fails (and is refunded); the newest few are still open. */
const FAILED_EVERY = 20;
const OPEN_PENDING = 30;
const OPEN_PROCESSING = 170;

export async function fillAggregator(
  client: pg.ClientBase,
  merchantId: string,
  options: FillOptions,
): Promise<void> {
  const { offramps, ledgerEntries, users, days, now } = options;
  const failed = Math.floor(offramps / FAILED_EVERY);
  // One opening credit, a DEBIT per offramp, a REFUND per failure; top-ups make up the rest.
  const topUps = ledgerEntries - 1 - offramps - failed;
  if (topUps < 1) throw new RangeError("ledgerEntries must exceed offramps plus refunds");
  const from = new Date(now.getTime() - days * 86_400_000);
  const until = new Date(now.getTime() - 60_000);

  await client.query("begin");
  try {
    await client.query(
      `insert into aggregator_users (merchant_id, external_user_id, created_at)
       select $1, 'bench-user-' || lpad(g::text, 5, '0'), $2::timestamptz - interval '1 day' + g * interval '1 second'
       from generate_series(1, $3::int) g`,
      [merchantId, from, users],
    );
    // Odd users hold two accounts at different banks.
    await client.query(
      `insert into aggregator_bank_accounts (merchant_id, user_id, bank_code, account_number, account_name, created_at)
       select u.merchant_id, u.id, b.codes[1 + ((u.n + k) % array_length(b.codes, 1))],
              lpad((u.n * 10 + k)::text, 12, '0'), 'Bench beneficiary ' || u.n, u.created_at
       from (select id, merchant_id, created_at, row_number() over (order by external_user_id) as n
             from aggregator_users where merchant_id = $1) u
       cross join lateral generate_series(1, case when u.n % 2 = 1 then 2 else 1 end) k
       cross join (select array_agg(code order by code) as codes from banks where is_active) b`,
      [merchantId],
    );
    await client.query(
      `create temp table bench_accounts on commit drop as
       select id, user_id, (row_number() over (order by id) - 1)::int as i
       from aggregator_bank_accounts where merchant_id = $1`,
      [merchantId],
    );
    await client.query(
      `create temp table bench_src on commit drop as
       select g, gen_random_uuid() as lock_id, gen_random_uuid() as offramp_id,
              $1::timestamptz + ($2::timestamptz - $1::timestamptz) * (g::float8 / $3::int) as created_at,
              round(((g::bigint * 7919) % 200000 + 100)::numeric / 1000, 6) as usdt,
              round(295 + ((g::bigint * 104729) % 1000)::numeric / 100, 6) as rate,
              case when g % ${FAILED_EVERY} = 0 then 'FAILED'
                   when g > $3::int - ${OPEN_PENDING} then 'PENDING'
                   when g > $3::int - ${OPEN_PENDING + OPEN_PROCESSING} then 'PROCESSING'
                   else 'COMPLETED' end as status
       from generate_series(1, $3::int) g`,
      [from, until, offramps],
    );
    await client.query(
      `insert into fx_locks (id, merchant_id, rate_usdt_lkr, amount_usdt, amount_lkr, expires_at, used_at, created_at)
       select lock_id, $1, rate, usdt, round(usdt * rate, 2), created_at + interval '50 seconds', created_at,
              created_at - interval '10 seconds'
       from bench_src`,
      [merchantId],
    );
    await client.query(
      `insert into offramps (id, merchant_id, external_ref, fx_lock_id, user_id, user_bank_id, status, amount_usdt,
                             amount_lkr, rate_usdt_lkr, bank_ref, failure_reason, processed_at, completed_at,
                             failed_at, created_at)
       select s.offramp_id, $1, 'bench-' || s.g, s.lock_id, a.user_id, a.id, s.status, s.usdt,
              round(s.usdt * s.rate, 2), s.rate,
              case when s.status = 'COMPLETED' then 'CEFT' || lpad(s.g::text, 12, '0') end,
              case when s.status = 'FAILED' then 'Beneficiary account closed' end,
              case when s.status <> 'PENDING' then s.created_at + interval '1 second' end,
              case when s.status = 'COMPLETED' then s.created_at + interval '5 minutes' + (s.g % 600) * interval '1 second' end,
              case when s.status = 'FAILED' then s.created_at + interval '10 minutes' end,
              s.created_at
       from bench_src s
       join bench_accounts a on a.i = s.g % (select count(*) from bench_accounts)`,
      [merchantId],
    );
    await client.query(
      `insert into float_ledger (merchant_id, seq, type, amount_lkr, balance_after, aggregator_offramp_id, bank_ref,
                                 notes, created_at)
       select $1, row_number() over w, type, amount,
              sum(case when type = 'DEBIT' then -amount else amount end) over w,
              offramp_id, bank_ref, notes, at
       from (
         select $2::timestamptz - interval '1 day' as at, 0 as k, 'CREDIT' as type, 50000000.00::numeric as amount,
                null::uuid as offramp_id, 'BENCH-OPENING' as bank_ref, 'Opening float' as notes
         union all
         select created_at, 1, 'DEBIT', round(usdt * rate, 2), offramp_id, null, null from bench_src
         union all
         select created_at + interval '10 minutes', 2, 'REFUND', round(usdt * rate, 2), offramp_id, null,
                'Beneficiary account closed'
         from bench_src where status = 'FAILED'
         union all
         select $2::timestamptz + ($3::timestamptz - $2::timestamptz) * (g::float8 / $4::int), 3, 'CREDIT',
                40000 + (g % 100) * 100, null, 'TT' || lpad(g::text, 8, '0'), 'Weekly top-up'
         from generate_series(1, $4::int) g
       ) events
       window w as (order by at, k, bank_ref, offramp_id rows between unbounded preceding and current row)`,
      [merchantId, from, until, topUps],
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}
