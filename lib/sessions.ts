/**
 * One of a person's sessions as their sessions page shows it: never the token, only the id to end it by.
 * The server lists them (server/auth/user-sessions.ts); the sessions page shows them.
 */
export interface ActiveSession {
  id: string;
  device: string;
  address: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session this request comes from. */
  current: boolean;
}
