/** An ILIKE pattern matching `text` anywhere, with the caller's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Total pages of a list; an empty list has none. */
export function pageCount(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}
