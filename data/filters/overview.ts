"use client";

import { useQueryStates } from "nuqs";
import { overviewFilterParsers } from "@/lib/filters/overview";

/** The merchant overview's period and branch (no pages); each change is a history entry, so Back returns. */
export function useOverviewFilterParams() {
  const [filters, setFilters] = useQueryStates(overviewFilterParsers, { history: "push" });
  return { filters, setFilters };
}
