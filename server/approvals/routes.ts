import "server-only";
import type { ApprovalRequestAnswer, ApprovalSummary, SettlementRequesters } from "@/lib/approvals";
import { isUuid } from "@/lib/ids";
import { BffError } from "@/server/bff/errors";
import { readJsonBody } from "@/server/bff/read-body";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { type AccountRouteDeps, type RouteHandler, withAccount } from "@/server/bff/with-account";
import { getDb } from "@/server/db/client";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import { UpstreamError } from "@/server/upstream/errors";
import { requestersOf } from "./requesters";
import { ApprovalError, countPending, readThreshold, requestMoneyOut } from "./service";
import { upstreamBffError } from "./upstream-failure";

type Params = { accountId: string };

function toBffError(error: unknown): unknown {
  if (error instanceof ApprovalError) {
    if (error.code === "forbidden") return new BffError("forbidden", error.message);
    if (error.code === "not_found") return new BffError("not_found", error.message);
    return new BffError("validation_failed", error.message);
  }
  if (error instanceof UpstreamError || error instanceof MemberScopeError) {
    return upstreamBffError(error, "The payments service could not be read to hold this request; try again.");
  }
  return error;
}

/**
 * The console's own routes of approvals (server/bff/with-account.ts: origin, session, membership, audit):
 * POST `/accounts/{id}/approvals/requests` holds a payout or settlement that, with what the account sent in
 * the last 24 hours, is above the account's threshold (audited as `approval.request`, the held request as its
 * resource; answered with the reason in words) or answers that it may be sent directly; a busy service is a
 * 429 with Retry-After; GET `/accounts/{id}/approvals/summary` gives the threshold and the number waiting.
 */
export function createApprovalRoutes(deps: AccountRouteDeps = {}): {
  request: RouteHandler<Params>;
  summary: RouteHandler<Params>;
  requesters: RouteHandler<Params>;
} {
  const db = deps.db ?? getDb;
  const request = withAccount<Params>(
    async ({ request: incoming, requestId, access, trace }) => {
      trace.operationId = "approval.request";
      // Too large, too slow or not JSON by its type: refused as such (413, 408, 415), not as bad JSON.
      const text = await readJsonBody(incoming);
      let body: unknown;
      try {
        body = JSON.parse(text || "null");
      } catch {
        throw new BffError("validation_failed", "The request body is not JSON");
      }
      try {
        const outcome = await requestMoneyOut(
          {
            db: db(),
            accountId: access.account.id,
            actor: { userId: access.user.id, can: access.can, role: access.membership.role },
            api: access.upstream().api,
            requestId,
          },
          body,
        );
        const answer: ApprovalRequestAnswer = outcome.held
          ? { held: true, approvalId: outcome.approval.id, reason: outcome.reason }
          : { held: false };
        trace.resourceId = outcome.held ? outcome.approval.id : null;
        trace.code = outcome.held ? "held" : "below_threshold";
        return jsonResponse(outcome.held ? 201 : 200, answer, baseHeaders(requestId));
      } catch (error) {
        throw toBffError(error);
      }
    },
    { ...deps, auditAction: () => "approval.request" },
  );
  const summary = withAccount<Params>(
    async ({ requestId, access }) => {
      const answer: ApprovalSummary = {
        thresholdLkr: await readThreshold(db(), access.account.id),
        pending: await countPending(db(), access.account.id),
      };
      return jsonResponse(200, answer, baseHeaders(requestId));
    },
    { ...deps },
  );
  // GET …/requesters?ids=a,b: the members who asked for these settlements through the console (at most 100
  // ids, uuids only: anything else is ignored rather than refused, as a list page asks for what it shows).
  const requesters = withAccount<Params>(
    async ({ request: incoming, requestId, access }) => {
      const ids = (new URL(incoming.url).searchParams.get("ids") ?? "")
        .split(",")
        .filter((id) => isUuid(id))
        .slice(0, 100);
      const answer: SettlementRequesters = {
        people: await requestersOf(db(), access.account.id, "settlement", ids),
        accountKeyId: access.account.keyId,
        accountName: access.account.name,
      };
      return jsonResponse(200, answer, baseHeaders(requestId));
    },
    { ...deps, permission: "withdrawals:read" },
  );
  return { request, summary, requesters };
}
