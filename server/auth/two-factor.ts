import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { CodedError } from "@/lib/coded-error";
import { loadMasterKey } from "@/server/accounts/master-key";
import { recordSecurityEvent, type SecurityEvent } from "@/server/audit/security-events";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { merchantAccounts, twoFactorRecoveryCodes, users, userTwoFactor } from "@/server/db/schema";
import { checkCredentials } from "./credential-check";
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  otpauthUri,
  sealTotpSecret,
} from "./totp";

export interface TwoFactorDeps {
  db?: ConsoleExecutor;
  masterKey?: () => Uint8Array;
  now?: () => number;
}

let cachedMasterKey: Uint8Array | undefined;
const defaultMasterKey = () => {
  cachedMasterKey ??= loadMasterKey();
  return cachedMasterKey;
};

function resolve(deps: TwoFactorDeps) {
  return {
    db: deps.db ?? getDb(),
    masterKey: deps.masterKey ?? defaultMasterKey,
    now: deps.now ?? Date.now,
  };
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** What the security page shows: never the secret. */
export async function twoFactorStatus(userId: string, deps: TwoFactorDeps = {}): Promise<TwoFactorStatus> {
  const { db } = resolve(deps);
  const [row] = await db
    .select({
      confirmedAt: userTwoFactor.confirmedAt,
      left: sql<number>`(select count(*)::int from ${twoFactorRecoveryCodes} where ${twoFactorRecoveryCodes.userId} = ${userId} and ${twoFactorRecoveryCodes.usedAt} is null)`,
    })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId));
  const enabledAt = row?.confirmedAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? (row?.left ?? 0) : 0,
  };
}

export async function hasTwoFactor(userId: string, deps: TwoFactorDeps = {}): Promise<boolean> {
  return (await twoFactorStatus(userId, deps)).enabled;
}

export class TwoFactorError extends CodedError<"already-enabled"> {
  override name = "TwoFactorError";
}

/**
 * The signed-in person asking to change their own second factor, as their session and request say: the
 * session kept when the others end, and the address the throttle counts.
 */
export interface TwoFactorAsker {
  id: string;
  sessionId: string | null;
  ip: string;
  requestId?: string | null;
}

function askerEvent(
  asker: TwoFactorAsker,
  event: SecurityEvent,
  db: ConsoleExecutor,
  details: Record<string, unknown> = {},
) {
  return recordSecurityEvent({
    db,
    userId: asker.id,
    event,
    requestId: asker.requestId ?? null,
    address: asker.ip,
    details,
  });
}

/**
 * Starts (or restarts) enrolment after the current password: a new secret, sealed, not yet counting. The
 * secret and its otpauth:// address go to the person enrolling this once; after confirmation they are never
 * read back out. Without the password a session alone cannot even replace a pending secret.
 */
export async function startEnrolment(
  asker: TwoFactorAsker,
  input: { currentPassword: string },
  deps: TwoFactorDeps = {},
): Promise<{ secret: string; uri: string }> {
  const { db, masterKey } = resolve(deps);
  const { email } = await checkCredentials({
    userId: asker.id,
    ip: asker.ip,
    requestId: asker.requestId,
    event: "auth.two-factor.start",
    currentPassword: input.currentPassword,
    db,
  });
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(asker.id, secret, masterKey());
  const [row] = await db
    .insert(userTwoFactor)
    .values({ userId: asker.id, encryptedSecret: sealed })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { encryptedSecret: sealed, lastUsedStep: null, createdAt: new Date() },
      // A confirmed factor is changed only by disabling it first.
      setWhere: isNull(userTwoFactor.confirmedAt),
    })
    .returning({ userId: userTwoFactor.userId });
  if (!row) throw new TwoFactorError("already-enabled", "Two-factor sign-in is already on");
  await askerEvent(asker, "auth.two-factor.start", db);
  return { secret, uri: otpauthUri(secret, email) };
}

