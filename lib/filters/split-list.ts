/** Splits "a, b c" into ["a", "b", "c"]: commas, spaces and new lines all separate. */
export function splitList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
