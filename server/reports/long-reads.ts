import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, lt, sql } from "drizzle-orm";
import type { AccessWatch } from "@/server/access/access-watch";
import { type AccessOutcome, type AccountAccess, accessStillHolds } from "@/server/access/account-access";
import type { AnyPermission } from "@/server/auth/policy";
import { BffError } from "@/server/bff/errors";
import type { ConsoleExecutor } from "@/server/db/client";
import { longReads } from "@/server/db/schema";
import { logger } from "@/server/log";

/**
 * Long reads (exports, chart reads, the reconciliation, a payout file's check) are doors that stay open for minutes, so each one is
 * counted and watched while it runs:
 *  - one person runs at most LONG_READS_PER_USER of them on an account at once, across instances, so
 *    nobody fills the account's shared pace (server/reports/export-pace.ts) with their own reads;
 *  - it ends within a second of the member's access ending or narrowing (signed out, removed, a role or
 *    branch that no longer allows it, a second factor required), on whichever instance the change is made.
 */

export const LONG_READS_PER_USER = 4;
/** A row an instance stopped renewing (it crashed) stops counting after this long. */
const STALE_AFTER_MS = 30_000;
const RENEW_EVERY_MS = 10_000;

const INSTANCE_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Why a long read stopped when the member's access ended: its words are shown to the person. */
export class AccessEndedError extends Error {
  override name = "AccessEndedError";
  constructor() {
    super("Your access to this account ended or changed, so the read stopped. Reload the page to continue.");
  }
}

export type LongReadKind = "export" | "chart" | "reconciliation" | "payout-file";

export interface LongReadContext {
  access: AccountAccess;
  watch: AccessWatch;
  accessReadAt?: number;
  recheck(): Promise<AccessOutcome>;
}

export interface LongRead {
  /** Aborts (with an AccessEndedError) when the member's access no longer allows the read. */
  signal: AbortSignal;
  /** Gives the place back and stops watching; call it however the read ends (once is enough, more is harmless). */
  /** Gives the place back; the promise settles once it is (never rejects). Later calls do nothing. */
  release(): Promise<void>;
}

export function tooManyLongReadsWords(limit: number): string {
  return (
    `You already have ${limit} long reads of this account running (exports, charts, a reconciliation or a payout file check). ` +
    "Wait for one to finish, or cancel it, before starting another."
  );
}

/** Takes one of the person's places for a long read of the account, or null when all are in use. */
async function takePlace(
  db: ConsoleExecutor,
  userId: string,
  accountId: string,
  kind: LongReadKind,
  limit: number,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    // Two requests of one person racing for the last place: one waits for the other's answer.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`long-reads:${userId}:${accountId}`}, 0))`,
    );
    const mine = and(eq(longReads.userId, userId), eq(longReads.accountId, accountId));
    await tx
      .delete(longReads)
      .where(and(mine, lt(longReads.seenAt, sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`)));
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(longReads).where(mine);
    if ((row?.count ?? 0) >= limit) return null;
    const [inserted] = await tx
      .insert(longReads)
      .values({ userId, accountId, kind, instanceId: INSTANCE_ID })
      .returning({ id: longReads.id });
    return inserted?.id ?? null;
  });
}

/**
 * Starts a long read for the member: refuses it (429, in words) when they already run the most allowed,
 * then watches their access until it is released. `permissions` are what the read needs beyond membership.
 */
export async function startLongRead(
  context: LongReadContext,
  db: ConsoleExecutor,
  kind: LongReadKind,
  permissions: readonly AnyPermission[],
  limit = LONG_READS_PER_USER,
): Promise<LongRead> {
  const { access } = context;
  const userId = access.user.id;
  const accountId = access.account.id;
  const id = await takePlace(db, userId, accountId, kind, limit);
  if (id === null) throw new BffError("too_many_long_reads", tooManyLongReadsWords(limit));

  const ended = new AbortController();
  let released = false;
  let unguard: (() => void) | null = null;
  const renew = setInterval(() => {
    db.update(longReads)
      .set({ seenAt: sql`now()` })
      .where(eq(longReads.id, id))
      .catch(() => {});
  }, RENEW_EVERY_MS);
  renew.unref();
  const release = async (): Promise<void> => {
    if (released) return;
    released = true;
    clearInterval(renew);
    unguard?.();
    await db
      .delete(longReads)
      .where(eq(longReads.id, id))
      .catch((error: unknown) =>
        logger().warn("long read not released", { scope: "reports", accountId, error: String(error) }),
      );
  };
  try {
    unguard = await context.watch.guard(
      {
        userId,
        accountId,
        stillAllowed: async () => accessStillHolds(access, await context.recheck(), permissions) !== null,
        end: () => ended.abort(new AccessEndedError()),
      },
      context.accessReadAt,
    );
  } catch (error) {
    await release();
    throw error;
  }
  if (released) unguard();
  return { signal: ended.signal, release };
}
