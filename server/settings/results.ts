import "server-only";
import type { z } from "zod";
import { actionFailure } from "@/lib/action-result";
import { AccountError } from "@/server/accounts/errors";
import { logger } from "@/server/log";

export { SESSION_ENDED } from "@/server/access/action-access";
/** A request id for an action that runs outside the account pipeline (adding an account). */
export { newRequestId } from "@/server/bff/respond";
export const CHECK_FIELDS = "Check the highlighted fields.";

/** A refusal of the account pipeline (origin, session, membership, permission), with its request id. */
export function accessFailure(access: { message: string; requestId: string }) {
  return actionFailure(access.message, undefined, access.requestId);
}

/** The first message of each top-level field of a failed parse, for inline errors. */
export function fieldErrorsOf<TField extends string>(error: z.ZodError): Partial<Record<TField, string>> {
  const fields: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && fields[field] === undefined) fields[field] = issue.message;
  }
  return fields as Partial<Record<TField, string>>;
}

/**
 * An account service failure as a result for the form, with the request id that finds its log line.
 * AccountError messages are written for the person at the form and never contain key material; anything
 * else is logged by name only (a database error could quote the sealed key among its parameters) and shown
 * as a generic message.
 */
export function accountFailure(error: unknown, step: string, requestId: string) {
  if (error instanceof AccountError) {
    logger().warn("settings action refused", { scope: "settings", step, requestId, code: error.code });
    return actionFailure(
      error.message,
      error.field ? { [error.field]: error.message } : undefined,
      requestId,
    );
  }
  const name = error instanceof Error ? error.name : typeof error;
  const code = error instanceof Error && "code" in error ? String(error.code) : "";
  logger().error("settings action failed", { scope: "settings", step, requestId, error: name, code });
  return actionFailure(
    `The console could not finish ${step}. Nothing was changed; try again in a moment.`,
    undefined,
    requestId,
  );
}
