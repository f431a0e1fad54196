import "server-only";

/** An expected failure of a command; its message is printed as is, so it never holds a key or password. */
export class CliError extends Error {
  override name = "CliError";
}

/** Whether a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ("code" in current && current.code === "23505") return true;
    current = current.cause;
  }
  return false;
}
