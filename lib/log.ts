/**
 * The one structured logger of both programs: one JSON line per event, with key material redacted by
 * field name wherever it appears in the fields. It writes through a sink the program gives it (stderr in
 * the sandbox and the console), so this module itself does no I/O.
 */

const levels = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 } as const;
export type LogLevel = keyof typeof levels;
export const logLevels = Object.keys(levels) as LogLevel[];

export type LogFields = Record<string, unknown>;

export interface Logger {
  error(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  debug(message: string, fields?: LogFields): void;
  /** A logger whose every line also carries these fields (`scope`, a request id…). */
  child(fields: LogFields): Logger;
}

export interface LoggerOptions {
  level: LogLevel;
  /** Receives each line, newline included. */
  write: (line: string) => void;
  /** Field names whose values never reach a line, compared case-insensitively; the defaults always apply. */
  redact?: readonly string[];
  now?: () => Date;
}

/** Names that hold key material or credentials in either program. */
export const REDACTED_FIELDS = [
  "apiKey",
  "secret",
  "signingKey",
  "encryptedSigningKey",
  "password",
  "passwordHash",
  "authorization",
  "cookie",
  "x-signature",
  "x-api-key",
  "token",
  "masterKey",
  "privateKey",
  "totpSecret",
] as const;

const REDACTED = "[redacted]";
const MAX_DEPTH = 6;

export function createLogger(options: LoggerOptions, bound: LogFields = {}): Logger {
  const hidden = new Set([...REDACTED_FIELDS, ...(options.redact ?? [])].map((name) => name.toLowerCase()));
  const now = options.now ?? (() => new Date());
  const emit = (at: Exclude<LogLevel, "silent">) => (message: string, fields?: LogFields) => {
    if (levels[at] > levels[options.level]) return;
    const line = {
      at: now().toISOString(),
      level: at,
      message,
      ...redact({ ...bound, ...fields }, hidden, 0),
    };
    options.write(`${JSON.stringify(line)}\n`);
  };
  return {
    error: emit("error"),
    warn: emit("warn"),
    info: emit("info"),
    debug: emit("debug"),
    child: (fields) => createLogger(options, { ...bound, ...fields }),
  };
}

function redact(fields: LogFields, hidden: Set<string>, depth: number): LogFields {
  const out: LogFields = {};
  for (const [name, value] of Object.entries(fields)) {
    out[name] = hidden.has(name.toLowerCase()) ? REDACTED : redactValue(value, hidden, depth + 1);
  }
  return out;
}

function redactValue(value: unknown, hidden: Set<string>, depth: number): unknown {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value !== "object" || value === null) return value;
  if (depth > MAX_DEPTH) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => redactValue(item, hidden, depth + 1));
  return redact(value as LogFields, hidden, depth);
}

/** A level name from configuration, or the fallback when it names none. */
export function parseLogLevel(value: string | undefined, fallback: LogLevel): LogLevel {
  return value !== undefined && value in levels ? (value as LogLevel) : fallback;
}
