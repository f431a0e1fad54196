import "server-only";
import type { ConsoleExecutor } from "@/server/db/client";
import { recordSession } from "./user-sessions";

/** What the session token carries: nothing else about the user, and never key material or memberships. */
export interface AuthorizedUser {
  id: string;
  email: string;
  name: string | null;
  /** The session this sign-in starts (recorded in user_sessions); the token carries these. */
  sessionId?: string;
  signedInAt?: number;
}

/**
 * The last step of every sign-in, after the password or the second factor: the session is recorded (device
 * and address) and the user goes into the token with its id and sign-in time.
 */
export async function startSignedInSession(
  user: { id: string; email: string; name: string | null },
  client: { ip: string; userAgent?: string | null },
  db: ConsoleExecutor,
): Promise<AuthorizedUser> {
  const session = await recordSession(
    { userId: user.id, userAgent: client.userAgent, address: client.ip },
    db,
  );
  return { id: user.id, email: user.email, name: user.name, ...session };
}
