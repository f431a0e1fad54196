import "server-only";
import type { z } from "zod";
import type { ArgsTuple, OperationArgs, OperationResult, ResultOf } from "@/lib/payments-api/call";
import { wireRequest } from "@/lib/payments-api/call";
import { buildPath, type Operation } from "@/lib/payments-api/operation";
import { type OperationId, operations } from "@/lib/payments-api/operations";
import type { QueryValue } from "@/lib/payments-api/query";
import { logger } from "@/server/log";
import {
  belongsToBranch,
  branchRuleOf,
  MemberScopeError,
  notInBranch,
  ownBranchList,
  scopeBody,
  scopeQuery,
  scopeQueryString,
  unscopable,
} from "./branch-scope";
import { BadResponseError } from "./errors";
import { createTransport, type Transport, type TransportOptions, type TransportResponse } from "./transport";

export interface UpstreamLogger {
  warn(message: string, details: Record<string, unknown>): void;
}

export interface UpstreamClientOptions {
  /** Throw BadResponseError when a response breaks the contract (tests); otherwise log and pass it on. */
  strictResponses?: boolean;
  logger?: UpstreamLogger;
  /**
   * The branch of a member limited to one: every call is held to it by the operation's branch rule
   * (lists filtered, creates tagged, single resources checked), so no caller can forget it.
   */
  branchId?: string | null;
  /**
   * The console's own webhook receiver for this account: sent as `webhookUrl` on creates that leave it
   * empty, so the console hears of what it created. A URL the person typed is sent as typed.
   */
  defaultWebhookUrl?: string | null;
  /**
   * Whether the member behind the client may make a call: why not, or null. Every caller (the BFF, pages,
   * exports, charts, reconciliation, approvals) goes through it, so a rule cannot hold at one door only.
   */
  refusal?: (operation: Operation) => string | null;
  /** Sees every answer of the service, with its operation (its rate-limit headers pace long reads). */
  onResponse?: (response: TransportResponse, operationId: string) => void;
}

/** The creates whose body names a webhook URL for the resource's events. */
export const WEBHOOK_CARRYING_OPERATIONS: readonly OperationId[] = [
  "createPayment",
  "createPaymentLink",
  "createDirectDebitContract",
  "executeDirectDebitPayment",
  "createOfframp",
];

