import "server-only";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { securityHeaders } from "@/lib/security-headers";
import { actionBodyProblem, bodyFingerprint, isActionRequest, readActionBody, replayed } from "./action-body";
import { type AllowedHostsConfig, hostMatcher } from "./allowed-hosts";
import { answerClientErrors, type Deadlines, deadlineOptions } from "./deadlines";
import { HSTS_VALUE, normalizeForwarding, rawHeadersOf, sendsHsts } from "./forwarding";
import { addressRefusal, pageMethodRefusal, type Refusal, refuse } from "./refusal";
import { serveBrotli } from "./static-brotli";

// The console's HTTP server: Next's request handler behind a thin front that, for every request, decides
// which forwarding headers to believe, answers only the console's own host names, sets the security
// headers and Strict-Transport-Security, holds every request to its deadlines, refuses action bodies Next
// could not decode, and serves forwarded payments-API calls itself with the bundled forwarder
// (server/bff/fast-path.ts), sparing them Next's route runtime.

/** What the front server uses of the forwarder's bundle. */
export type FastPath = Pick<
  typeof import("@/server/bff/fast-path"),
  "serveForward" | "forwardParams" | "noteConsoleWrite"
>;

export type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface FrontLog {
  error(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
}

export interface FrontServerOptions {
  /** The project folder: the brotli files are read from its `.next/static`. */
  dir: string;
  dev: boolean;
  trustedHops: number;
  publicUrl: string | undefined;
  hosts: AllowedHostsConfig;
  deadlines: Deadlines;
  /** Next's request handler: everything the front does not answer itself. */
  next: NextHandler;
  /** The bundled forwarder; null lets Next serve forwarded calls (development, CONSOLE_FORWARDER=next). */
  fastPath: FastPath | null;
  log: FrontLog;
}

const FORWARDED = /^\/api\/accounts\/[^/?#]+\/v1\//;
// Every request that may change sessions, members or accounts (any method but GET and HEAD) makes the
// forwarder forget the member access it remembers, when it starts and again when it ends.
const READS = new Set(["GET", "HEAD"]);

export function createFrontServer(options: FrontServerOptions): Server {
  const { dir, dev, trustedHops, publicUrl, fastPath, log } = options;
  const headers = securityHeaders();
  const allowedHost = hostMatcher(options.hosts);
  const failed = (response: ServerResponse) => (error: unknown) => {
    log.error("request failed", { error: String(error) });
    if (!response.headersSent) response.writeHead(500).end();
  };
  const forward =
    fastPath &&
    getRequestListener(
      async (request) => (await fastPath.serveForward(request)) ?? new Response(null, { status: 404 }),
      { overrideGlobalObjects: false },
    );

  /** A Host (and, behind trusted proxies, X-Forwarded-Host) the console answers to; else why not. */
  function hostRefusal(request: IncomingMessage): Refusal | null {
    const host = request.headers.host;
    if (host === undefined || host === "") {
      return { status: 400, message: "The request names no host (the Host header is required)", close: true };
    }
    const forwardedHost = request.headers["x-forwarded-host"];
    if (allowedHost(host) && (typeof forwardedHost !== "string" || allowedHost(forwardedHost))) return null;
    return {
      status: 421,
      message:
        "This console answers only requests addressed to its own host names (its public URL, the address " +
        "it listens on, or ALLOWED_HOSTS)",
      close: true,
    };
  }

  /** Reads an action's body, refuses what Next could not decode, and hands Next the same bytes. */
  async function serveAction(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readActionBody(request);
    if (body === null) return; // the client went away (or missed the deadline, already answered)
    const problem = Buffer.isBuffer(body) ? await actionBodyProblem(request, body) : body;
    if (problem) {
      log.info("action request refused", {
        status: problem.status,
        reason: problem.message,
        path: (request.url ?? "/").split("?")[0],
        ...(Buffer.isBuffer(body) ? bodyFingerprint(body) : {}),
      });
      refuse(request, response, problem);
      return;
    }
    await options.next(replayed(request, body as Buffer), response);
  }

  const server = createServer(deadlineOptions(options.deadlines), (request, response) => {
    if (fastPath && !READS.has(request.method ?? "GET")) {
      fastPath.noteConsoleWrite();
      response.once("close", fastPath.noteConsoleWrite);
    }
    const https = normalizeForwarding(request.headers, request.socket, trustedHops);
    // Every answer carries the security headers, whoever writes it (Next's redirects too); Next's headers
    // and proxy.ts replace the policy where a page needs its own.
    for (const { key, value } of headers) response.setHeader(key, value);
    if (sendsHsts(https, publicUrl)) response.setHeader("Strict-Transport-Security", HSTS_VALUE);
    const refusal = hostRefusal(request) ?? addressRefusal(request);
    if (refusal) return refuse(request, response, refusal);
    const path = request.url ?? "/";
    if (!dev && serveBrotli(dir, request, response, headers)) return;
    if (
      forward &&
      FORWARDED.test(path) &&
      fastPath.forwardParams(request.method ?? "GET", path.split("?")[0] ?? "")
    ) {
      // The forwarder reads rawHeaders: give it the normalized forwarding headers, not the client's.
      request.rawHeaders = rawHeadersOf(request.headers);
      forward(request, response).catch(failed(response));
      return;
    }
    if (isActionRequest(request)) {
      serveAction(request, response).catch(failed(response));
      return;
    }
    const notForPage = pageMethodRefusal(request);
    if (notForPage) {
      // Answered once the body is in (discarded as it arrives, under the request's deadline): a client
      // still writing when the answer came could lose its pipe before it read the answer.
      request.once("end", () => refuse(request, response, notForPage));
      request.resume();
      return;
    }
    options.next(request, response).catch(failed(response));
  });
  answerClientErrors(server);
  return server;
}
