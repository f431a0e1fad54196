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

export const defaultBffLogger: BffLogger = (line) => {
  const fields = { scope: "bff", ...line };
  if (line.status >= 500) logger().error("request failed", fields);
  else logger().info("request", fields);
};

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
