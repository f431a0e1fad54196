import { keepPreviousData } from "@tanstack/react-query";
import { consoleGet } from "@/data/bff";
import { type OverviewFilters, serializeOverviewFilters } from "@/lib/filters/overview";
import type { OverviewInsights } from "@/lib/filters/overview-insights";
import { figuresKey } from "./figures-queries";

type InsightsParams = Pick<OverviewFilters, "period" | "from" | "to" | "branch">;

const normal = (f: InsightsParams): InsightsParams => ({
  period: f.period ?? null,
  from: f.period === "custom" ? (f.from ?? null) : null,
  to: f.period === "custom" ? (f.to ?? null) : null,
  branch: f.branch ?? null,
});

/** Under the figures' key, so the live payment events that refresh the figures refresh these too. */
export function insightsKey(accountId: string, filters: InsightsParams) {
  return [...figuresKey(accountId), "insights", normal(filters)] as const;
}

export function insightsOptions(accountId: string, filters: InsightsParams) {
  const params = normal(filters);
  return {
    queryKey: insightsKey(accountId, params),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      consoleGet<OverviewInsights>(accountId, `figures/insights${serializeOverviewFilters(params)}`, signal),
    // The previous period's figures stay on screen (dimmed) while the next period loads.
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  };
}
