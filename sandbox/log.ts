import { createLogger as createLineLogger, type Logger, type LogLevel } from "@/lib/log";

export type { Logger, LogLevel };

/** The sandbox's logger: JSON lines on stderr; keys, secrets and signatures are redacted by name. */
export function createLogger(level: LogLevel): Logger {
  return createLineLogger({ level, write: (line) => process.stderr.write(line) });
}
