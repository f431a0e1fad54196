"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import type { RowActivation } from "./data-table-row";

/** Row activation that opens `hrefFor(row)`: in this tab, or a new one for Ctrl/Cmd-click and Ctrl/Cmd-Enter. */
export function useRowLink<TData>(hrefFor: (row: TData) => string) {
  const router = useRouter();
  return useCallback(
    (row: TData, how: RowActivation) => {
      const href = hrefFor(row);
      if (how.newTab) window.open(href, "_blank", "noopener,noreferrer");
      else router.push(href);
    },
    [router, hrefFor],
  );
}
