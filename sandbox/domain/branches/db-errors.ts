// Postgres reports a unique-index violation as SQLSTATE 23505; drizzle wraps the driver's error in `cause`.
const UNIQUE_VIOLATION = "23505";

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function pgError(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  // Wrappers nest at most a couple of levels; the bound keeps a cyclic `cause` from looping.
  for (let depth = 0; depth < 4 && current !== null && typeof current === "object"; depth++) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === "string") return fields;
    current = fields.cause;
  }
  return null;
}

/** True when `error` is a unique violation, optionally of the named index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = pgError(error);
  if (!fields || fields.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || fields.constraint === constraint;
}
