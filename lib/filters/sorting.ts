import type { SortOption } from "./definition";
import type { SortOrder } from "./parsers";

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

/** A column sort as the table's headers show it. */
export interface ColumnSort {
  id: string;
  desc: boolean;
}

/** The URL's sort as the table's sorting state. */
export function columnSorting(sort: { sortBy: string; sortOrder: SortOrder }): ColumnSort[] {
  return [{ id: sort.sortBy, desc: sort.sortOrder === "desc" }];
}

/**
 * The table's sorting state as the URL's sort; a column the API does not sort by, or no sort at all, goes
 * back to the list's default order.
 */
export function sortFromColumns(
  fields: readonly string[],
  sorting: readonly ColumnSort[],
): { sortBy: string | null; sortOrder: SortOrder | null } {
  const first = sorting[0];
  const field = fields.find((candidate) => candidate === first?.id);
  if (!first || !field) return { sortBy: null, sortOrder: null };
  return { sortBy: field, sortOrder: first.desc ? "desc" : "asc" };
}
