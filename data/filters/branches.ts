"use client";

// The list's filters in the URL (data/url-filters.ts); one file per list, so a page loads only its own.
import { createUrlFilters } from "@/data/url-filters";
import { useUrlState } from "@/data/url-state";
import { branchDetailParsers, branchFilterParsers } from "@/lib/filters/branches";

export const useBranchFilterParams = createUrlFilters(branchFilterParsers, ["search", "status"]);

/** The branch detail page's two embedded lists page separately, each in the URL. */
export function useBranchDetailParams() {
  const [pages, setPages] = useUrlState(branchDetailParsers, { history: "replace" });
  return { pages, setPages };
}
