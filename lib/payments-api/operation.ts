import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** Permission names; the console maps roles to sets of these (server/auth/policy.ts). */
export const permissions = [
  "payments:read",
  "payments:write",
  "payment-links:read",
  "payment-links:write",
  "branches:read",
  "branches:write",
  "direct-debit:read",
  "direct-debit:write",
  "withdrawals:read",
  "withdrawals:write",
  "offramp:read",
  "offramp:write",
  "reports:read",
  "webhooks:read",
  "webhooks:write",
] as const;
export type Permission = (typeof permissions)[number];

/**
 * One endpoint of the payments API. Path templates use `:name` segments, as the spec writes them.
 * `response` is the body of `successStatus`; a 204 has `response: null`.
 */
export interface Operation<
  TPath extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType | null = z.ZodType | null,
> {
  id: string;
  method: HttpMethod;
  path: `/v1/${string}`;
  summary: string;
  tag: string;
  pathParams?: TPath;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  successStatus: 200 | 201 | 204;
  rateLimitPerMinute: number;
  permission: Permission;
  /** Only merchants with the AGGREGATOR role may call it (403 otherwise). */
  requiresAggregator: boolean;
}

/** Declares an operation and keeps its literal type, so which parts it has (params, query, body) is known. */
export function defineOperation<const T extends Operation>(operation: T): T {
  return operation;
}

/** Names of the `:param` segments of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return path
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
}

/** `/v1/payment/:id` → `/v1/payment/{id}` (OpenAPI form). */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, "{$1}");
}

/** Fills a path template; every value is percent-encoded as one segment. */
export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Matches a concrete path against a template. Returns the decoded params, or null.
 * Literal segments win over parameters because callers try operations in table order
 * and templates like `/v1/payment/list` precede `/v1/payment/:id`.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const want = template.split("/");
  const have = path.split("/");
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(":")) {
      if (h === "") return null;
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) return null;
  }
  return params;
}
