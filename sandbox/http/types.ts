import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import type { z } from "zod";
import type { Operation, OperationId, Operations } from "@/lib/payments-api";
import type { SandboxClock } from "../clock";
import type { Db, DbOrTx } from "../db/client";
import type { apiKeys, merchants } from "../db/schema";
import type { SandboxConfig } from "../env";
import type { ExchangeRateStore } from "../settings";

export type MerchantRow = typeof merchants.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;

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
  /** Writes an outbox row in the caller's transaction (decisions §9). */
  enqueueWebhook(tx: DbOrTx, event: WebhookEnqueue): Promise<void>;
  /** Asks the dispatcher to deliver due webhooks soon (call after the transaction commits). */
  kickDispatcher(): void;
}

type Out<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;

export interface HandlerContext<Op extends Operation> {
  services: Services;
  merchant: MerchantRow;
  apiKey: ApiKeyRow;
  params: Out<Op["pathParams"]>;
  query: Out<Op["query"]>;
  body: Out<Op["body"]>;
}

/** `status` defaults to the operation's successStatus; a 204 has no body. */
export interface HandlerResult {
  status?: number;
  body?: unknown;
}

export type HandlerFor<K extends OperationId> = (
  ctx: HandlerContext<Operations[K]>,
) => Promise<HandlerResult>;
export type HandlerMap = { [K in OperationId]?: HandlerFor<K> };

/** Background work that follows the sandbox clock; runs on every tick and on clock advance. */
export type Job = (services: Services) => Promise<void>;

/** Adds control-API routes (under /sandbox, already guarded) or hosted pages to the app. */
export type SandboxApp = Hono<{ Bindings: HttpBindings }>;
export type RouteRegistrar = (app: SandboxApp, services: Services) => void;
