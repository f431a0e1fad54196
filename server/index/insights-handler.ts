import "server-only";
import {
  loadOverviewFilters,
  type OverviewFilters,
  overviewFilterParsers,
  resolveOverviewPeriod,
} from "@/lib/filters/overview";
import type { OverviewInsights } from "@/lib/filters/overview-insights";
import type { AccountAccess } from "@/server/access/account-access";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { paymentInsights } from "./insights";

export interface InsightsRouteDeps extends AccountRouteDeps {
  figuresDb?: () => ConsoleExecutor;
  now?: () => Date;
}

/**
 * The overview's figures for the URL's period and branch, as the member may see them: a member limited to
 * a branch always gets that branch, whatever the URL names. Shared by the server page and the route.
 */
export function overviewInsightsFor(
  db: ConsoleExecutor,
  access: Pick<AccountAccess, "branchId"> & { account: { id: string } },
  filters: Pick<OverviewFilters, "period" | "from" | "to" | "branch">,
  now: Date = new Date(),
): Promise<OverviewInsights> {
  const period = resolveOverviewPeriod(filters, now);
  const branchScoped = access.branchId !== null;
  return paymentInsights(
    db,
    access.account.id,
    period,
    { branchId: branchScoped ? access.branchId : (filters.branch ?? null), branchScoped },
    now,
  );
}

/** GET /api/accounts/:accountId/figures/insights?period=&from=&to=&branch= – the overview's charts and figures. */
export function insightsHandler(deps: InsightsRouteDeps = {}) {
  const db = deps.figuresDb ?? getDb;
  return withAccount<{ accountId: string }>(
    async ({ request, requestId, access }) => {
      refuseUnreadFilters(overviewFilterParsers, request.url);
      const filters = loadOverviewFilters(request.url);
      const insights = await overviewInsightsFor(db(), access, filters, deps.now?.() ?? new Date());
      return jsonResponse(200, insights, baseHeaders(requestId));
    },
    { ...deps, permission: "payments:read" },
  );
}
