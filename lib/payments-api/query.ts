export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/**
 * Serializes a query object the way the console sends it upstream: keys in the given order,
 * values percent-encoded (space → %20), arrays comma-separated, empty values left out.
 * The result (with its leading "?") is part of the signed path, so it must be deterministic.
 */
export function serializeQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    const text = Array.isArray(value) ? value.join(",") : String(value);
    if (text === "") continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}
