import "server-only";
import { BffError } from "./errors";

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
}

export type ResolveUser = () => Promise<SessionUser>;

/** The signed-in user of this request (next-auth), loaded on demand so tests need not load next-auth. */
export const sessionUser: ResolveUser = async () => {
  const { requireApiUser } = await import("@/server/session");
  const user = await requireApiUser();
  return { id: user.id, email: user.email, name: user.name ?? null };
};

function isUnauthenticated(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const status = "status" in error ? error.status : "statusCode" in error ? error.statusCode : undefined;
  return status === 401;
}

/** The user, or a 401 BffError when there is no valid session. */
export async function requireUser(resolveUser: ResolveUser): Promise<SessionUser> {
  try {
    return await resolveUser();
  } catch (error) {
    if (isUnauthenticated(error)) throw new BffError("unauthenticated", "Sign in to continue");
    throw error;
  }
}
