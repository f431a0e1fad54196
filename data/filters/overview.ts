"use client";

import { useQueryStates } from "nuqs";
import { overviewFilterParsers } from "@/lib/filters/overview";

/**
 * The merchant overview's period and branch: filters, so a change replaces the history entry, as on every
 * list (Back leaves the page rather than stepping through the periods tried).
 */
export function useOverviewFilterParams() {
  const [filters, setFilters] = useQueryStates(overviewFilterParsers, { history: "replace" });
  return { filters, setFilters };
}