/** What checking a code found: accepted, a right code that was already used, or no match. */
export type CodeCheck = "accepted" | "used" | "invalid";

/**
 * Accepts a TOTP code for the user's factor (pending or confirmed, as asked) when it matches a step later
 * than the last accepted one, and records that step in the same statement: a code works once, even when
 * two requests race with it. A code of a step at or before the last accepted one is "used".
 */
async function checkTotp(
  userId: string,
  code: string,
  confirmed: boolean,
  deps: TwoFactorDeps,
): Promise<CodeCheck> {
  const { db, masterKey, now } = resolve(deps);
  const [row] = await db
    .select({ sealed: userTwoFactor.encryptedSecret })
    .from(userTwoFactor)
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        confirmed ? isNotNull(userTwoFactor.confirmedAt) : isNull(userTwoFactor.confirmedAt),
      ),
    );
  if (!row) return "invalid";
  const step = matchingStep(openTotpSecret(userId, row.sealed, masterKey()), code, now());
  if (step === null) return "invalid";
  const updated = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return updated.length === 1 ? "accepted" : "used";
}

/** A code check as checkCredentials takes it: true when accepted, "used" for a right code used before. */
async function acceptTotp(
  userId: string,
  code: string,
  confirmed: boolean,
  deps: TwoFactorDeps,
): Promise<boolean | "used"> {
  const check = await checkTotp(userId, code, confirmed, deps);
  return check === "used" ? "used" : check === "accepted";
}

/** Uses up one recovery code; "used" when it was used before, "invalid" when it is not one of theirs. */
async function checkRecoveryCode(userId: string, code: string, deps: TwoFactorDeps): Promise<CodeCheck> {
  const { db, now } = resolve(deps);
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date(now()) })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  if (used.length === 1) return "accepted";
  const [spent] = await db
    .select({ id: twoFactorRecoveryCodes.id })
    .from(twoFactorRecoveryCodes)
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
      ),
    )
    .limit(1);
  return spent ? "used" : "invalid";
}

/** The kind of code accepted, "used" for a right code used before (it works once), null for no match. */
export type SecondFactorMatch = "totp" | "recovery" | "used" | null;

/** Checks a code typed at sign-in (or to disable): a six-digit code, or else a recovery code. */
export async function verifySecondFactor(
  userId: string,
  code: string,
  deps: TwoFactorDeps = {},
): Promise<SecondFactorMatch> {
  if (code.length > 64) return null;
  const recovery = looksLikeRecoveryCode(code);
  const check = recovery
    ? await checkRecoveryCode(userId, code, deps)
    : await checkTotp(userId, code, true, deps);
  if (check === "accepted") return recovery ? "recovery" : "totp";
  return check === "used" ? "used" : null;
}

/**
 * Ends every session of the user signed in before now, except `keepSessionId` (the one making the change).
 * Checked by the same query that checks a signed-out session (sessionStillValid, loadMemberAccess).
 */
export async function endOtherSessions(
  userId: string,
  keepSessionId: string | null,
  deps: TwoFactorDeps = {},
): Promise<void> {
  const { db, now } = resolve(deps);
  // Whole seconds, as session tokens record their sign-in time; the next second's sign-ins stay valid.
  const cutoff = new Date((Math.floor(now() / 1000) + 1) * 1000);
  await db
    .update(users)
    .set({ sessionsValidAfter: cutoff, sessionKept: keepSessionId })
    .where(eq(users.id, userId));
}

/**
 * Confirms enrolment with the current password and a first code (one try of the sign-in throttle): the
 * factor counts from now, ten recovery codes replace any old ones (returned once, stored hashed), and the
 * person's other sessions end.
 */
