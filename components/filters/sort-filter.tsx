"use client";

import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import type { SortOrder } from "@/lib/filters/parsers";

type SortChoice<TField extends string> = `${TField}:${SortOrder}`;

interface SortOption<TField extends string> extends FilterOption<SortChoice<TField>> {
  sortBy: TField;
  sortOrder: SortOrder;
}

/** How a column reads in the sort picker: its name and the words for its two directions. */
export interface SortWords {
  label: string;
  /** What comes first when sorting descending: "newest", "largest". */
  descFirst: string;
  /** What comes first when sorting ascending: "oldest", "smallest". */
  ascFirst: string;
}

/** "Created, newest first", "Created, oldest first", … for every column, descending first. */
export function sortOptions<TField extends string>(
  fields: readonly TField[],
  words: Record<TField, SortWords>,
): SortOption<TField>[] {
  return fields.flatMap((sortBy) => {
    const { label, descFirst, ascFirst } = words[sortBy];
    return (["desc", "asc"] as const).map((sortOrder) => ({
      value: `${sortBy}:${sortOrder}` as const,
      label: `${label}, ${sortOrder === "desc" ? descFirst : ascFirst} first`,
      sortBy,
      sortOrder,
    }));
  });
}

/**
 * The list's order as one picker (column and direction together), for the filter bar: on a phone the column
 * headers that also sort are off screen. Picking the default clears both from the URL.
 */
export function SortFilter<TField extends string>({
  options,
  sortBy,
  sortOrder,
  defaultLabel,
  onChange,
  className = "sm:w-56",
}: {
  options: readonly SortOption<TField>[];
  sortBy: TField;
  sortOrder: SortOrder;
  /** "Default (newest first)". */
  defaultLabel: string;
  onChange: (sort: { sortBy: TField | null; sortOrder: SortOrder | null }) => void;
  className?: string;
}) {
  return (
    <SelectFilter
      label="Sort by"
      value={`${sortBy}:${sortOrder}` satisfies SortChoice<TField>}
      options={[...options]}
      allLabel={defaultLabel}
      onChange={(choice) => {
        const picked = options.find((option) => option.value === choice);
        onChange({ sortBy: picked?.sortBy ?? null, sortOrder: picked?.sortOrder ?? null });
      }}
      className={className}
    />
  );
}
