import "server-only";
import { logger } from "@/server/log";

/** One line per BFF request. Holds ids, names and numbers only: never bodies, queries or key material. */
export interface BffLogLine {
  requestId: string;
  method: string;
  operationId?: string;
  accountId?: string;
  userId?: string;
  status: number;
  code?: string;
  upstreamRequestId?: string | null;
  durationMs: number;
  /** For unexpected failures: the error's name and message, which never carry key material. */
  error?: string;
}

export type BffLogger = (line: BffLogLine) => void;

/** The status of an answer nobody reads: the client closed the connection first (nginx's 499). */
export const CLIENT_WENT_AWAY = 499;

/** How a request's line is logged: a failure as an error, a client that left as what it is. */
export function bffLogEntry(line: BffLogLine): { level: "error" | "info"; message: string } {
  if (line.status === CLIENT_WENT_AWAY) return { level: "info", message: "client went away" };
  if (line.status >= 500) return { level: "error", message: "request failed" };
  return { level: "info", message: "request" };
}

export const defaultBffLogger: BffLogger = (line) => {
  const { level, message } = bffLogEntry(line);
  logger()[level](message, { scope: "bff", ...line });
};

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
