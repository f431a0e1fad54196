"use client";

import { type Nullable, type Options, useQueryStates } from "nuqs";
import { useCallback } from "react";
import { type AnyListFilterDefinition, type FiltersOf, filterKeys } from "@/lib/filters/definition";

export type FilterChange<D extends AnyListFilterDefinition> = Partial<Nullable<FiltersOf<D>>>;

/**
 * A list's filters in the URL (its definition in `lib/filters`), with a setter and "clear". Changing anything
 * but the page goes back to page 1; updates are shallow (the browser's query refetches, the server page does
 * not render again) and replace the history entry unless `options` or the caller say otherwise (paging
 * pushes, so Back returns to the previous page). "Clear filters" keeps the order.
 */
export function useListFilters<D extends AnyListFilterDefinition>(definition: D, options: Options = {}) {
  const [filters, setAll] = useQueryStates(definition.parsers, { history: "replace", ...options });
  const setFilters = useCallback(
    (change: FilterChange<D>, changeOptions?: Options) =>
      setAll(("page" in change ? change : { ...change, page: null }) as never, changeOptions),
    [setAll],
  );
  const clearFilters = useCallback(
    () => setAll(Object.fromEntries([...filterKeys(definition), "page"].map((key) => [key, null])) as never),
    [setAll, definition],
  );
  return { filters: filters as FiltersOf<D>, setFilters, clearFilters };
}
