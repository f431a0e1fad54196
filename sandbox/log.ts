const levels = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per event on stderr; the sandbox never logs keys, secrets or signatures. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (levels[at] > levels[level]) return;
    process.stderr.write(
      `${JSON.stringify({ at: new Date().toISOString(), level: at, message, ...fields })}\n`,
    );
  };
  return { error: write("error"), warn: write("warn"), info: write("info"), debug: write("debug") };
}
