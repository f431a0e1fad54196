import "server-only";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import next from "next";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { fastPathFile } from "./build-files";
import { createFrontServer, type FastPath } from "./server";

// The console's HTTP server process (server.ts), as `npm start` runs it: bundled by `npm run build` into
// `.next/console-server-<build>.mjs` and run by plain Node (`npm run dev` bundles it on each start), from
// the project folder. PORT, HOST, TRUSTED_PROXY_HOPS, PUBLIC_URL, ALLOWED_HOSTS, HEADERS_TIMEOUT_MS and
// REQUEST_TIMEOUT_MS configure it.

const dev = process.argv.includes("--dev");
const config = env();
const dir = process.cwd();
const log = logger().child({ scope: "front" });

const app = next({ dev, dir, hostname: config.HOST, port: config.PORT });
const handle = app.getRequestHandler();
await app.prepare();

// The bundled forwarder of this very build; without it (development, or a build that did not bundle it)
// Next serves forwarded calls through app/api/accounts/[accountId]/v1/[...path]/route.ts (as it does with
// CONSOLE_FORWARDER=next, for comparing the two).
const bundle = dev || config.CONSOLE_FORWARDER === "next" ? null : fastPathFile(dir);
const fastPath: FastPath | null =
  bundle && existsSync(bundle) ? await import(/* @vite-ignore */ pathToFileURL(bundle).href) : null;

const server = createFrontServer({
  dir,
  dev,
  trustedHops: config.TRUSTED_PROXY_HOPS,
  publicUrl: config.PUBLIC_URL,
  hosts: {
    publicUrls: [config.PUBLIC_URL, config.CONSOLE_PUBLIC_URL, config.AUTH_URL],
    listenHost: config.HOST,
    port: config.PORT,
    allowedHosts: config.ALLOWED_HOSTS,
  },
  deadlines: { headersMs: config.HEADERS_TIMEOUT_MS, requestMs: config.REQUEST_TIMEOUT_MS },
  next: (request, response) => handle(request, response),
  fastPath,
  log,
});

server.listen(config.PORT, config.HOST, () => {
  log.info("console listening", {
    hostname: config.HOST,
    port: config.PORT,
    trustedHops: config.TRUSTED_PROXY_HOPS,
    forwarder: fastPath ? "front server" : "next",
  });
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
