import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { findActiveUser, type SessionUser } from "@/server/auth/active-user";
import { auth } from "@/server/auth/next-auth";
import { safeCallbackPath } from "@/server/auth/request-info";
import { SIGN_IN_PATH } from "@/server/auth/sign-in-redirect";

export type { SessionUser };

/**
 * The user id of this request's valid session, or null. Whether that user is still active is checked by
 * the query that uses the id (one round trip with the membership; see server/access). Cached per request.
 */
export const getSessionUserId = cache(async (): Promise<string | null> => {
  const session = await auth();
  const id = session?.user?.id;
  return typeof id === "string" ? id : null;
});

/**
 * The signed-in user, or null. A valid session token is not enough: a user deleted or deactivated since
 * signing in is signed out from the next request on. Cached per request.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const id = await getSessionUserId();
  return id === null ? null : findActiveUser(id);
});

/** The sign-in page's address that brings the person back to `callbackUrl` afterwards. */
export function signInRedirectPath(callbackUrl?: string): string {
  const query = new URLSearchParams({ callbackUrl: safeCallbackPath(callbackUrl) });
  return `${SIGN_IN_PATH}?${query}`;
}

/** For pages and server actions outside an account: the signed-in user, or a redirect to sign in. */
export async function requireUser(options: { callbackUrl?: string } = {}): Promise<SessionUser> {
  const user = await getSessionUser();
  if (user) return user;
  redirect(signInRedirectPath(options.callbackUrl));
}
