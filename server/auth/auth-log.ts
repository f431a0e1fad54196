import "server-only";
import { AuthError, CredentialsSignin, JWTSessionError } from "@auth/core/errors";

/** next-auth's types for a request it refuses because of what the client sent. */
const CLIENT_TYPES = new Set(["MissingCSRF", "UnknownAction", "InvalidCallbackUrl", "AccessDenied"]);

/**
 * How one of next-auth's errors is logged. Never its message: an error from reading a request quotes the
 * request (JSON.parse's message holds the first bytes of an unauthenticated body), so only the error's name,
 * next-auth's type for it and, for the console's own failures, their cause are written. A request next-auth
 * refuses (a missing CSRF token, a body that is not JSON) is the client's doing, logged as info; a wrong
 * password or an expired session is an expected outcome, recorded elsewhere or not at all.
 */
export function authLogEntry(
  error: Error,
): { level: "error" | "info"; message: string; fields: Record<string, unknown> } | null {
  if (error instanceof CredentialsSignin || error instanceof JWTSessionError) return null;
  const cause = error.cause instanceof Object && "err" in error.cause ? error.cause.err : undefined;
  const type = error instanceof AuthError ? error.type : undefined;
  const fields = { scope: "auth", error: error.name, ...(type ? { type } : {}) };
  if ((type && CLIENT_TYPES.has(type)) || error instanceof SyntaxError || cause instanceof SyntaxError) {
    return { level: "info", message: "authentication request refused", fields };
  }
  return {
    level: "error",
    message: "authentication failed",
    fields: cause instanceof Error ? { ...fields, cause } : fields,
  };
}
