import "server-only";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(method: string): boolean {
  return !safeMethods.has(method.toUpperCase());
}

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The first value of a header that proxies may send as a comma-separated list. */
function firstValue(value: string | null): string | null {
  const first = value?.split(",")[0]?.trim().toLowerCase();
  return first ? first : null;
}

/**
 * Whether a request's `Origin` names this console. Browsers always send `Origin` on cross-site and on
 * non-GET same-site fetches, so an absent or opaque (`null`) one is refused. The console is reachable under
 * the host it was asked for (Host, or X-Forwarded-Host behind a proxy) and under PUBLIC_URL; hosts are
 * compared, as Next.js does for server actions, because a scheme difference on one host is not cross-site.
 */
export function isSameOrigin(request: Request, publicUrl?: string | null): boolean {
  return isSameOriginHeaders(request.headers, publicUrl, request.url);
}

/** The same check from headers alone (server actions have no Request). */
export function isSameOriginHeaders(
  headers: Headers,
  publicUrl?: string | null,
  requestUrl?: string,
): boolean {
  const origin = headers.get("origin");
  if (origin === null || origin === "null") return false;
  const originHost = hostOf(origin);
  if (originHost === null) return false;
  const allowed = [
    hostOf(publicUrl),
    hostOf(requestUrl),
    firstValue(headers.get("x-forwarded-host")),
    firstValue(headers.get("host")),
  ];
  return allowed.includes(originHost);
}
