import { createParser } from "nuqs/server";
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
