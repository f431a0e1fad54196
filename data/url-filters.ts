"use client";

import { useCallback } from "react";
import { useUrlState } from "@/data/url-state";
import type { Options, ParserMap, Values } from "@/lib/url-state";

type Change<TParsers extends ParserMap> = Values<TParsers>;

/**
 * A list's filters in the URL, with a setter and "clear". Changing anything but the page goes back to page
 * 1; updates are shallow (the browser's query refetches, the server page does not re-render) and replace
 * the history entry unless the caller asks to push (paging does, so Back returns to the previous page).
 */
export function createUrlFilters<TParsers extends ParserMap & { page: unknown }>(
  parsers: TParsers,
  clearable: readonly (keyof TParsers)[],
) {
  return function useUrlFilters() {
    const [filters, setAll] = useUrlState(parsers, { history: "replace" });
    const setFilters = useCallback(
      (change: Change<TParsers>, options?: Options) =>
        setAll(("page" in change ? change : { ...change, page: null }) as never, options),
      [setAll],
    );
    const clearFilters = useCallback(
      () => setAll(Object.fromEntries([...clearable, "page"].map((key) => [key, null])) as never),
      [setAll],
    );
    return { filters, setFilters, clearFilters };
  };
}
