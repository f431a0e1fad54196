import "server-only";
import { headers } from "next/headers";
import type { AnyPermission } from "@/server/auth/policy";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "@/server/auth/two-factor-paths";
import { isSameOriginHeaders } from "@/server/bff/origin";
import { newRequestId } from "@/server/bff/respond";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { getSessionUserId } from "@/server/session";
import { type AccountAccess, resolveAccountAccess } from "./account-access";

export const SESSION_ENDED = "Your session has ended. Sign in again to continue.";
const CROSS_SITE = "This request did not come from the console's own pages, so it was refused.";

export type ActionAccess =
  | ({ ok: true; requestId: string } & AccountAccess)
  | { ok: false; message: string; requestId: string };

/**
 * Server actions arrive as POSTs that the browser may send from anywhere; like the BFF, the console accepts
 * them only with an Origin that names the console itself. Returns the refusal, or null.
 */
export async function checkActionOrigin(): Promise<string | null> {
  const incoming = await headers();
  return isSameOriginHeaders(incoming, env().PUBLIC_URL) ? null : CROSS_SITE;
}

/**
 * The account pipeline for server actions: origin, session, membership with the account (one query) and
 * the permission. Failures come back as messages safe to show, with the request id that finds them in the
 * log; actions never throw at the browser.
 */
export async function authorizeAccountAction(
  accountId: string,
  permission: AnyPermission,
): Promise<ActionAccess> {
  const requestId = newRequestId();
  const refuse = (message: string, reason: string, userId?: string): ActionAccess => {
    logger().info("action refused", { scope: "action", requestId, accountId, userId, reason });
    return { ok: false, message, requestId };
  };
  const crossSite = await checkActionOrigin();
  if (crossSite) return refuse(crossSite, "origin_rejected");
  const outcome = await resolveAccountAccess(await getSessionUserId(), accountId);
  if (outcome.kind === "unauthenticated") return refuse(SESSION_ENDED, "unauthenticated");
  if (outcome.kind === "not_member") {
    return refuse(
      "This merchant account was not found, or you are not a member of it.",
      "not_found",
      outcome.user.id,
    );
  }
  const { access } = outcome;
  if (access.needsTwoFactor) {
    return refuse(TWO_FACTOR_REQUIRED_MESSAGE, "two_factor_required", access.user.id);
  }
  if (!access.can(permission)) {
    return refuse("Your role in this merchant account does not allow this.", "forbidden", access.user.id);
  }
  return { ok: true, requestId, ...access };
}
