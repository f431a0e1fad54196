// The console's webhook receiver as the bulk-payouts benchmark's console process runs it: POST
// /api/webhooks/{accountId} on loopback, each delivery verified and stored by the route's own code
// (server/webhooks/inbox.ts), which moves a payout's batch row at once. The route's follow-up check of the
// event at the service (confirmAccountEvents, run by Next's `after`) is left out: it reads other operations
// than the ones a batch is paced on.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isUuid } from "../../lib/ids";
import type { ConsoleExecutor } from "../../server/db/client";
import { receiveWebhook } from "../../server/webhooks/inbox";

/** The route's own limits: far above any event, and a body must arrive within a few seconds. */
const MAX_BODY_BYTES = 64 * 1024;
const BODY_DEADLINE_MS = 5_000;

function bodyOf(request: IncomingMessage): Promise<string | null> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      request.destroy();
      done(null);
    }, BODY_DEADLINE_MS);
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        clearTimeout(timer);
        request.destroy();
        done(null);
      } else chunks.push(chunk);
    });
    request.on("end", () => {
      clearTimeout(timer);
      done(Buffer.concat(chunks).toString("utf8"));
    });
    request.on("error", () => {
      clearTimeout(timer);
      done(null);
    });
  });
}

export async function startWebhookReceiver(db: () => ConsoleExecutor, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const answer = (status: number) =>
      response.writeHead(status, { "content-type": "application/json" }).end("{}");
    const accountId = /^\/api\/webhooks\/([^/?]+)$/.exec(request.url ?? "")?.[1] ?? "";
    if (request.method !== "POST" || !isUuid(accountId)) {
      request.resume();
      return answer(404);
    }
    void (async () => {
      const rawBody = await bodyOf(request);
      if (rawBody === null) return answer(400);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === "string") headers.set(name, value);
      const outcome = await receiveWebhook(db(), { accountId, headers, rawBody });
      answer(outcome.status);
    })().catch(() => answer(500));
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  if ((server.address() as AddressInfo).port !== port)
    throw new Error("the webhook receiver is not on its port");
  return server;
}
