"use client";

import { useQueryStates } from "nuqs";
import { branchDetailParsers } from "@/lib/filters/branches";

/**
 * The branch detail page's two embedded lists page separately, each in the URL; a page is a history entry,
 * as on every list, so Back returns to the previous page.
 */
export function useBranchDetailParams() {
  const [pages, setPages] = useQueryStates(branchDetailParsers, { history: "push" });
  return { pages, setPages };
}
