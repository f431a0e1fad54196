// The sandbox's webhook deliveries (caught by its test receiver) handed to the console's inbox as the
// receiver route would hand them: the same raw body and headers.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Delivery, WebhookReceiver } from "@/sandbox/testing/harness";
import type { ConsoleExecutor } from "@/server/db/client";
import { type ReceiveOutcome, receiveWebhook } from "../inbox";

/** A delivery's headers as a route's Request carries them. */
export function deliveryHeaders(delivery: Pick<Delivery, "headers">): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(delivery.headers))
    if (typeof value === "string") headers.set(name, value);
  return headers;
}

/** Waits for a delivery whose body matches and answers the latest such. */
export async function latestDelivery(
  receiver: WebhookReceiver,
  // biome-ignore lint/suspicious/noExplicitAny: webhook bodies are checked field by field in tests.
  match: (body: any) => boolean,
): Promise<Delivery> {
  const all = await receiver.waitFor((list) => list.some((d) => match(d.body)));
  const delivery = all.filter((d) => match(d.body)).at(-1);
  if (!delivery) throw new Error("no delivery");
  return delivery;
}

/** The latest delivery of `paymentId` at `status`. */
export const paymentDelivery = (receiver: WebhookReceiver, paymentId: string, status: string) =>
  latestDelivery(receiver, (body) => body?.paymentId === paymentId && body?.status === status);

/** Hands the delivery to the account's inbox, as the receiver route does. */
export function storeDelivery(db: ConsoleExecutor, accountId: string, delivery: Delivery) {
  return receiveWebhook(db, { accountId, headers: deliveryHeaders(delivery), rawBody: delivery.rawBody });
}

export interface InboxReceiver {
  url: string;
  close(): Promise<void>;
}

/**
 * Stands in for the console's receiver route on 127.0.0.1: every delivery goes through the account's inbox
 * and is answered with the inbox's status; `after` runs once it is answered (a confirmation round, say).
 */
export async function startInboxReceiver(
  db: ConsoleExecutor,
  accountId: () => string,
  after: (delivery: { headers: Headers; rawBody: string }, outcome: ReceiveOutcome) => unknown = () => {},
): Promise<InboxReceiver> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const delivery = { headers: deliveryHeaders(req), rawBody: Buffer.concat(chunks).toString("utf8") };
      const outcome = await receiveWebhook(db, { accountId: accountId(), ...delivery });
      res.writeHead(outcome.status).end();
      await after(delivery, outcome);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
