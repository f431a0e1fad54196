// The console's HTTP server: Next's request handler behind a thin front that decides, at run time and for
// every request, which forwarding headers to believe and whether to send Strict-Transport-Security.
// `npm start` runs it; PORT, HOST, TRUSTED_PROXY_HOPS and PUBLIC_URL configure it.

import { createServer } from "node:http";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { HSTS_VALUE, normalizeForwarding, parseTrustedHops, sendsHsts } from "./forwarding.mjs";

const dev = process.argv.includes("--dev");
const hostname = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);
const trustedHops = parseTrustedHops(process.env.TRUSTED_PROXY_HOPS);
const dir = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

const app = next({ dev, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const https = normalizeForwarding(request.headers, request.socket, trustedHops);
  if (sendsHsts(https, process.env.PUBLIC_URL)) response.setHeader("Strict-Transport-Security", HSTS_VALUE);
  handle(request, response).catch((error) => {
    console.error(JSON.stringify({ level: "error", message: "request failed", error: String(error) }));
    if (!response.headersSent) response.writeHead(500).end();
  });
});
server.listen(port, hostname, () => {
  console.log(JSON.stringify({ level: "info", message: "console listening", hostname, port, trustedHops }));
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
