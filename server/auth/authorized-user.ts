import "server-only";

/** What the session token carries: nothing else about the user, and never key material or memberships. */
export interface AuthorizedUser {
  id: string;
  email: string;
  name: string | null;
  /** The session this sign-in starts (recorded in user_sessions); the token carries these. */
  sessionId?: string;
  signedInAt?: number;
}
