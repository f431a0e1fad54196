import "server-only";
import { type AccountService, accountService, type MembershipView } from "@/server/accounts/service";
import type { AccountView } from "@/server/accounts/view";
import { type AnyPermission, can } from "@/server/auth/policy";
import { env } from "@/server/env";
import { BffError, toBffError } from "./errors";
import { type BffLogger, defaultBffLogger, describeError } from "./log";
import { requireMembership } from "./membership";
import { isSameOrigin, isStateChanging } from "./origin";
import { errorResponse, newRequestId, REQUEST_ID_HEADER } from "./respond";
import { type ResolveUser, requireUser, type SessionUser, sessionUser } from "./session";

export interface AccountRouteContext<P> {
  request: Request;
  requestId: string;
  params: P;
  user: SessionUser;
  account: AccountView;
  membership: MembershipView;
}

/** Dependencies of account routes; defaults are the real ones, tests replace them. */
export interface AccountRouteDeps {
  resolveUser?: ResolveUser;
  accounts?: () => Pick<AccountService, "getAccountForUser">;
  publicUrl?: () => string | undefined;
  log?: BffLogger;
}

export interface WithAccountOptions extends AccountRouteDeps {
  /** The permission the route needs on the account, beyond membership. */
  permission?: AnyPermission;
}

export type RouteHandler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export const defaultPublicUrl = () => env().PUBLIC_URL;

/**
 * Route handlers under /api/accounts/[accountId]: same-origin check for state-changing methods (403),
 * session (401), membership (404), permission (403), then the handler; every answer carries a request id
 * and failures are JSON `{ statusCode, message, error, code, requestId }`.
 */
export function withAccount<P extends { accountId: string }>(
  handler: (context: AccountRouteContext<P>) => Promise<Response>,
  options: WithAccountOptions = {},
): RouteHandler<P> {
  const resolveUser = options.resolveUser ?? sessionUser;
  const accounts = options.accounts ?? accountService;
  const publicUrl = options.publicUrl ?? defaultPublicUrl;
  const log = options.log ?? defaultBffLogger;

  return async (request, context) => {
    const requestId = newRequestId();
    const started = Date.now();
    let userId: string | undefined;
    let response: Response;
    let failure: string | undefined;
    try {
      if (isStateChanging(request.method) && !isSameOrigin(request, publicUrl())) {
        throw new BffError("origin_rejected", "Cross-site request refused: the Origin is not this console");
      }
      const params = await context.params;
      const user = await requireUser(resolveUser);
      userId = user.id;
      const { account, membership } = await requireMembership(accounts(), user.id, params.accountId);
      if (options.permission && !can(membership.role, options.permission)) {
        throw new BffError("forbidden", `Your role (${membership.role}) does not allow this`);
      }
      response = await handler({ request, requestId, params, user, account, membership });
      response.headers.set(REQUEST_ID_HEADER, requestId);
    } catch (error) {
      if (!(error instanceof BffError)) failure = describeError(error);
      response = errorResponse(toBffError(error), requestId);
    }
    log({
      requestId,
      method: request.method,
      userId,
      status: response.status,
      durationMs: Date.now() - started,
      ...(failure ? { error: failure } : {}),
    });
    return response;
  };
}
