import "server-only";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { securityHeaders } from "@/lib/security-headers";
import { HSTS_VALUE, normalizeForwarding, rawHeadersOf, sendsHsts } from "./forwarding";
import { addressRefusal, refuse } from "./refusal";
import { serveBrotli } from "./static-brotli";

// The console's HTTP server: Next's request handler behind a thin front that decides, at run time and for
// every request, which forwarding headers to believe and whether to send Strict-Transport-Security, and
// that serves forwarded payments-API calls itself with the bundled forwarder (server/bff/fast-path.ts),
// sparing them Next's route runtime.

/** What the front server uses of the forwarder's bundle. */
export type FastPath = Pick<
  typeof import("@/server/bff/fast-path"),
  "serveForward" | "forwardParams" | "noteConsoleWrite"
>;

export type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface FrontServerOptions {
  /** The project folder: the brotli files are read from its `.next/static`. */
  dir: string;
  dev: boolean;
  trustedHops: number;
  publicUrl: string | undefined;
  /** Next's request handler: everything the front does not answer itself. */
  next: NextHandler;
  /** The bundled forwarder; null lets Next serve forwarded calls (development, CONSOLE_FORWARDER=next). */
  fastPath: FastPath | null;
  onError: (error: unknown) => void;
}

const FORWARDED = /^\/api\/accounts\/[^/?#]+\/v1\//;
// Every request that may change sessions, members or accounts (any method but GET and HEAD) makes the
// forwarder forget the member access it remembers, when it starts and again when it ends.
const READS = new Set(["GET", "HEAD"]);

export function createFrontServer(options: FrontServerOptions): Server {
  const { dir, dev, trustedHops, publicUrl, fastPath } = options;
  const headers = securityHeaders();
  const failed = (response: ServerResponse) => (error: unknown) => {
    options.onError(error);
    if (!response.headersSent) response.writeHead(500).end();
  };
  const forward =
    fastPath &&
    getRequestListener(
      async (request) => (await fastPath.serveForward(request)) ?? new Response(null, { status: 404 }),
      { overrideGlobalObjects: false },
    );

  return createServer((request, response) => {
    if (fastPath && !READS.has(request.method ?? "GET")) {
      fastPath.noteConsoleWrite();
      response.once("close", fastPath.noteConsoleWrite);
    }
    const https = normalizeForwarding(request.headers, request.socket, trustedHops);
    if (sendsHsts(https, publicUrl)) response.setHeader("Strict-Transport-Security", HSTS_VALUE);
    const refusal = addressRefusal(request);
    if (refusal) return refuse(request, response, refusal);
    const path = request.url ?? "/";
    if (!dev && serveBrotli(dir, request, response, headers)) return;
    if (
      forward &&
      FORWARDED.test(path) &&
      fastPath.forwardParams(request.method ?? "GET", path.split("?")[0] ?? "")
    ) {
      for (const { key, value } of headers) response.setHeader(key, value);
      // The forwarder reads rawHeaders: give it the normalized forwarding headers, not the client's.
      request.rawHeaders = rawHeadersOf(request.headers);
      forward(request, response).catch(failed(response));
      return;
    }
    options.next(request, response).catch(failed(response));
  });
}
