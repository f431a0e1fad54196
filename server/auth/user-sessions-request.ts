import "server-only";
import { headers } from "next/headers";
import { actionFailure } from "@/lib/action-result";
import { checkActionOrigin, SESSION_ENDED } from "@/server/access/action-access";
import { newRequestId } from "@/server/bff/respond";
import { logger } from "@/server/log";
import { getSessionUser, type SessionUser } from "@/server/session";
import { authSecret } from "./auth-secret";
import { clientIp } from "./request-info";
import { requestSession } from "./session-cookie";

/** The id of this request's session, read from its cookie (under its configured name) by the console's own reader. */
export async function currentSessionId(userId: string): Promise<string | null> {
  const session = requestSession({ headers: await headers() }, authSecret());
  return session?.userId === userId ? session.sessionId : null;
}

export type SignedInAction =
  | { ok: true; user: SessionUser; sessionId: string | null; requestId: string; ip: string }
  | { ok: false; failure: ReturnType<typeof actionFailure> };

/**
 * For server actions on a person's own sign-in (sessions, password): the Origin check, the signed-in user,
 * this session's id and the client address, with a request id for every refusal.
 */
export async function signedInAction(action: string): Promise<SignedInAction> {
  const requestId = newRequestId();
  const refuse = (message: string, reason: string) => {
    logger().info("action refused", { scope: "action", action, requestId, reason });
    return { ok: false as const, failure: actionFailure(message, undefined, requestId) };
  };
  const crossSite = await checkActionOrigin();
  if (crossSite) return refuse(crossSite, "origin_rejected");
  const user = await getSessionUser();
  if (!user) return refuse(SESSION_ENDED, "unauthenticated");
  return {
    ok: true,
    user,
    sessionId: await currentSessionId(user.id),
    requestId,
    ip: clientIp(await headers()),
  };
}
