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

/**
 * Turns a parsed query string into the object the query schemas validate: a key given once is a
 * string, a key given several times (or written `key[]`) is an array.
 */
export function queryToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    const isArrayKey = rawKey.endsWith("[]");
    const key = isArrayKey ? rawKey.slice(0, -2) : rawKey;
    const existing = result[key];
    if (existing === undefined) result[key] = isArrayKey ? [value] : value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}
