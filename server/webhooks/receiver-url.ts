import "server-only";
import { env } from "@/server/env";

/**
 * The address at which the payments service reaches this console's webhook receiver for an account, or
 * null when the console does not know its own public address (then it sends no webhook URL of its own,
 * and live updates wait for the operator to set CONSOLE_PUBLIC_URL).
 */
export function receiverUrl(accountId: string): string | null {
  const { CONSOLE_PUBLIC_URL, PUBLIC_URL } = env();
  const base = CONSOLE_PUBLIC_URL ?? PUBLIC_URL;
  if (!base) return null;
  return `${base.replace(/\/+$/, "")}/api/webhooks/${encodeURIComponent(accountId)}`;
}
