import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import {
  createLongReadPacer,
  type LongReadPacer,
  type PaceKey,
  type PaceRule,
  type PaceStore,
  PERSON_HOLD_MS,
} from "./export-pace";

/** paceIntervalMs in SQL, on the row `p`: the share of the limit last noted, never faster than the reader's default. */
function stepOf(rule: PaceRule): SQL {
  const fallback = Math.max(0, Math.round(rule.fallbackIntervalMs));
  // (greatest() skips nulls, so an unknown limit is spelled out.)
  return sql`greatest(${fallback}::float8, case when p.limit_per_minute is null then 0
    else ceil(60000.0 / greatest(1, floor(p.limit_per_minute * ${rule.share}::float8))) end)`;
}

/** The row that says until when a person's read holds an operation's pace (its `next_at`). */
const heldBy = (key: PaceKey) => `person:${key.operationId}`;

/**
 * The pace of each account and operation in the console database (`long_read_pace`), so every instance's
 * long reads share it. A slot is taken by one statement on the row (its lock orders concurrent takers) with
 * the database's clock, so instances whose clocks differ still space their calls.
 */
export function pgPaceStore(db: ConsoleExecutor): PaceStore {
  return {
    async claim(key, rule, maxWaitMs) {
      const fallback = Math.max(0, Math.round(rule.fallbackIntervalMs));
      const step = stepOf(rule);
      const held = heldBy(key);
      // A background claim takes nothing while a person's read holds the key (its row `held`).
      const free = rule.background
        ? sql`not exists (select 1 from long_read_pace as h
            where h.account_id = ${key.accountId} and h.operation_id = ${held} and h.next_at > now())`
        : sql`true`;
      const claimed = sql`
        insert into long_read_pace as p (account_id, operation_id, next_at)
        select ${key.accountId}, ${key.operationId}, now() + make_interval(secs => ${fallback / 1000})
        where ${free}
        on conflict (account_id, operation_id) do update
          set next_at = greatest(p.next_at, now()) + make_interval(secs => ${step} / 1000)
          where (${maxWaitMs === undefined}
            or greatest(p.next_at, now()) <= now() + make_interval(secs => ${(maxWaitMs ?? 0) / 1000}))
            and ${free}
        returning
          extract(epoch from (p.next_at - now())) * 1000 - ${step} as slot_ms,
          extract(epoch from p.next_at) * 1000 - ${step} as slot_at_ms,
          ${step} as step_ms,
          p.limit_per_minute`;
      // A person's slot holds the key for them until just past their next one (personHoldUntil).
      const result = await db.execute<{
        slot_ms: number;
        slot_at_ms: number;
        limit_per_minute: number | null;
      }>(
        rule.background
          ? claimed
          : sql`with slot as (${claimed}),
              hold as (
                insert into long_read_pace as h (account_id, operation_id, next_at)
                select ${key.accountId}, ${held},
                  to_timestamp((slot.slot_at_ms + slot.step_ms + ${PERSON_HOLD_MS}) / 1000.0) from slot
                on conflict (account_id, operation_id) do update
                  set next_at = greatest(h.next_at, excluded.next_at))
            select slot_ms, slot_at_ms, limit_per_minute from slot`,
      );
      const [row] = result.rows;
      if (row)
        return {
          waitMs: Math.max(0, Number(row.slot_ms)),
          slotAtMs: Number(row.slot_at_ms),
          limit: row.limit_per_minute,
        };
      if (!rule.background) return null;
      const hold = await db.execute<{ retry_ms: number }>(sql`
        select extract(epoch from (next_at - now())) * 1000 as retry_ms from long_read_pace
          where account_id = ${key.accountId} and operation_id = ${held} and next_at > now()`);
      const [holding] = hold.rows;
      return holding ? { retryInMs: Math.max(1, Math.ceil(Number(holding.retry_ms))) } : null;
    },
    async giveBack(key, rule) {
      await db.execute(sql`
        update long_read_pace as p
          set next_at = greatest(now(), p.next_at - make_interval(secs => ${stepOf(rule)} / 1000))
          where account_id = ${key.accountId} and operation_id = ${key.operationId}`);
    },
    async note(key, update) {
      const holdSeconds = update.holdMs === null ? null : update.holdMs / 1000;
      await db.execute(sql`
        insert into long_read_pace as p (account_id, operation_id, next_at, limit_per_minute)
        values (${key.accountId}, ${key.operationId},
          now() + make_interval(secs => coalesce(${holdSeconds}::float8, 0)), ${update.limit})
        on conflict (account_id, operation_id) do update
          set limit_per_minute = excluded.limit_per_minute,
            next_at = case when ${holdSeconds}::float8 is null then p.next_at
              else greatest(p.next_at, excluded.next_at) end`);
    },
  };
}

/** A long read's pacer for one operation of an account, on the shared store. */
export function accountPacer(
  accountId: string,
  operationId: string,
  fallbackIntervalMs: number,
  db: ConsoleExecutor = getDb(),
  options: { background?: boolean } = {},
): LongReadPacer {
  return createLongReadPacer({
    store: pgPaceStore(db),
    key: { accountId, operationId },
    fallbackIntervalMs,
    background: options.background,
    onNoteFailed: (error) =>
      logger().warn("long-read pace not noted", { scope: "reports", accountId, error: String(error) }),
  });
}
