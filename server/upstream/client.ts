import "server-only";
import type { z } from "zod";
import { buildPath, type Operation } from "@/lib/payments-api/operation";
import { type QueryValue, serializeQuery } from "@/lib/payments-api/query";
import { BadResponseError } from "./errors";
import type { Transport } from "./transport";

export interface UpstreamLogger {
  warn(message: string, details: Record<string, unknown>): void;
}

export interface UpstreamClientOptions {
  /** Throw BadResponseError when a response breaks the contract (tests); otherwise log and pass it on. */
  strictResponses?: boolean;
  logger?: UpstreamLogger;
}

/** Arguments of one call, typed from the operation's schemas (their input side: nothing is validated here). */
export interface CallArgs<TPath extends z.ZodType, TQuery extends z.ZodType, TBody extends z.ZodType> {
  params?: z.input<TPath> & Record<string, string>;
  query?: z.input<TQuery> & Record<string, QueryValue>;
  body?: z.input<TBody>;
  signal?: AbortSignal;
}

export type CallResult<TResponse extends z.ZodType | null> = TResponse extends z.ZodType
  ? z.output<TResponse>
  : undefined;

export interface UpstreamClient {
  call<
    TPath extends z.ZodType,
    TQuery extends z.ZodType,
    TBody extends z.ZodType,
    TResponse extends z.ZodType | null,
  >(
    operation: Operation<TPath, TQuery, TBody, TResponse>,
    args?: CallArgs<TPath, TQuery, TBody>,
  ): Promise<CallResult<TResponse>>;
}

const consoleLogger: UpstreamLogger = {
  warn: (message, details) => console.warn(message, details),
};

export function createUpstreamClient(
  transport: Transport,
  options: UpstreamClientOptions = {},
): UpstreamClient {
  const logger = options.logger ?? consoleLogger;

  return {
    async call(operation, args = {}) {
      const pathWithQuery = buildPath(operation.path, args.params ?? {}) + serializeQuery(args.query);
      const response = await transport.request({
        method: operation.method,
        pathWithQuery,
        body: args.body,
        signal: args.signal,
      });
      const schema = operation.response;
      // The conditional return type cannot be narrowed by TypeScript inside a generic body.
      if (schema === null) return undefined as CallResult<typeof schema>;
      const parsed = schema.safeParse(response.body);
      if (parsed.success) return parsed.data as CallResult<typeof schema>;

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
      return response.body as CallResult<typeof schema>;
    },
  };
}
