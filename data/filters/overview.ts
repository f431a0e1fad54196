"use client";

// The list's filters in the URL (data/url-filters.ts); one file per list, so a page loads only its own.
import { useUrlState } from "@/data/url-state";
import { overviewFilterParsers } from "@/lib/filters/overview";

/** The merchant overview's period and branch (no pages); each change is a history entry, so Back returns. */
export function useOverviewFilterParams() {
  const [filters, setFilters] = useUrlState(overviewFilterParsers, { history: "push" });
  return { filters, setFilters };
}
