import { z } from "zod";
import { apiErrorSchema, unauthorizedErrorSchema } from "./common";
import type { Operation } from "./operation";
import { pathParamNames, toOpenApiPath } from "./operation";
import { type OperationId, operationList } from "./operations";

type JsonSchema = Record<string, unknown>;

const authHeaders = [
  {
    name: "x-api-key",
    description: "The key id only: ak_live_<id>",
    schema: { type: "string", pattern: "^ak_live_" },
  },
  {
    name: "x-timestamp",
    description: "Current Unix time in milliseconds",
    schema: { type: "string", pattern: "^\\d+$" },
  },
  {
    name: "x-signature",
    description:
      "Lowercase hex HMAC-SHA256 of timestamp + METHOD + path-with-query + body, keyed by hex SHA-256 of the secret",
    schema: { type: "string", pattern: "^[0-9a-f]{64}$" },
  },
];

// Statuses beyond the ones every operation shares, where they happen (docs/service-rules.md §1–§8).

/** 409: a unique value of the merchant's is taken. */
const CONFLICTS: Partial<Record<OperationId, string>> = {
  createBranch: "A branch of the merchant already has this code",
  updateBranch: "Another branch of the merchant already has this code",
  createPaymentLink: "A payment link of the merchant already has this merchantTradeNo",
  createDirectDebitContract: "A contract of the merchant already has this merchantContractCode",
};

/** A second success status, 200, when the request repeats an earlier one. */
const REPEATS: Partial<Record<OperationId, string>> = {
  upsertAggregatorUser: "The end-user exists already: the existing record",
  createOfframp: "This externalRef was used before: the original offramp, unchanged",
};

/** 403 and 404 that do not come from a path parameter. */
const FORBIDDEN: Partial<Record<OperationId, string>> = {
  createWithdrawal: "The merchant account is not approved for withdrawals",
};
const NOT_FOUND: Partial<Record<OperationId, string>> = {
  createOfframp: "The user or bank account does not exist",
};

/** Defaults the service applies that the contract's schemas leave to the handler. */
const BODY_DEFAULTS: Partial<Record<OperationId, Array<[path: string[], value: unknown]>>> = {
  createPayment: [[["goods", "items", "mccCode"], "5818"]],
  createDirectDebitContract: [[["slippageBps"], 0]],
};

const rateLimitHeaders = {
  "X-RateLimit-Limit": { $ref: "#/components/headers/X-RateLimit-Limit" },
  "X-RateLimit-Remaining": { $ref: "#/components/headers/X-RateLimit-Remaining" },
  "X-RateLimit-Reset": { $ref: "#/components/headers/X-RateLimit-Reset" },
};

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const result = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  delete result.$schema;
  return result;
}

/** Responses may gain fields; clients must ignore the ones they do not know, so no schema forbids them. */
function open(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(open);
  if (schema === null || typeof schema !== "object") return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "additionalProperties" && value === false) continue;
    copy[key] = open(value);
  }
  return copy;
}

function withDefaults(schema: JsonSchema, defaults: Array<[string[], unknown]>): JsonSchema {
  for (const [path, value] of defaults) {
    let node: JsonSchema | undefined = schema;
    for (const name of path) {
      node = (name === "items" ? node?.items : (node?.properties as Record<string, JsonSchema>)?.[name]) as
        | JsonSchema
        | undefined;
    }
    if (!node) throw new Error(`No field ${path.join(".")} to give a default`);
    node.default = value;
  }
  return schema;
}

