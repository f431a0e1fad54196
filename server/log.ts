import "server-only";
import { createLogger, type Logger, type LogLevel } from "@/lib/log";
import { env } from "@/server/env";

// LOG_LEVEL also accepts the names other tools use for the two ends of the scale.
const aliases: Record<string, LogLevel> = { fatal: "error", trace: "debug" };

let root: Logger | undefined;

/** The console's logger: JSON lines on stdout, key material redacted by field name. */
export function logger(): Logger {
  if (!root) {
    const configured = env().LOG_LEVEL;
    const level = (aliases[configured] ?? configured) as LogLevel;
    root = createLogger({ level, write: (line) => process.stdout.write(line) });
  }
  return root;
}
