"use client";

import { SelectFilter } from "@/components/filters/select-filter";
import type { SortOption } from "@/lib/filters/definition";
import type { SortOrder } from "@/lib/filters/parsers";

/**
 * The list's order as one picker (column and direction together), for the filter bar: on a phone the column
 * headers that also sort are off screen. Picking the default clears both from the URL.
 */
export function SortFilter({
  options,
  sortBy,
  sortOrder,
  defaultLabel,
  onChange,
  className = "sm:w-56",
}: {
  options: readonly SortOption[];
  sortBy: string;
  sortOrder: SortOrder;
  /** "Default (newest first)". */
  defaultLabel: string;
  onChange: (sort: { sortBy: string | null; sortOrder: SortOrder | null }) => void;
  className?: string;
}) {
  return (
    <SelectFilter
      label="Sort by"
      value={`${sortBy}:${sortOrder}`}
      options={options}
      allLabel={defaultLabel}
      onChange={(choice) => {
        const picked = options.find((option) => option.value === choice);
        onChange({ sortBy: picked?.sortBy ?? null, sortOrder: picked?.sortOrder ?? null });
      }}
      className={className}
    />
  );
}
