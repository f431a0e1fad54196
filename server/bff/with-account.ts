import "server-only";
import { isUuid } from "@/lib/ids";
import { type AccessLookup, type AccountAccess, resolveAccountAccess } from "@/server/access/account-access";
import { accountService } from "@/server/accounts/service";
import type { AnyPermission } from "@/server/auth/policy";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { auditForward } from "./audit";
import { BffError, toBffError } from "./errors";
import { type BffLogger, defaultBffLogger, describeError } from "./log";
import { isSameOrigin, isStateChanging } from "./origin";
import { errorResponse, newRequestId, REQUEST_ID_HEADER } from "./respond";

/** What a handler learned on its way, for the request's log line and audit entry. */
export interface RouteTrace {
  operationId?: string;
  /** The upstream path and query that were called, for the audit trail. */
  path?: string;
  code?: string;
  upstreamRequestId?: string | null;
  resourceId?: string | null;
}

export interface AccountRouteContext<P, Pre = undefined> {
  request: Request;
  requestId: string;
  params: P;
  access: AccountAccess;
  /** What the route's precheck returned. */
  pre: Pre;
  trace: RouteTrace;
}

/** Dependencies of account routes; defaults are the real ones, tests replace them. */
export interface AccountRouteDeps {
  sessionUserId?: () => Promise<string | null>;
  accounts?: () => AccessLookup;
  db?: () => ConsoleExecutor;
  publicUrl?: () => string | undefined;
  log?: BffLogger;
}

export interface WithAccountOptions<P, Pre> extends AccountRouteDeps {
  /** The permission the route needs on the account, beyond membership. */
  permission?: AnyPermission;
  /**
   * Runs after the origin check and before the session is read, so a route refuses what it does not
   * serve (404) without touching the database.
   */
  precheck?: (request: Request, params: P) => Pre;
  /** The audit action of a state-changing request; each one is recorded, allowed or not. */
  auditAction?: (pre: Pre, request: Request) => string;
}

export type RouteHandler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export const defaultPublicUrl = () => env().PUBLIC_URL;

/** The session's user id (next-auth), loaded on demand so tests of routes need not load next-auth. */
const sessionUserIdOfRequest = async () => (await import("@/server/session")).getSessionUserId();

/**
 * The one pipeline of route handlers under /api/accounts/[accountId]: same-origin check for state-changing
 * methods (403), the route's precheck, session (401), membership with the account and its key in one query
 * (404, as for an unknown account), permission (403), then the handler with a branch-scoped client. Every
 * answer carries a request id and is logged; state-changing requests are audited whatever their outcome.
 */
export function withAccount<P extends { accountId: string }, Pre = undefined>(
  handler: (context: AccountRouteContext<P, Pre>) => Promise<Response>,
  options: WithAccountOptions<P, Pre> = {},
): RouteHandler<P> {
  const sessionUserId = options.sessionUserId ?? sessionUserIdOfRequest;
  const accounts = options.accounts ?? accountService;
  const db = options.db ?? getDb;
  const publicUrl = options.publicUrl ?? defaultPublicUrl;
  const log = options.log ?? defaultBffLogger;

  return async (request, context) => {
    const requestId = newRequestId();
    const started = Date.now();
    const trace: RouteTrace = {};
    const changes = isStateChanging(request.method);
    let userId: string | undefined;
    let accountId: string | undefined;
    let action: string | undefined;
    let failure: string | undefined;
    let response: Response;
    try {
      if (changes && !isSameOrigin(request, publicUrl())) {
        throw new BffError("origin_rejected", "Cross-site request refused: the Origin is not this console");
      }
      const params = await context.params;
      const pre = options.precheck ? options.precheck(request, params) : (undefined as Pre);
      action = options.auditAction?.(pre, request);
      const outcome = await resolveAccountAccess(await sessionUserId(), params.accountId, accounts());
      if (outcome.kind === "unauthenticated") throw new BffError("unauthenticated", "Sign in to continue");
      userId = outcome.kind === "member" ? outcome.access.user.id : outcome.user.id;
      if (outcome.kind === "not_member") {
        throw new BffError("not_found", "No merchant account with this id is available to you");
      }
      const { access } = outcome;
      accountId = access.account.id;
      if (options.permission && !access.can(options.permission)) {
        throw new BffError("forbidden", `Your role (${access.membership.role}) does not allow this`);
      }
      response = await handler({ request, requestId, params, access, pre, trace });
      response.headers.set(REQUEST_ID_HEADER, requestId);
    } catch (error) {
      const mapped = toBffError(error);
      if (!(error instanceof BffError)) failure = describeError(error);
      trace.code ??= mapped.code;
      response = errorResponse(mapped, requestId);
    }
    if (changes && userId !== undefined) {
      const claimed = (await context.params).accountId;
      await auditForward(
        db,
        {
          userId,
          accountId: accountId ?? (isUuid(claimed) ? claimed : null),
          operationId: trace.operationId ?? action ?? `${request.method} ${new URL(request.url).pathname}`,
          method: request.method,
          path: trace.path ?? new URL(request.url).pathname,
          status: response.status,
          requestId,
          code: trace.code,
          upstreamRequestId: trace.upstreamRequestId,
          resourceId: trace.resourceId,
        },
        log,
      );
    }
    log({
      requestId,
      method: request.method,
      operationId: trace.operationId,
      accountId,
      userId,
      status: response.status,
      code: trace.code,
      upstreamRequestId: trace.upstreamRequestId,
      durationMs: Date.now() - started,
      ...(failure ? { error: failure } : {}),
    });
    return response;
  };
}

export type { AccountAccess };