/** One call's parts as the BFF has them: the browser's query string may be passed on as it came. */
export interface SendArgs {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /** A raw query string (`?a=1&b=2`) sent byte for byte instead of `query`. */
  rawQuery?: string;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** A typed method per operation of the contract: `api.listPayments({ query })`. */
export type PaymentsApi = {
  readonly [K in OperationId]: (...args: ArgsTuple<K>) => Promise<ResultOf<K>>;
};

export interface UpstreamClient {
  readonly api: PaymentsApi;
  /** Any operation, typed from its schemas (tests and generic callers). */
  call<O extends Operation>(operation: O, args?: OperationArgs<O>): Promise<OperationResult<O>>;
  /** The service's answer unparsed, for the BFF that passes its bytes on. Branch scope applies. */
  send(operation: Operation, args: SendArgs): Promise<TransportResponse>;
}

const consoleLogger: UpstreamLogger = {
  warn: (message, details) => logger().warn(message, { scope: "upstream", ...details }),
};

/** Where and how to call one account's service, and how patient to be with it. */
export type ClientConnection = Pick<
  TransportOptions,
  "baseUrl" | "keyId" | "signingKey" | "timeoutMs" | "maxRetries" | "maxRetryWaitMs"
> & { fetch?: typeof fetch };

/** The typed client of one account's service: the one place a transport is made for the console. */
export function upstreamClientFor(
  connection: ClientConnection,
  options: UpstreamClientOptions = {},
): UpstreamClient {
  return createUpstreamClient(
    createTransport({ ...connection, maxRetries: connection.maxRetries ?? 0 }),
    options,
  );
}

export function createUpstreamClient(
  transport: Transport,
  options: UpstreamClientOptions = {},
): UpstreamClient {
  const logger = options.logger ?? consoleLogger;
  const branchId = options.branchId ?? null;

  async function send(operation: Operation, args: SendArgs): Promise<TransportResponse> {
    let { query, rawQuery, body } = args;
    const params = args.params ?? {};
    const rule = branchRuleOf(operation.id);
    const refused = options.refusal?.(operation);
    if (refused) throw new MemberScopeError("forbidden", refused);
    if (branchId !== null) {
      if (rule.kind === "deny") throw unscopable();
      if (rule.kind === "own" && rule.via) return ownBranchAnswer(rule.via, rawQuery, query, args.signal);
      if (rule.kind === "own" && params.id !== branchId) throw notInBranch();
      if (rule.kind === "query") {
        if (rawQuery !== undefined) rawQuery = scopeQueryString(rawQuery, branchId);
        else query = scopeQuery(query, branchId);
      }
      if (rule.kind === "body") body = scopeBody(body ?? {}, branchId);
      if (rule.kind === "guarded") {
        const owner = await transport.request({
          method: "GET",
          pathWithQuery: buildPath(operations[rule.via].path, params),
          signal: args.signal,
        });
        if (!belongsToBranch(owner.body, branchId)) throw notInBranch();
      }
    }
    if (
      options.defaultWebhookUrl &&
      body &&
      WEBHOOK_CARRYING_OPERATIONS.includes(operation.id as OperationId)
    ) {
      const given = body.webhookUrl;
      if (given === undefined || given === null || given === "")
        body = { ...body, webhookUrl: options.defaultWebhookUrl };
    }
    const wire = wireRequest(operation, { params, query, body });
    const pathWithQuery =
      rawQuery === undefined ? wire.pathWithQuery : buildPath(operation.path, params) + rawQuery;
    const response = await transport.request({ ...wire, pathWithQuery, signal: args.signal });
    options.onResponse?.(response, operation.id);
    if (branchId !== null && rule.kind === "read" && !belongsToBranch(response.body, branchId)) {
      throw notInBranch();
    }
    return response;
  }

  /** The branch list of a member limited to one branch: their own branch, read on its own. */
  async function ownBranchAnswer(
    via: OperationId,
    rawQuery: string | undefined,
    query: Record<string, QueryValue> | undefined,
    signal: AbortSignal | undefined,
  ): Promise<TransportResponse> {
    const own = await transport.request({
      method: "GET",
      pathWithQuery: buildPath(operations[via].path, { id: branchId ?? "" }),
      signal,
    });
    options.onResponse?.(own, via);
    const search =
      rawQuery !== undefined
        ? new URLSearchParams(rawQuery.replace(/^\?/, ""))
        : new URLSearchParams(
            Object.entries(query ?? {}).flatMap(([name, value]) =>
              value === undefined || value === null ? [] : [[name, String(value)]],
            ),
          );
    const body = ownBranchList(own.body as Record<string, unknown>, search);
    return { ...own, body, rawBody: JSON.stringify(body) };
  }

  async function call<O extends Operation>(operation: O, args?: OperationArgs<O>) {
    const given = (args ?? {}) as SendArgs;
    const response = await send(operation, given);
    return parseResponse(operation, response) as OperationResult<O>;
  }

  function parseResponse(operation: Operation, response: TransportResponse): unknown {
    const schema: z.ZodType | null = operation.response;
    if (schema === null) return undefined;
    const parsed = schema.safeParse(response.body);
    if (parsed.success) return parsed.data;

    const issues = parsed.error.issues.slice(0, 10).map((issue) => ({
      path: issue.path.map(String).join("."),
      code: issue.code,
      message: issue.message,
    }));
    const message = `Response of ${operation.id} does not match the contract`;
    if (options.strictResponses) {
      throw new BadResponseError(`${message}: ${JSON.stringify(issues)}`, {
        status: response.status,
        body: response.body,
        headers: response.headers,
        requestId: response.requestId,
        cause: parsed.error,
      });
    }
    logger.warn(message, {
      operationId: operation.id,
      status: response.status,
      requestId: response.requestId,
      issues,
    });
    return response.body;
  }

  const api = Object.fromEntries(
    Object.entries(operations).map(([id, operation]) => [
      id,
      (args?: OperationArgs<Operation>) => call(operation as Operation, args),
    ]),
  ) as unknown as PaymentsApi;

  return { api, call, send };
}
