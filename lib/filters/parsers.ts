import { createParser, parseAsNumberLiteral, parseAsStringLiteral } from "nuqs/server";
import { isDateOnly } from "@/lib/dates";
import { isUuid } from "@/lib/ids";

// URL parsers shared by the lists' filters: a value that does not parse is dropped from the state rather
// than sent upstream to earn a 400.

/** A 1-based page number. */
export const parseAsPage = createParser({
  parse: (value) => {
    const page = Number(value);
    return Number.isSafeInteger(page) && page >= 1 ? page : null;
  },
  serialize: (value: number) => String(value),
});

/** A Colombo calendar day, YYYY-MM-DD. */
export const parseAsDay = createParser({
  parse: (value) => (isDateOnly(value) ? value : null),
  serialize: (value: string) => value,
});

/** A resource id such as a branch's, lower-cased. */
export const parseAsUuid = createParser({
  parse: (value) => (isUuid(value) ? value.toLowerCase() : null),
  serialize: (value: string) => value,
});

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Rows per page the lists offer; the API allows up to 100 (docs/service-rules.md §1). */
export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_LIST_PAGE_SIZE = 20;

/** `?page=2&limit=50`: which page of a list, and how long. */
export const pagingParsers = {
  page: parseAsPage.withDefault(1),
  limit: parseAsNumberLiteral(LIST_PAGE_SIZES).withDefault(DEFAULT_LIST_PAGE_SIZE),
};

/** `?page=2&pageSize=50`: the same, for the lists whose API names the length `pageSize`. */
export const pageSizeParsers = {
  page: pagingParsers.page,
  pageSize: pagingParsers.limit,
};

/**
 * `?sortBy=name&sortOrder=asc`: a column the API sorts by and the direction; descending (newest, largest)
 * unless the address says otherwise.
 */
export function sortParsers<TField extends string>(fields: readonly TField[], defaultField: TField) {
  return {
    sortBy: parseAsStringLiteral(fields).withDefault(defaultField),
    sortOrder: parseAsStringLiteral(SORT_ORDERS).withDefault("desc"),
  };
}

/** The search box's words as a list query sends them: trimmed, at most 200 characters, blank as nothing. */
export function searchQueryText(search: string | null | undefined): string | undefined {
  return search?.trim().slice(0, 200) || undefined;
}

/** `?startDate=2026-11-01&endDate=2026-11-30`: a window of Colombo days, both inclusive. */
export const dayWindowParsers = { startDate: parseAsDay, endDate: parseAsDay };

/**
 * The window as the API's `startDate`/`endDate`; blanks do not travel, and a window given the wrong way round
 * is sent in order, so a person who picked the later day first still sees the days between.
 */
export function dayWindowQuery(filters: { startDate: string | null; endDate: string | null }): {
  startDate: string | undefined;
  endDate: string | undefined;
} {
  let { startDate, endDate } = filters;
  if (startDate && endDate && startDate > endDate) [startDate, endDate] = [endDate, startDate];
  return { startDate: startDate ?? undefined, endDate: endDate ?? undefined };
}
