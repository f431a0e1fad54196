// The console's HTTP server: Next's request handler behind a thin front that decides, at run time and for
// every request, which forwarding headers to believe and whether to send Strict-Transport-Security, and
// that serves forwarded payments-API calls itself with the bundled forwarder (server/bff/fast-path.ts),
// sparing them Next's route runtime. `npm start` runs it; PORT, HOST, TRUSTED_PROXY_HOPS and PUBLIC_URL
// configure it.

import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import next from "next";
import { fastPathFile } from "./build-fast-path.mjs";
import { HSTS_VALUE, normalizeForwarding, parseTrustedHops, rawHeadersOf, sendsHsts } from "./forwarding.mjs";
import { securityHeaders } from "./security-headers.mjs";
import { serveBrotli } from "./static-brotli.mjs";

const dev = process.argv.includes("--dev");
const hostname = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);
const trustedHops = parseTrustedHops(process.env.TRUSTED_PROXY_HOPS);
const dir = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

const app = next({ dev, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const failed = (response) => (error) => {
  console.error(JSON.stringify({ level: "error", message: "request failed", error: String(error) }));
  if (!response.headersSent) response.writeHead(500).end();
};

// The bundled forwarder of this very build; without it (development, or a build that did not bundle it)
// Next serves forwarded calls through app/api/accounts/[accountId]/v1/[...path]/route.ts (as it does with
// CONSOLE_FORWARDER=next, for comparing the two).
const bundle = dev || process.env.CONSOLE_FORWARDER === "next" ? null : fastPathFile(dir);
const fastPath = bundle && existsSync(bundle) ? await import(pathToFileURL(bundle).href) : null;
const FORWARDED = /^\/api\/accounts\/[^/?#]+\/v1\//;
const headers = securityHeaders();
const forward =
  fastPath &&
  getRequestListener(
    async (request) => (await fastPath.serveForward(request)) ?? new Response(null, { status: 404 }),
    { overrideGlobalObjects: false },
  );

// Every request that may change sessions, members or accounts (any method but GET and HEAD) makes the
// forwarder forget the member access it remembers, when it starts and again when it ends.
const READS = new Set(["GET", "HEAD"]);
const noteWrite = fastPath ? () => fastPath.noteConsoleWrite() : null;

// What Next would answer with a bare 500 is refused here, in words: a method no route serves, and an address
// whose percent-encoding does not decode.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
function refusal(request, response) {
  const method = request.method ?? "GET";
  let status = 0;
  let message = "";
  if (!METHODS.has(method)) {
    status = 405;
    message = `${method} is not a method this console serves`;
  } else {
    try {
      decodeURIComponent((request.url ?? "/").split("?")[0]);
      return false;
    } catch {
      status = 400;
      message = "The address is not valid: it has a malformed percent-encoding";
    }
  }
  const requestId = randomUUID();
  for (const { key, value } of headers) response.setHeader(key, value);
  const body = JSON.stringify({
    statusCode: status,
    message,
    error: status === 405 ? "Method Not Allowed" : "Bad Request",
    requestId,
  });
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Request-Id": requestId,
    ...(status === 405 ? { Allow: [...METHODS].join(", ") } : {}),
  });
  response.end(method === "HEAD" ? undefined : body);
  return true;
}

const server = createServer((request, response) => {
  if (noteWrite && !READS.has(request.method ?? "GET")) {
    noteWrite();
    response.once("close", noteWrite);
  }
  const https = normalizeForwarding(request.headers, request.socket, trustedHops);
  if (sendsHsts(https, process.env.PUBLIC_URL)) response.setHeader("Strict-Transport-Security", HSTS_VALUE);
  if (refusal(request, response)) return;
  const path = request.url ?? "/";
  if (!dev && serveBrotli(dir, request, response, headers)) return;
  if (forward && FORWARDED.test(path) && fastPath.forwardParams(request.method, path.split("?")[0])) {
    for (const { key, value } of headers) response.setHeader(key, value);
    // The forwarder reads rawHeaders: give it the normalized forwarding headers, not the client's.
    request.rawHeaders = rawHeadersOf(request.headers);
    forward(request, response).catch(failed(response));
    return;
  }
  handle(request, response).catch(failed(response));
});
server.listen(port, hostname, () => {
  console.log(
    JSON.stringify({
      level: "info",
      message: "console listening",
      hostname,
      port,
      trustedHops,
      forwarder: forward ? "front server" : "next",
    }),
  );
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