function queryParameters(operation: Operation) {
  if (!operation.query) return [];
  const schema = jsonSchema(operation.query, "input");
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

const errorContent = (ref: string) => ({
  "application/json": { schema: { $ref: `#/components/schemas/${ref}` } },
});
const failure = (description: string, ref = "ApiError") => ({
  description,
  headers: rateLimitHeaders,
  content: errorContent(ref),
});

/** Every status the operation answers, each with the rate-limit headers. */
function responses(operation: Operation) {
  const id = operation.id as OperationId;
  const success =
    operation.response === null
      ? { description: "No content", headers: rateLimitHeaders }
      : {
          description: "Success",
          headers: rateLimitHeaders,
          content: { "application/json": { schema: open(jsonSchema(operation.response, "output")) } },
        };
  const all: Record<string, unknown> = { [String(operation.successStatus)]: success };
  const repeat = REPEATS[id];
  if (repeat) all["200"] = { ...success, description: repeat };
  if (operation.pathParams || operation.query || operation.body) all["400"] = failure("Validation error");
  all["401"] = failure("Invalid key, signature or timestamp", "UnauthorizedError");
  const forbidden = [
    operation.requiresAggregator ? "The merchant lacks the AGGREGATOR role" : null,
    operation.pathParams ? "The resource belongs to another merchant" : null,
    FORBIDDEN[id] ?? null,
  ].filter((reason) => reason !== null);
  if (forbidden.length > 0) all["403"] = failure(forbidden.join("; "));
  if (operation.pathParams || NOT_FOUND[id]) all["404"] = failure(NOT_FOUND[id] ?? "Not found");
  const conflict = CONFLICTS[id];
  if (conflict) all["409"] = failure(conflict);
  all["429"] = {
    ...failure("Rate limit exceeded"),
    headers: {
      ...rateLimitHeaders,
      "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" },
    },
  };
  return all;
}

/** A body every field of which is optional may be left out: the service reads no body as `{}`. */
function requestBody(operation: Operation) {
  if (!operation.body) return {};
  const schema = withDefaults(
    jsonSchema(operation.body, "input"),
    BODY_DEFAULTS[operation.id as OperationId] ?? [],
  );
  return {
    requestBody: {
      required: !operation.body.safeParse({}).success,
      content: { "application/json": { schema } },
    },
  };
}

function describeOperation(operation: Operation) {
  return {
    operationId: operation.id,
    summary: operation.summary,
    tags: [operation.tag],
    "x-rate-limit-per-minute": operation.rateLimitPerMinute,
    "x-permission": operation.permission,
    ...(operation.requiresAggregator ? { "x-required-role": "AGGREGATOR" } : {}),
    parameters: [
      ...pathParamNames(operation.path).map((name) => ({
        name,
        in: "path",
        required: true,
        schema: operation.pathParams
          ? ((jsonSchema(operation.pathParams, "input").properties as Record<string, JsonSchema>)[name] ?? {
              type: "string",
            })
          : { type: "string" },
      })),
      ...queryParameters(operation),
      ...authHeaders.map((header) => ({ $ref: `#/components/parameters/${header.name}` })),
    ],
    ...requestBody(operation),
    responses: responses(operation),
  };
}

/** The OpenAPI 3.1 document of the whole contract. Pure and deterministic. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operationList as Operation[]) {
    const path = toOpenApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = describeOperation(operation);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Merchant Payments Service",
      version: "1.0.0",
      description:
        "Payments, payment links, direct debit, branches, withdrawals and the aggregator offramp. Every request is signed with HMAC-SHA256 (see the x-signature header).",
    },
    servers: [{ url: "http://127.0.0.1:4010", description: "Local sandbox" }],
    paths,
    components: {
      parameters: Object.fromEntries(
        authHeaders.map((header) => [header.name, { ...header, in: "header", required: true }]),
      ),
      headers: {
        "X-RateLimit-Limit": { schema: { type: "integer" }, description: "Requests allowed per minute" },
        "X-RateLimit-Remaining": { schema: { type: "integer" }, description: "Requests left in the window" },
        "X-RateLimit-Reset": { schema: { type: "integer" }, description: "Unix seconds when a slot frees" },
      },
      schemas: {
        ApiError: open(jsonSchema(apiErrorSchema, "output")),
        UnauthorizedError: open(jsonSchema(unauthorizedErrorSchema, "output")),
      },
    },
  };
}
