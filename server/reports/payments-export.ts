import "server-only";
import { colomboDate } from "@/lib/dates";
import { loadPaymentFilters, paymentListQuery } from "@/lib/filters/payments";
import { paymentListQuerySchema } from "@/lib/payments-api/payments";
import { toValidationDetails, validationSummary } from "@/lib/payments-api/validation";
import { BffError } from "@/server/bff/errors";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { BranchScopeError } from "@/server/upstream/branch-scope";
import { AuthenticationError, UpstreamError, UpstreamTimeoutError } from "@/server/upstream/errors";
import {
  type PaymentPageFetcher,
  type PaymentsCsvOptions,
  paymentPages,
  paymentsCsvStream,
} from "./payments-csv";

export interface PaymentsExportDeps extends AccountRouteDeps {
  /** Pacing of the upstream calls (tests shorten it). */
  minIntervalMs?: PaymentsCsvOptions["minIntervalMs"];
}

/**
 * GET handler of the payments CSV: the account pipeline with payments:read, the list's filters from the
 * query string checked against the contract, then page 1 fetched before answering and the rest streamed.
 * The account's client holds a branch-scoped member to their branch.
 */
export function paymentsExportHandler(deps: PaymentsExportDeps = {}) {
  return withAccount<{ accountId: string }>(
    async ({ request, requestId, access }) => {
      const loaded = loadPaymentFilters(request);
      // A member of one branch exports that branch whatever the address says, as their list shows it.
      const filters = access.branchId ? { ...loaded, branchId: null } : loaded;
      const { page: _page, pageSize: _pageSize, ...query } = paymentListQuery(filters);
      const checked = paymentListQuerySchema.safeParse(withoutUndefined(query));
      if (!checked.success) {
        const details = toValidationDetails(checked.error, query);
        throw new BffError("validation_failed", validationSummary(details), details);
      }

      const { api } = access.upstream({
        timeoutMs: 20_000,
        maxRetries: 4,
        maxRetryWaitMs: 65_000,
        strictResponses: true,
      });
      const fetchPage = paymentPages(api, query);
      let firstPage: Awaited<ReturnType<PaymentPageFetcher>>;
      try {
        // Page 1 before answering: a refused query or an unreachable service gets a status, not a cut-off file.
        firstPage = await fetchPage(1, request.signal);
      } catch (error) {
        return upstreamFailure(error, requestId);
      }

      const headers = baseHeaders(requestId);
      headers.set("Content-Type", "text/csv; charset=utf-8");
      headers.set("Content-Disposition", `attachment; filename="payments-${colomboDate(new Date())}.csv"`);
      headers.set("X-Total-Count", String(firstPage.meta.totalItems));
      const stream = paymentsCsvStream({ fetchPage, firstPage, minIntervalMs: deps.minIntervalMs });
      return new Response(stream, { status: 200, headers });
    },
    { ...deps, permission: "payments:read" },
  );
}

function withoutUndefined(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** The service's own 4xx answer passes through, as the BFF forwards it; failures to reach it become BffErrors. */
function upstreamFailure(error: unknown, requestId: string): Response {
  if (error instanceof BranchScopeError) throw new BffError(error.code, error.message);
  if (error instanceof UpstreamTimeoutError) {
    throw new BffError("upstream_timeout", "The payments service did not answer in time");
  }
  if (error instanceof AuthenticationError) {
    throw new BffError("upstream_key_rejected", "The payments service refused this account's API key");
  }
  if (error instanceof UpstreamError && error.status !== null && error.status < 500 && isRecord(error.body)) {
    return jsonResponse(
      error.status,
      { requestId: error.requestId ?? requestId, ...error.body },
      baseHeaders(requestId),
    );
  }
  if (error instanceof UpstreamError) {
    throw new BffError("upstream_unreachable", "The payments service could not be reached");
  }
  throw error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
