/** An ILIKE pattern matching `text` anywhere, with the caller's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Total pages of a list; an empty list has none. */
export function pageCount(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}

/** The `meta` block of the lists paged by `limit` (branches, direct-debit contracts). */
export function limitMeta(query: { page: number; limit: number }, totalItems: number) {
  return { page: query.page, limit: query.limit, totalItems, totalPages: pageCount(totalItems, query.limit) };
}
