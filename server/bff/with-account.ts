import "server-only";
import { isUuid } from "@/lib/ids";
import { uncachedLookup } from "@/server/access/access-cache";
import { type AccessWatch, accessWatch } from "@/server/access/access-watch";
import {
  type AccessLookup,
  type AccessOutcome,
  type AccountAccess,
  resolveAccountAccess,
} from "@/server/access/account-access";
import { accountService } from "@/server/accounts/service";
import { authSecret } from "@/server/auth/auth-secret";
import type { AnyPermission } from "@/server/auth/policy";
import { clientIp } from "@/server/auth/request-info";
import { type RequestSession, requestSession } from "@/server/auth/session-cookie";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "@/server/auth/two-factor-paths";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { auditForward } from "./audit";
import { BffError, toBffError } from "./errors";
import { type BffLogger, CLIENT_WENT_AWAY, defaultBffLogger, describeError } from "./log";
import { isSameOrigin, isStateChanging } from "./origin";
import { baseHeaders, errorResponse, newRequestId, REQUEST_ID_HEADER } from "./respond";

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
  /** The session's id when the request came with a session cookie; long-lived routes re-check it. */
  sessionId: string | null;
  /** The session's sign-in time (whole seconds), for the same re-check. */
  signedInAt: number | undefined;
  /** When `access` was read (ms since the epoch). */
  accessReadAt: number;
  /** Reads this member's access again, never from a cache: what long-lived routes re-check it with. */
  recheck(): Promise<AccessOutcome>;
  /** The instance's watch, where long-lived routes register to be ended when access ends. */
  watch: AccessWatch;
  /** What the route's precheck returned. */
  pre: Pre;
  trace: RouteTrace;
}

/** Dependencies of account routes; defaults are the real ones, tests replace them. */
export interface AccountRouteDeps {
  /** Who is asking; by default the session cookie, read without next-auth (server/auth/session-cookie.ts). */
  sessionUserId?: (request: Request) => Promise<string | null>;
  /** The key of session cookies; by default the console's session secret. */
  sessionSecret?: () => string;
  accounts?: () => AccessLookup;
  db?: () => ConsoleExecutor;
  publicUrl?: () => string | undefined;
  log?: BffLogger;
  /** The instance's watch of open streams and long reads; by default the process's. */
  watch?: () => AccessWatch;
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
  /**
   * Whether this request may use access the lookup remembers (server/access/access-cache.ts); when it
   * answers false the access is read from the database. By default every request may.
   */
  rememberedAccess?: (pre: Pre) => boolean;
}

export type RouteHandler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export const defaultPublicUrl = () => env().PUBLIC_URL;

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
  const vouched = options.sessionUserId;
  const sessionOf = vouched
    ? async (request: Request): Promise<RequestSession | null> => {
        const userId = await vouched(request);
        return userId === null ? null : { userId, sessionId: null };
      }
    : // The session cookie, decrypted with a cached key and never re-issued (pages slide the session; API
      // calls only read it). Whether it was signed out is checked by the membership query.
      async (request: Request) => requestSession(request, (options.sessionSecret ?? authSecret)());
  const accounts = options.accounts ?? accountService;
  const watch = options.watch ?? accessWatch;
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
      const session = await sessionOf(request);
      const lookup = accounts();
      const remembered = options.rememberedAccess?.(pre) ?? true;
      const resolve = (from: AccessLookup) =>
        resolveAccountAccess(
          session?.userId ?? null,
          params.accountId,
          from,
          session?.sessionId ?? undefined,
          session?.signedInAt,
        );
      const accessReadAt = Date.now();
      const outcome = await resolve(remembered ? lookup : uncachedLookup(lookup));
      if (outcome.kind === "unauthenticated") throw new BffError("unauthenticated", "Sign in to continue");
      userId = outcome.kind === "member" ? outcome.access.user.id : outcome.user.id;
      if (outcome.kind === "not_member") {
        throw new BffError("not_found", "No merchant account with this id is available to you");
      }
      const { access } = outcome;
      accountId = access.account.id;
      if (access.needsTwoFactor) throw new BffError("forbidden", TWO_FACTOR_REQUIRED_MESSAGE);
      if (options.permission && !access.can(options.permission)) {
        throw new BffError("forbidden", `Your role (${access.membership.role}) does not allow this`);
      }
      response = await handler({
        request,
        requestId,
        params,
        access,
        sessionId: session?.sessionId ?? null,
        signedInAt: session?.signedInAt,
        accessReadAt,
        recheck: () => resolve(uncachedLookup(lookup)),
        watch: watch(),
        pre,
        trace,
      });
      response.headers.set(REQUEST_ID_HEADER, requestId);
    } catch (error) {
      if (request.signal.aborted) {
        // The client closed the connection (an export or a chart left for another page): whatever failed
        // after that failed because nobody was reading, and nobody reads this answer either.
        response = new Response(null, { status: CLIENT_WENT_AWAY, headers: baseHeaders(requestId) });
      } else {
        const mapped = toBffError(error);
        if (!(error instanceof BffError)) failure = describeError(error);
        trace.code ??= mapped.code;
        response = errorResponse(mapped, requestId);
      }
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
          address: clientIp(request.headers),
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
