import "server-only";

// Compared against key names lower-cased with separators removed, so `x-api-key`, `api_key`, `apiKey`
// and `signingKeyHex` are all caught.
const secretKeyParts = [
  "secret",
  "signingkey",
  "apikey",
  "password",
  "passwd",
  "authorization",
  "cookie",
  "token",
  "privatekey",
  "masterkey",
];
const MAX_DEPTH = 12;

export function isSecretKey(key: string): boolean {
  const squashed = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return secretKeyParts.some((part) => squashed.includes(part));
}

/**
 * A JSON-safe copy of `value` without any property whose name suggests a credential, at any depth.
 * Values that JSON cannot hold are dropped (functions, symbols, undefined) or stringified (bigint).
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "object") return undefined;
  // Deeper structures are cut rather than walked: audit details are small, and cycles must end.
  if (depth >= MAX_DEPTH) return "[truncated]";
  if (Array.isArray(value)) {
    return value.map((item) => redactSecrets(item, depth + 1) ?? null);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key)) continue;
    const cleaned = redactSecrets(item, depth + 1);
    if (cleaned !== undefined) copy[key] = cleaned;
  }
  return copy;
}

/** The path with query parameters that look like credentials removed. */
export function redactPath(path: string): string {
  const start = path.indexOf("?");
  if (start < 0) return path;
  const params = new URLSearchParams(path.slice(start + 1));
  for (const key of [...params.keys()]) if (isSecretKey(key)) params.delete(key);
  const query = params.toString();
  return query ? `${path.slice(0, start)}?${query}` : path.slice(0, start);
}