export async function confirmEnrolment(
  asker: TwoFactorAsker,
  input: { code: string; currentPassword: string },
  deps: TwoFactorDeps = {},
): Promise<{ recoveryCodes: string[] }> {
  const { db, now } = resolve(deps);
  await checkCredentials({
    userId: asker.id,
    ip: asker.ip,
    requestId: asker.requestId,
    event: "auth.two-factor.enable",
    currentPassword: input.currentPassword,
    code: { typed: input.code, accept: () => acceptTotp(asker.id, input.code, false, deps) },
    db,
  });
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(userTwoFactor)
      .set({ confirmedAt: new Date(now()) })
      .where(eq(userTwoFactor.userId, asker.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, asker.id));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(recoveryCodes.map((value) => ({ userId: asker.id, codeHash: hashRecoveryCode(value) })));
    await endOtherSessions(asker.id, asker.sessionId, { ...deps, db: tx });
  });
  await askerEvent(asker, "auth.two-factor.enable", db);
  return { recoveryCodes };
}

/**
 * Turns the second factor off with the current password and a fresh code or a recovery code (one try of the
 * sign-in throttle); the person's other sessions end.
 */
export async function disableTwoFactor(
  asker: TwoFactorAsker,
  input: { code: string; currentPassword: string },
  deps: TwoFactorDeps = {},
): Promise<void> {
  const { db } = resolve(deps);
  let method: SecondFactorMatch = null;
  await checkCredentials({
    userId: asker.id,
    ip: asker.ip,
    requestId: asker.requestId,
    event: "auth.two-factor.disable",
    currentPassword: input.currentPassword,
    code: {
      typed: input.code,
      accept: async () => {
        method = await verifySecondFactor(asker.id, input.code, deps);
        return method === "used" ? "used" : method !== null;
      },
    },
    db,
  });
  await removeTwoFactor(asker.id, asker.sessionId, deps);
  await askerEvent(asker, "auth.two-factor.disable", db, { method });
}

/** Removes the factor and its recovery codes (the CLI's reset, with no session kept). */
export async function removeTwoFactor(
  userId: string,
  keepSessionId: string | null,
  deps: TwoFactorDeps = {},
): Promise<boolean> {
  const { db } = resolve(deps);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId))
      .returning({ userId: userTwoFactor.userId });
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await endOtherSessions(userId, keepSessionId, { ...deps, db: tx });
    return removed.length > 0;
  });
}

// The sign-in challenge: after a correct password, a short-lived signed note "this user passed step one",
// which the second step presents with the code. It proves nothing on its own.
const CHALLENGE_TTL_SECONDS = 5 * 60;

function challengeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "two-factor-challenge", "console sign-in challenge", 32));
}

export function issueChallenge(
  user: { id: string; email: string },
  secret: string,
  now: number = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({ u: user.id, e: user.email, x: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS }),
  ).toString("base64url");
  const mac = createHmac("sha256", challengeKey(secret)).update(payload).digest("base64url");
  return `${payload}.${mac}`;
}

export function readChallenge(
  token: string,
  secret: string,
  now: number = Date.now(),
): { userId: string; email: string } | null {
  const [payload = "", mac = ""] = token.split(".");
  if (!payload || !mac || token.length > 1024) return null;
  const expected = createHmac("sha256", challengeKey(secret)).update(payload).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    if (typeof claims.u !== "string" || typeof claims.e !== "string" || typeof claims.x !== "number")
      return null;
    if (claims.x <= Math.floor(now / 1000)) return null;
    return { userId: claims.u, email: claims.e };
  } catch {
    return null;
  }
}

/** Whether an account requires every member to have a second factor. */
export async function accountRequiresTwoFactor(
  accountId: string,
  deps: TwoFactorDeps = {},
): Promise<boolean> {
  const { db } = resolve(deps);
  const [row] = await db
    .select({ required: merchantAccounts.requireTwoFactor })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, accountId));
  return row?.required === true;
}

export async function setAccountTwoFactorRequirement(
  accountId: string,
  required: boolean,
  deps: TwoFactorDeps = {},
): Promise<void> {
  const { db } = resolve(deps);
  await db
    .update(merchantAccounts)
    .set({ requireTwoFactor: required })
    .where(eq(merchantAccounts.id, accountId));
}
