import type { MiddlewareHandler } from "hono";
import { asHostName, hostName } from "@/lib/host-header";
import { ApiError } from "./errors";

// DNS rebinding defence: a page on another site can point its own host name at 127.0.0.1 and then talk
// to the sandbox from the victim's browser. The browser still sends that foreign name in `Host`, so the
// sandbox answers only requests addressed to one of this machine's own names.

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The names the sandbox answers to: the loopback names, the host of its public URL, and the addresses
 * it is bound to (with any port). `bound()` is read on each request, since the address is known only once
 * the server listens.
 */
export function hostGuard(publicUrl: string, bound: () => readonly string[]): MiddlewareHandler {
  const fixed = new Set([...LOOPBACK_NAMES, asHostName(new URL(publicUrl).hostname)]);
  return async (c, next) => {
    const header = c.req.header("host");
    if (header === undefined || header.trim() === "") {
      return c.json(new ApiError(400, "The Host header is required").toBody(), 400, { Connection: "close" });
    }
    const name = hostName(header);
    if (name === null || !(fixed.has(name) || bound().some((address) => asHostName(address) === name))) {
      const error = new ApiError(
        421,
        "This sandbox answers only requests addressed to its own host names (localhost, 127.0.0.1, [::1] or its public URL)",
      );
      return c.json(error.toBody(), 421, { Connection: "close" });
    }
    await next();
  };
}
