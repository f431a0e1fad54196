import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { findActiveUser, type SessionUser } from "@/server/auth/active-user";
import { auth } from "@/server/auth/next-auth";
import { safeCallbackPath } from "@/server/auth/request-info";
import { SIGN_IN_PATH } from "@/server/auth/sign-in-redirect";
import { UnauthenticatedError } from "@/server/auth/unauthenticated-error";

export type { SessionUser };
export { UnauthenticatedError };

/**
 * The signed-in user, or null. A valid session token is not enough: a user deleted or deactivated since
 * signing in is signed out from the next request on. Cached per request.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  if (typeof id !== "string") return null;
  return findActiveUser(id);
});

/** For pages and server actions: the signed-in user, or a redirect to the sign-in page. */
export async function requireUser(options: { callbackUrl?: string } = {}): Promise<SessionUser> {
  const user = await getSessionUser();
  if (user) return user;
  const query = new URLSearchParams({ callbackUrl: safeCallbackPath(options.callbackUrl) });
  redirect(`${SIGN_IN_PATH}?${query}`);
}

/** For route handlers: the signed-in user, or an UnauthenticatedError for the handler's error mapping. */
export async function requireApiUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new UnauthenticatedError();
  return user;
}
