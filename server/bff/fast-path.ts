import "server-only";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { cachedAccessLookup } from "@/server/access/access-cache";
import { accessNotices } from "@/server/access/access-notices";
import { accountService } from "@/server/accounts/service";
import { createForwarder, type ForwardParams } from "./forwarder";

export { noteConsoleWrite } from "@/server/access/access-cache";

import type { RouteHandler } from "./with-account";

/**
 * The forwarder served by the console's front server (server/front/) without Next's route
 * runtime: the same handlers as app/api/accounts/[accountId]/v1/[...path]/route.ts, so every check of the
 * pipeline applies unchanged; only the routing, which Next did, is done here. Bundled at build time
 * (scripts/build-console.ts); when the bundle is missing, Next serves the route as before.
 * Member access is remembered for a few seconds (server/access/access-cache.ts) while the instance hears the
 * database's access notices, which end it at once for whoever's access changed; the front server also
 * reports every request that may change it through `noteConsoleWrite`. Money-out never uses it.
 */

const FORWARD_PATH = /^\/api\/accounts\/([^/]+)\/v1\/([^?#]+)$/;
const METHODS = new Set(["GET", "POST", "PATCH", "DELETE"]);
const COMPRESS_FROM_BYTES = 1024;

let handlers: Record<string, RouteHandler<ForwardParams>> | undefined;

/** The route's parameters as Next would pass them (segments decoded), or null for what Next should serve. */
export function forwardParams(method: string, pathname: string): ForwardParams | null {
  if (!METHODS.has(method)) return null;
  const match = FORWARD_PATH.exec(pathname);
  if (!match || pathname.endsWith("/")) return null;
  try {
    const accountId = decodeURIComponent(match[1] ?? "");
    const path = (match[2] ?? "").split("/").map((segment) => decodeURIComponent(segment));
    if (path.some((segment) => segment === "")) return null;
    return { accountId, path };
  } catch {
    return null;
  }
}

/** Compresses a JSON answer the browser can inflate (brotli, else gzip), as Next does for pages. */
async function compressed(response: Response, acceptEncoding: string | null): Promise<Response> {
  const accepts = (acceptEncoding ?? "").toLowerCase();
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
  if (encoding === null || response.body === null || response.headers.has("content-encoding"))
    return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  if (body.length < COMPRESS_FROM_BYTES) {
    return new Response(body, { status: response.status, headers });
  }
  const packed =
    encoding === "br"
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: 6 });
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  return new Response(packed, { status: response.status, headers });
}

/**
 * Serves a request when it is a forwarded payments-API call, else answers null (Next serves it). The
 * response is compressed when the browser accepts it.
 */
export async function serveForward(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const params = forwardParams(request.method, url.pathname);
  if (params === null) return null;
  if (!handlers) {
    const accounts = cachedAccessLookup(accountService(), { notices: accessNotices() });
    handlers = createForwarder({ accounts: () => accounts });
  }
  const handler = handlers[request.method];
  if (!handler) return null;
  const response = await handler(request, { params: Promise.resolve(params) });
  return compressed(response, request.headers.get("accept-encoding"));
}
