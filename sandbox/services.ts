import type { SandboxClock } from "./clock";
import type { Db, DbOrTx } from "./db/client";
import type { SandboxConfig } from "./env";
import type { ExchangeRateStore } from "./settings";

// What the sandbox's parts share once it is assembled (app.ts): the database, the movable clock, the
// configuration, the exchange rate and the webhook outbox. HTTP handlers, background jobs, control
// routes, hosted pages and the demo seed all work through it.

export interface WebhookEnqueue {
  merchantId: string;
  url: string;
  eventType: string;
  /** Serialized once; these exact bytes are signed and sent on every attempt. */
  body: Record<string, unknown>;
  resourceId?: string;
}

/** What every handler, job, control route and page gets. */
export interface Services {
  db: Db;
  clock: SandboxClock;
  config: SandboxConfig;
  rates: ExchangeRateStore;
  /** Writes an outbox row in the caller's transaction (docs/service-rules.md §9). */
  enqueueWebhook(tx: DbOrTx, event: WebhookEnqueue): Promise<void>;
  /** Asks the dispatcher to deliver due webhooks soon (call after the transaction commits). */
  kickDispatcher(): void;
}

/** Background work that follows the sandbox clock; runs on every tick and on clock advance. */
export type Job = (services: Services) => Promise<void>;
