import "server-only";
import { type MatchedOperation, matchOperation } from "@/lib/payments-api/match";
import { buildPath, type Operation } from "@/lib/payments-api/operation";
import { guardMoneyOut, rememberQuote } from "@/server/approvals/money-out-guard";
import { noteContract, rememberCharge } from "@/server/charge-schedules/manual";
import { getDb } from "@/server/db/client";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import {
  AuthenticationError,
  BadResponseError,
  UpstreamError,
  UpstreamTimeoutError,
} from "@/server/upstream/errors";
import type { TransportResponse } from "@/server/upstream/transport";
import { checkOperationAccess } from "./access";
import { resourceIdOf } from "./audit";
import { BffError } from "./errors";
import { readJsonBody } from "./read-body";
import { replyToResponse, type UpstreamReply } from "./upstream-response";
import { validateRequest } from "./validate-request";
import { type AccountRouteDeps, type RouteHandler, type RouteTrace, withAccount } from "./with-account";

export interface ForwarderOptions extends AccountRouteDeps {
  /** Per call to the payments service; a slower answer becomes 504. */
  timeoutMs?: number;
}

export type ForwardParams = { accountId: string; path: string[] };

const DEFAULT_TIMEOUT_MS = 15_000;
/** The answers that carry one contract: one no longer signed ends its charge schedules. */
const CONTRACT_ANSWERS = new Set(["syncDirectDebitContract", "terminateDirectDebitContract"]);
const methods = ["GET", "POST", "PATCH", "DELETE"] as const;

/**
 * The BFF forwarder (docs/service-rules.md §11): `/api/accounts/{accountId}/v1/{path}` → the account's payments
 * service, signed with its key. On top of the account pipeline (origin, session, membership): a contract
 * operation (404, checked first), role permission, capability and branch rule (403), path/query/body
 * against the contract (400, nothing forwarded), then one call through the account's branch-scoped client
 * whose status, JSON and rate-limit headers come back unchanged.
 */
export function createForwarder(
  options: ForwarderOptions = {},
): Record<(typeof methods)[number], RouteHandler<ForwardParams>> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const handle = withAccount<ForwardParams, MatchedOperation>(
    async ({ request, requestId, access, pre: match, trace }) => {
      const operation: Operation = match.operation;
      trace.operationId = operation.id;
      const refusal = checkOperationAccess(access.membership, access.account, operation);
      if (refusal) throw refusal;

      const method = operation.method;
      const bodyText = method === "POST" || method === "PATCH" ? await readJsonBody(request) : null;
      const url = new URL(request.url);
      const validated = validateRequest(operation, {
        params: match.params,
        searchParams: url.searchParams,
        bodyText,
      });
      // The caller's query string goes on as sent (only operations with a query take one), so the service
      // sees exactly what the browser asked for; a branch scope rewrites only its branchId pair. Next hands
      // route handlers a query it re-serialized, with spaces as '+'; the browser's client never sends a raw
      // '+' (it writes %2B), so each '+' here was a space, and goes on as %20, which every server reads alike.
      const rawQuery = operation.query ? url.search.replaceAll("+", "%20") : "";
      // Money out is held by the approval threshold (the last 24 hours counted) and recorded around its send.
      const moneyOut = await guardMoneyOut(operation, validated.body, access, (options.db ?? getDb)());
      trace.path = buildPath(operation.path, validated.params) + rawQuery;
      try {
        const response = await access
          .upstream({ timeoutMs })
          .send(operation, { params: validated.params, rawQuery, body: validated.body });
        await moneyOut.sent(response.body);
        checkContract(operation, response, trace);
        if (operation.id === "getAggregatorQuote" && response.status === 200)
          rememberQuote(access.account.id, response.body);
        if (operation.id === "executeDirectDebitPayment" && response.status < 300)
          await rememberCharge((options.db ?? getDb)(), access, validated.params.id, response.body);
        if (CONTRACT_ANSWERS.has(operation.id) && response.status < 300)
          await noteContract((options.db ?? getDb)(), access.account.id, response.body);
        return finish(response, requestId, trace);
      } catch (error) {
        await moneyOut.failed(error);
        return finish(failureReply(error, timeoutMs), requestId, trace);
      }
    },
    {
      ...options,
      precheck: (request, params) => matchOrRefuse(request.method, params.path),
      auditAction: (match) => match.operation.id,
      rememberedAccess: (match) => mayUseRememberedAccess(match.operation),
    },
  );

  function finish(reply: UpstreamReply, requestId: string, trace: RouteTrace): Response {
    trace.upstreamRequestId = reply.requestId;
    trace.resourceId = reply.status < 300 ? resourceIdOf(reply.body) : null;
    return replyToResponse(reply, requestId);
  }

  return { GET: handle, POST: handle, PATCH: handle, DELETE: handle };
}

/**
 * Only reads may go on access remembered for a moment (server/access/access-cache.ts); everything that
 * changes something, and money-out above all (payouts, withdrawals, the payout quote, which is an
 * offramp:write), reads the member's access from the database first.
 */
export function mayUseRememberedAccess(operation: Pick<Operation, "permission">): boolean {
  return operation.permission.endsWith(":read");
}

function matchOrRefuse(method: string, path: string[]): MatchedOperation {
  const requestedPath = `/v1/${path.map(encodeURIComponent).join("/")}`;
  const match = matchOperation(method, requestedPath);
  if (!match) {
    throw new BffError("not_found", `${method} ${requestedPath} is not an operation of the payments API`);
  }
  return match;
}

function checkContract(operation: Operation, response: TransportResponse, trace: RouteTrace): void {
  if (!operation.response) return;
  // Passed on regardless (ARCHITECTURE.md, "The contract"): logged so a drifting service is noticed.
  if (!operation.response.safeParse(response.body).success) trace.code = "contract_mismatch";
}

/**
 * Any answer of the service, success or not, is passed on as a reply (the browser needs its 4xx bodies);
 * failures to get one become BffErrors. No retries: the browser is waiting and decides itself.
 */
function failureReply(error: unknown, timeoutMs: number): UpstreamReply {
  if (error instanceof MemberScopeError) throw new BffError(error.code, error.message);
  if (!(error instanceof UpstreamError)) throw error;
  if (error instanceof UpstreamTimeoutError) {
    throw new BffError(
      "upstream_timeout",
      `The payments service did not answer within ${formatSeconds(timeoutMs)}`,
    );
  }
  if (error instanceof AuthenticationError) {
    // Passing a 401 on would read as "your console session ended"; it is the account's key instead.
    throw new BffError(
      "upstream_key_rejected",
      "The payments service refused this account's API key (it may have been revoked or replaced). " +
        "An owner or admin can add a new key in the account settings.",
    );
  }
  if (error instanceof BadResponseError && error.status === null) {
    throw new BffError("upstream_bad_response", "The payments service answered with a redirect");
  }
  if (error.status !== null) {
    return {
      status: error.status,
      headers: error.headers ?? new Headers(),
      body: error.body,
      rawBody: null,
      requestId: error.requestId,
    };
  }
  throw new BffError("upstream_unreachable", "The payments service could not be reached");
}

function formatSeconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
