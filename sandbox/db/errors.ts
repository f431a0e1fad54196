/** The fields of a Postgres error that tell which constraint refused a write. */
export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

/**
 * Finds the Postgres error behind a failed query. Drizzle wraps driver errors (DrizzleQueryError),
 * so the original sits somewhere along the `cause` chain.
 */
export function pgErrorOf(error: unknown): PgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = typeof candidate.constraint === "string" ? candidate.constraint : undefined;
      return { code: candidate.code, constraint };
    }
    current = candidate.cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = "23505";
export const CHECK_VIOLATION = "23514";

export function isConstraintViolation(error: unknown, code: string, constraint: string): boolean {
  const info = pgErrorOf(error);
  return info?.code === code && info.constraint === constraint;
}

/** True when `error` is a unique violation, optionally of the named index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = pgErrorOf(error);
  return info?.code === UNIQUE_VIOLATION && (constraint === undefined || info.constraint === constraint);
}
