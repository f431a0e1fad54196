import "server-only";
import { randomUUID } from "node:crypto";
import type { NextAuthConfig, Session, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { safeCallbackPath } from "./request-info";
import { SESSION_MAX_AGE_SECONDS } from "./session-limits";
import { sessionStillValid } from "./session-revocation";

export { SESSION_MAX_AGE_SECONDS };

// Tokens from a clock slightly ahead (another instance) are still accepted.
const CLOCK_SKEW_SECONDS = 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The claims a session token carries: the user's id, email and name, and when they signed in. Memberships
 * and roles are read from the database on each request, so a revoked membership takes effect at once.
 * The session id and sign-in time are the ones sign-in recorded (user_sessions), when it did.
 */
export function tokenForUser(
  user: Pick<User, "id" | "email" | "name"> & { sessionId?: unknown; signedInAt?: unknown },
  now = nowSeconds(),
): JWT | null {
  if (!user.id) return null;
  const recorded = typeof user.sessionId === "string" && typeof user.signedInAt === "number";
  return {
    sub: user.id,
    email: user.email ?? null,
    name: user.name ?? null,
    signedInAt: recorded ? (user.signedInAt as number) : now,
    sid: recorded ? (user.sessionId as string) : randomUUID(),
  };
}

/**
 * The token to re-issue on a session read, or null to end the session. next-auth slides the expiry forward
 * on every read; `signedInAt` caps the session at 12 hours from sign-in regardless.
 */
export function refreshToken(token: JWT, now = nowSeconds()): JWT | null {
  const { sub, signedInAt, sid } = token;
  if (typeof sub !== "string" || typeof signedInAt !== "number" || typeof sid !== "string") return null;
  if (signedInAt > now + CLOCK_SKEW_SECONDS || now >= signedInAt + SESSION_MAX_AGE_SECONDS) return null;
  return { sub, email: token.email ?? null, name: token.name ?? null, signedInAt, sid };
}

/** What `/api/auth/session` and auth() return: the user and the moment the session really ends. */
export function sessionFromToken(token: JWT, slidingExpires: string): Session {
  const signedInAt = typeof token.signedInAt === "number" ? token.signedInAt : nowSeconds();
  const hardLimit = new Date((signedInAt + SESSION_MAX_AGE_SECONDS) * 1000);
  const sliding = new Date(slidingExpires);
  const expires = Number.isNaN(sliding.getTime()) || hardLimit < sliding ? hardLimit : sliding;
  return {
    user: { id: token.sub, email: token.email ?? null, name: token.name ?? null },
    expires: expires.toISOString(),
  };
}

/**
 * Where next-auth may send the browser after signing in or out: a path of this console only. A full URL of
 * this console is reduced to its path; anything else (another host, `//host`, `/.//host`) becomes "/".
 */
export function sameSiteRedirect(url: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  const path = url.startsWith(`${base}/`) || url === base ? url.slice(base.length) || "/" : url;
  return `${base}${safeCallbackPath(path)}`;
}

export const sessionCallbacks: NonNullable<NextAuthConfig["callbacks"]> = {
  redirect: ({ url, baseUrl }) => sameSiteRedirect(url, baseUrl),
  async jwt({ token, user, trigger }) {
    if (trigger === "signIn") return tokenForUser(user);
    const refreshed = refreshToken(token);
    if (!refreshed?.sub || typeof refreshed.sid !== "string") return null;
    const { sub, sid, signedInAt } = refreshed;
    return (await sessionStillValid(sub, sid, undefined, signedInAt as number)) ? refreshed : null;
  },
  session({ session, token }) {
    return sessionFromToken(token, session.expires);
  },
};
