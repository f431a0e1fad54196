import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import type { z } from "zod";
import type { Operation, OperationId, Operations } from "@/lib/payments-api";
import type { apiKeys, merchants } from "../db/schema";
import type { Services } from "../services";

// The HTTP side of the sandbox: what a `/v1` handler receives and returns, and how control routes and
// hosted pages are added to the app.

export type MerchantRow = typeof merchants.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;

// Optional in the operation type, so `undefined` is taken out before the schema's output is read.
type Out<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : Record<string, never>;

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

/** Adds control-API routes (under /sandbox, already guarded) or hosted pages to the app. */
export type SandboxApp = Hono<{ Bindings: HttpBindings }>;
export type RouteRegistrar = (app: SandboxApp, services: Services) => void;
