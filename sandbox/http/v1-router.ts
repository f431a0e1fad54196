import { randomUUID } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import {
  matchOperation,
  type Operation,
  type OperationId,
  queryToObject,
  toValidationDetails,
  validationSummary,
} from "@/lib/payments-api";
import type { Logger } from "../log";
import type { Services } from "../services";
import { authenticate } from "./auth";
import { nulError, nulPath, parseJsonObject, readBodyText } from "./body";
import { ApiError, badRequest } from "./errors";
import { ownLimitIssues } from "./own-limits";
import { type RateDecision, rateLimitHeaders, SlidingWindowLimiter } from "./rate-limit";
import type { HandlerMap } from "./types";

type Env = { Bindings: HttpBindings };

/** Unauthenticated requests are limited per client address (docs/service-rules.md §3). */
const ADDRESS_LIMIT_PER_MINUTE = 300;

/** The raw request target as the client sent it (docs/service-rules.md §2: never re-encoded). */
function rawTarget(c: Context<Env>): string {
  const raw = c.env?.incoming?.url;
  if (raw) return raw;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

function clientAddress(c: Context<Env>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? "local";
}

function parseWith<T extends z.ZodType>(schema: T, input: unknown, prefix?: string): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = toValidationDetails(parsed.error, input).map((detail) =>
    prefix ? { ...detail, field: detail.field === "body" ? prefix : detail.field } : detail,
  );
  throw new ApiError(400, validationSummary(details), details);
}

/**
 * Every `/v1` request: match the contract's operation → authenticate (401) → role (403) → rate limit
 * (429) → validate path, query and body (400) → handler (404/403/400/409) → check the response shape.
 */
export function registerV1Routes(
  app: Hono<Env>,
  services: Services,
  handlers: HandlerMap,
  log: Logger,
): void {
  const limiter = new SlidingWindowLimiter();
  const sweep = setInterval(() => limiter.sweep(), 60_000);
  sweep.unref();

  app.all("/v1/*", async (c) => {
    const requestId = randomUUID();
    const target = rawTarget(c);
    const [rawPath = "", rawQuery = ""] = target.split(/\?(.*)/s, 2);
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
    let rate: RateDecision | null = null;

    const respond = (status: number, body: unknown) => {
      const headers: Record<string, string> = {
        "X-Request-Id": requestId,
        ...(rate ? rateLimitHeaders(rate) : {}),
      };
      if (status === 204 || body === undefined) return c.body(null, status as 204, headers);
      return c.json(body as object, status as 200, headers);
    };

    try {
      const match = matchOperation(c.req.method, path);
      if (!match) {
        rate = limiter.hit(`addr:${clientAddress(c)}`, ADDRESS_LIMIT_PER_MINUTE);
        throw new ApiError(404, `Cannot ${c.req.method.toUpperCase()} ${path}`);
      }
      const operation = match.operation as Operation;
      const body = await readBodyText(c, services.config.SANDBOX_BODY_TIMEOUT_MS);

      let identity: Awaited<ReturnType<typeof authenticate>>;
      try {
        identity = await authenticate(services.db, {
          apiKey: c.req.header("x-api-key"),
          timestamp: c.req.header("x-timestamp"),
          signature: c.req.header("x-signature"),
          method: c.req.method,
          target,
          body,
        });
      } catch (error) {
        rate = limiter.hit(`addr:${clientAddress(c)}`, ADDRESS_LIMIT_PER_MINUTE);
        if (!rate.allowed) throw new ApiError(429, "Too many requests", undefined, rate.retryAfterSeconds);
        throw error;
      }

      rate = limiter.hit(`${identity.merchant.id}:${operation.id}`, operation.rateLimitPerMinute);
      if (operation.requiresAggregator && !identity.merchant.roles.includes("AGGREGATOR")) {
        throw new ApiError(403, "This operation requires the AGGREGATOR role");
      }
      if (!rate.allowed) {
        throw new ApiError(
          429,
          `Rate limit exceeded: ${operation.rateLimitPerMinute} requests per minute. Retry after ${rate.retryAfterSeconds} seconds`,
          undefined,
          rate.retryAfterSeconds,
        );
      }

      const params = operation.pathParams ? parseWith(operation.pathParams, match.params) : {};
      const rawQueryObject = queryToObject(new URLSearchParams(rawQuery));
      const nul = nulPath(rawQueryObject);
      if (nul) throw nulError(nul);
      // Every query and body schema of the contract is an object schema.
      const query = (operation.query ? parseWith(operation.query, rawQueryObject) : {}) as Record<
        string,
        unknown
      >;
      const parsedBody = (operation.body ? parseWith(operation.body, parseJsonObject(body)) : {}) as Record<
        string,
        unknown
      >;
      const ownIssues = ownLimitIssues(operation.id as OperationId, { query, body: parsedBody });
      if (ownIssues.length > 0) throw badRequest(validationSummary(ownIssues), ownIssues);

      const handler = handlers[operation.id as keyof HandlerMap] as
        | ((ctx: unknown) => Promise<{ status?: number; body?: unknown }>)
        | undefined;
      if (!handler) throw new ApiError(501, `${operation.method} ${operation.path} is not implemented`);
      const result = await handler({ services, ...identity, params, query, body: parsedBody });
      const status = result.status ?? operation.successStatus;

      if (operation.response && status < 300) {
        const checked = operation.response.safeParse(result.body);
        if (!checked.success) {
          log.error("response does not match the contract", {
            operation: operation.id,
            requestId,
            issues: checked.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`),
          });
          if (services.config.SANDBOX_STRICT_RESPONSES)
            throw new ApiError(500, "Response does not match the contract");
        }
      }
      return respond(status, status === 204 ? undefined : result.body);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 429) c.header("Retry-After", String(error.retryAfter ?? 1));
        // The rest of a refused body is not read; the connection ends with the answer.
        if (error.status === 408 || error.status === 413) c.header("Connection", "close");
        return respond(error.status, error.toBody());
      }
      log.error("unhandled error", {
        requestId,
        path,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return respond(500, new ApiError(500, "Internal server error").toBody());
    }
  });
}
