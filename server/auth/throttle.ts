import "server-only";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { loginAttempts } from "@/server/db/schema";

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
// Blocked attempts are not recorded, so a key collects few failures per window; this only caps a query.
const MAX_ROWS = 500;

export type LoginDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * When the lock from these failures ends, or null. A lock starts at every failure that is the 10th
 * within 15 minutes and lasts 15 minutes from it. `failures` are in ascending time order.
 */
export function lockedUntil(failures: readonly Date[], now: Date): Date | null {
  let until: Date | null = null;
  for (let i = MAX_FAILURES - 1; i < failures.length; i++) {
    const tenth = failures[i] as Date;
    const first = failures[i - (MAX_FAILURES - 1)] as Date;
    if (tenth.getTime() - first.getTime() > WINDOW_MS) continue;
    const end = new Date(tenth.getTime() + LOCK_MS);
    if (end > now && (until === null || end > until)) until = end;
  }
  return until;
}

export async function recordLoginAttempt(
  attempt: { email: string; ip: string | null; succeeded: boolean; at?: Date },
  db: ConsoleExecutor = getDb(),
): Promise<void> {
  await db.insert(loginAttempts).values({
    email: normalizeEmail(attempt.email),
    ip: attempt.ip,
    succeeded: attempt.succeeded,
    at: attempt.at ?? new Date(),
  });
}

async function recentFailures(
  db: ConsoleExecutor,
  key: "email" | "ip",
  value: string,
  since: Date,
  now: Date,
) {
  const column = key === "email" ? loginAttempts.email : loginAttempts.ip;
  const rows = await db
    .select({ at: loginAttempts.at, succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(and(eq(column, value), gt(loginAttempts.at, since), lte(loginAttempts.at, now)))
    .orderBy(desc(loginAttempts.at))
    .limit(MAX_ROWS);
  // A success clears the failures before it for its own email. For an address it clears nothing:
  // a caller who owns one account must not reset the count of guesses against everyone else's.
  const failures: Date[] = [];
  for (const row of rows) {
    if (row.succeeded) {
      if (key === "email") break;
      continue;
    }
    failures.push(row.at);
  }
  return failures.reverse();
}

/** Whether a sign-in for this email from this address may be tried at `now`. */
export async function checkLoginAllowed(
  request: { email: string; ip: string | null; now?: Date },
  db: ConsoleExecutor = getDb(),
): Promise<LoginDecision> {
  const now = request.now ?? new Date();
  // A lock that still holds began with a failure at most WINDOW + LOCK ago.
  const since = new Date(now.getTime() - WINDOW_MS - LOCK_MS);
  const keys: Array<["email" | "ip", string]> = [["email", normalizeEmail(request.email)]];
  if (request.ip) keys.push(["ip", request.ip]);
  let until: Date | null = null;
  for (const [key, value] of keys) {
    const end = lockedUntil(await recentFailures(db, key, value, since, now), now);
    if (end && (until === null || end > until)) until = end;
  }
  if (until === null) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  };
}

export type LoginReservation =
  | { allowed: true; attemptId: number }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Checks the throttle and, when allowed, records the attempt as a failure in the same transaction, under
 * a lock per email and per address: parallel attempts queue, and each sees the ones before it, so no more
 * than ten guesses are ever checked in a window. A success then marks its attempt (`settleLoginAttempt`).
 * Locks are taken email first, address second, so two attempts never wait on each other in a circle.
 */
export async function reserveLoginAttempt(
  request: { email: string; ip: string | null; now?: Date },
  db: ConsoleExecutor = getDb(),
): Promise<LoginReservation> {
  const email = normalizeEmail(request.email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(1, hashtext(${email}))`);
    if (request.ip) await tx.execute(sql`select pg_advisory_xact_lock(2, hashtext(${request.ip}))`);
    const decision = await checkLoginAllowed({ ...request, email }, tx);
    if (!decision.allowed) return decision;
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email, ip: request.ip, succeeded: false, at: request.now ?? new Date() })
      .returning({ id: loginAttempts.id });
    if (!row) throw new Error("The sign-in attempt was not recorded");
    return { allowed: true, attemptId: row.id };
  });
}

/** Marks a reserved attempt as the success it turned out to be (a failure needs nothing more). */
export async function settleLoginAttempt(
  attemptId: number,
  succeeded: boolean,
  db: ConsoleExecutor = getDb(),
): Promise<void> {
  if (succeeded)
    await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/**
 * How many more failures this email and address may have before the lock: ten, less the failures each has
 * had in the last 15 minutes (for the email, since its last success), whichever has had more.
 */
export async function triesLeft(
  request: { email: string; ip: string | null; now?: Date },
  db: ConsoleExecutor = getDb(),
): Promise<number> {
  const now = request.now ?? new Date();
  const since = new Date(now.getTime() - WINDOW_MS);
  const keys: Array<["email" | "ip", string]> = [["email", normalizeEmail(request.email)]];
  if (request.ip) keys.push(["ip", request.ip]);
  let most = 0;
  for (const [key, value] of keys) {
    most = Math.max(most, (await recentFailures(db, key, value, since, now)).length);
  }
  return Math.max(0, MAX_FAILURES - most);
}

/** A password or code checked under the throttle: passed, or why not, with what is left before the lock. */
export type ThrottledCheck<TReason extends string> =
  | { ok: true }
  | {
      ok: false;
      /** "locked": refused before anything was checked. */
      reason: TReason | "locked";
      /** Further failures before the lock; 0 once locked. */
      triesLeft: number;
      /** Set when the email or address is locked now (this failure may have been the one that locked it). */
      retryAfterSeconds: number | null;
    };

/**
 * Runs `check` (a password, a code, or both: one try) as one attempt of the sign-in throttle: reserved as a
 * failure under the per-email and per-address locks, marked a success only when `check` answers null. Every
 * place that checks a person's password or code goes through here (or, at sign-in, the same reservation),
 * so ten wrong answers anywhere lock them all. A pass clears the email's failures, as a sign-in does, unless
 * `passClears` is false.
 */
export async function throttledCheck<TReason extends string>(
  key: { email: string; ip: string | null },
  check: () => Promise<TReason | null>,
  db: ConsoleExecutor = getDb(),
  options: { passClears?: boolean } = {},
): Promise<ThrottledCheck<TReason>> {
  const decision = await reserveLoginAttempt(key, db);
  if (!decision.allowed) {
    return { ok: false, reason: "locked", triesLeft: 0, retryAfterSeconds: decision.retryAfterSeconds };
  }
  // A check that throws leaves its reserved failure in place: an error never grants a free try.
  const failure = await check();
  if (failure === null && options.passClears === false) {
    // It proved less than a sign-in (a password of someone with a second factor): taken back out of the
    // record, as at sign-in's first step, so a known password never clears the count of wrong codes.
    await db.delete(loginAttempts).where(eq(loginAttempts.id, decision.attemptId));
    return { ok: true };
  }
  await settleLoginAttempt(decision.attemptId, failure === null, db);
  if (failure === null) return { ok: true };
  const after = await checkLoginAllowed(key, db);
  if (!after.allowed) {
    return { ok: false, reason: failure, triesLeft: 0, retryAfterSeconds: after.retryAfterSeconds };
  }
  return { ok: false, reason: failure, triesLeft: await triesLeft(key, db), retryAfterSeconds: null };
}
