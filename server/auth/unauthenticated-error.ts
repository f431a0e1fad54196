import "server-only";

/**
 * No signed-in (active) user behind an API request. Thrown by requireApiUser() in server/session.ts; the
 * BFF's error mapping answers it with 401 JSON. Kept apart from session.ts so error mappers (and their
 * tests) can recognise it without loading next-auth.
 */
export class UnauthenticatedError extends Error {
  readonly status = 401;
  readonly code = "unauthenticated";
  constructor(message = "Sign in to continue") {
    super(message);
    this.name = "UnauthenticatedError";
  }
}
