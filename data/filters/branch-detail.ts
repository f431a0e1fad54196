"use client";

import { useQueryStates } from "nuqs";
import { branchDetailParsers } from "@/lib/filters/branches";

/** The branch detail page's two embedded lists page separately, each in the URL. */
export function useBranchDetailParams() {
  const [pages, setPages] = useQueryStates(branchDetailParsers, { history: "replace" });
  return { pages, setPages };
}
