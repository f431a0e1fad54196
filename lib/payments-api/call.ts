import type { z } from "zod";
import { buildPath, type HttpMethod, type Operation } from "./operation";
import type { OperationId, Operations } from "./operations";
import { type QueryValue, serializeQuery } from "./query";

/**
 * The arguments and result of one call of an operation, typed from its schemas. Both clients (the server's
 * signed one and the browser's BFF twin) are typed with these, so no caller names a response type by hand.
 */

/** A query as a caller gives it: the schema's input keys, all optional; coerced numbers take a number. */
export type QueryArgs<S extends z.ZodType> = {
  [K in keyof z.input<S>]?: unknown extends z.input<S>[K]
    ? QueryValue
    : (Exclude<z.input<S>[K], undefined> & QueryValue) | null;
};

type ParamsPart<O> = O extends { pathParams: infer P extends z.ZodType }
  ? { params: z.input<P> & Record<string, string> }
  : { params?: undefined };

type QueryPart<O> = O extends { query: infer Q extends z.ZodType }
  ? { query?: QueryArgs<Q> }
  : { query?: undefined };

type BodyPart<O> = O extends { body: infer B extends z.ZodType }
  ? Record<never, never> extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : { body?: undefined };

export type OperationArgs<O> = ParamsPart<O> & QueryPart<O> & BodyPart<O> & { signal?: AbortSignal };

export type OperationResult<O> = O extends { response: infer R extends z.ZodType } ? z.output<R> : undefined;

export type ArgsOf<K extends OperationId> = OperationArgs<Operations[K]>;
export type ResultOf<K extends OperationId> = OperationResult<Operations[K]>;

/** Arguments are optional for operations that need none (no path parameter, no required body). */
export type ArgsTuple<K extends OperationId> =
  object extends ArgsOf<K> ? [args?: ArgsOf<K>] : [args: ArgsOf<K>];

/** The GET operations: the ones a query cache holds. */
export type ReadOperationId = {
  [K in OperationId]: Operations[K]["method"] extends "GET" ? K : never;
}[OperationId];

export interface WireRequest {
  method: HttpMethod;
  /** `/v1/…` with the encoded query, exactly as signed and sent. */
  pathWithQuery: string;
  body?: unknown;
}

/** The request line and body of a call: path parameters encoded as segments, the query serialized. */
export function wireRequest(
  operation: Pick<Operation, "method" | "path">,
  args: { params?: Record<string, string>; query?: Record<string, QueryValue>; body?: unknown },
): WireRequest {
  const pathWithQuery = buildPath(operation.path, args.params ?? {}) + serializeQuery(args.query);
  return args.body === undefined
    ? { method: operation.method, pathWithQuery }
    : { method: operation.method, pathWithQuery, body: args.body };
}
