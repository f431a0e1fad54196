import "server-only";
import { matchOperation } from "@/lib/payments-api/match";
import { buildPath, type HttpMethod, type Operation } from "@/lib/payments-api/operation";
import { operations } from "@/lib/payments-api/operations";
import { type AccountService, accountService, isUuid } from "@/server/accounts/service";
import { isBranchScoped } from "@/server/auth/policy";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { checkOperationAccess } from "./access";
import { auditForward, type ForwardAudit, resourceIdOf } from "./audit";
import { belongsToBranch, branchRuleOf, scopeBody, scopeQueryString } from "./branch-scope";
import { BffError, toBffError } from "./errors";
import { type BffLogger, type BffLogLine, defaultBffLogger, describeError } from "./log";
import { requireMembership } from "./membership";
import { isSameOrigin, isStateChanging } from "./origin";
import { readBody } from "./read-body";
import { errorResponse, newRequestId } from "./respond";
import { type ResolveUser, requireUser, sessionUser } from "./session";
import { callUpstream, type UpstreamReply } from "./upstream-call";
import { replyToResponse } from "./upstream-response";
import { validateRequest } from "./validate-request";
import { defaultPublicUrl, type RouteHandler } from "./with-account";

export interface ForwarderOptions {
  resolveUser?: ResolveUser;
  accounts?: () => Pick<AccountService, "getAccountForUser" | "loadUpstreamCredentials">;
  db?: () => ConsoleExecutor;
  publicUrl?: () => string | undefined;
  /** Per call to the payments service; a slower answer becomes 504. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: BffLogger;
}

export type ForwardParams = { accountId: string; path: string[] };

const DEFAULT_TIMEOUT_MS = 15_000;
const methods = ["GET", "POST", "PATCH", "DELETE"] as const;

/** What one request learned on its way, for the log line and the audit entry. */
interface Trace {
  line: BffLogLine;
  audit: Omit<ForwardAudit, "status" | "requestId"> | null;
}

/**
 * The BFF forwarder of decisions §11: `/api/accounts/{accountId}/v1/{path}` → the account's payments
 * service, signed with its key. Checks, in order: same-origin for state-changing methods (403), a contract
 * operation (404), session (401), membership (404, as for an unknown account), role permission, capability
 * and branch rule (403), path/query/body against the contract (400, nothing forwarded), branch scoping,
 * then one signed call whose status, JSON and rate-limit headers come back unchanged.
 */
export function createForwarder(
  options: ForwarderOptions = {},
): Record<(typeof methods)[number], RouteHandler<ForwardParams>> {
  const deps = {
    resolveUser: options.resolveUser ?? sessionUser,
    accounts: options.accounts ?? accountService,
    db: options.db ?? getDb,
    publicUrl: options.publicUrl ?? defaultPublicUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch,
    log: options.log ?? defaultBffLogger,
  };

  const handle: RouteHandler<ForwardParams> = async (request, context) => {
    const requestId = newRequestId();
    const started = Date.now();
    const trace: Trace = {
      line: { requestId, method: request.method, status: 0, durationMs: 0 },
      audit: null,
    };
    let response: Response;
    try {
      response = await forward(request, await context.params, requestId, trace);
    } catch (error) {
      const failure = toBffError(error);
      if (!(error instanceof BffError)) trace.line.error = describeError(error);
      trace.line.code = failure.code;
      response = errorResponse(failure, requestId);
    }
    if (trace.audit) {
      await auditForward(
        deps.db(),
        { ...trace.audit, status: response.status, requestId, code: trace.line.code },
        deps.log,
      );
    }
    deps.log({ ...trace.line, status: response.status, durationMs: Date.now() - started });
    return response;
  };

  async function forward(request: Request, params: ForwardParams, requestId: string, trace: Trace) {
    const method = request.method.toUpperCase();
    const url = new URL(request.url);
    if (isStateChanging(method) && !isSameOrigin(request, deps.publicUrl())) {
      throw new BffError("origin_rejected", "Cross-site request refused: the Origin is not this console");
    }
    const requestedPath = `/v1/${params.path.map(encodeURIComponent).join("/")}`;
    const match = matchOperation(method, requestedPath);
    if (!match)
      throw new BffError("not_found", `${method} ${requestedPath} is not an operation of the payments API`);
    const operation: Operation = match.operation;
    trace.line.operationId = operation.id;

    const user = await requireUser(deps.resolveUser);
    trace.line.userId = user.id;
    if (isStateChanging(method)) {
      trace.audit = {
        userId: user.id,
        accountId: isUuid(params.accountId) ? params.accountId : null,
        operationId: operation.id,
        method,
        path: requestedPath,
      };
    }
    const { account, membership } = await requireMembership(deps.accounts(), user.id, params.accountId);
    trace.line.accountId = account.id;
    const refusal = checkOperationAccess(membership, account, operation);
    if (refusal) throw refusal;

    const bodyText = method === "POST" || method === "PATCH" ? await readBody(request) : null;
    const validated = validateRequest(operation, {
      params: match.params,
      searchParams: url.searchParams,
      bodyText,
    });

    // The caller's query string goes on as sent (only contract operations with a query take one), so the
    // service sees exactly what the browser asked for; only a branch scope rewrites its branchId pair.
    let search = operation.query ? url.search : "";
    let body = validated.body;
    const branchId = isBranchScoped(membership) ? membership.branchId : null;
    const rule = branchRuleOf(operation.id);
    if (branchId !== null && rule.kind === "query") search = scopeQueryString(search, branchId);
    if (branchId !== null && rule.kind === "body" && body) body = scopeBody(body, branchId);

    const path = buildPath(operation.path, validated.params);
    if (trace.audit) trace.audit.path = path + search;
    const credentials = await deps.accounts().loadUpstreamCredentials(account.id);
    if (!credentials) throw new BffError("not_found", "No merchant account with this id is available to you");
    const call = (m: HttpMethod, pathWithQuery: string, payload?: unknown) =>
      callUpstream(
        credentials,
        { method: m, pathWithQuery, body: payload },
        { timeoutMs: deps.timeoutMs, fetch: deps.fetch },
      );

    if (branchId !== null && rule.kind === "guarded") {
      const owner = await call("GET", buildPath(operations[rule.via].path, validated.params));
      if (owner.status !== 200) return finish(owner, requestId, trace);
      if (!belongsToBranch(owner.body, branchId)) throw notInBranch();
    }
    const reply = await call(operation.method, path + search, body);
    if (
      branchId !== null &&
      rule.kind === "read" &&
      reply.status === 200 &&
      !belongsToBranch(reply.body, branchId)
    ) {
      throw notInBranch();
    }
    checkContract(operation, reply, trace);
    return finish(reply, requestId, trace);
  }

  function finish(reply: UpstreamReply, requestId: string, trace: Trace): Response {
    trace.line.upstreamRequestId = reply.requestId;
    if (trace.audit) {
      trace.audit.upstreamRequestId = reply.requestId;
      trace.audit.resourceId = reply.status < 300 ? resourceIdOf(reply.body) : null;
    }
    return replyToResponse(reply, requestId);
  }

  function checkContract(operation: Operation, reply: UpstreamReply, trace: Trace): void {
    if (!operation.response || reply.status >= 300) return;
    // Passed on regardless (ARCHITECTURE §One contract): logged so a drifting service is noticed.
    if (!operation.response.safeParse(reply.body).success) trace.line.code = "contract_mismatch";
  }

  return { GET: handle, POST: handle, PATCH: handle, DELETE: handle };
}

/** Another branch's resource is answered like a missing one, as an unknown account is. */
function notInBranch(): BffError {
  return new BffError("not_found", "Not found among your branch's data");
}
