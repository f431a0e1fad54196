import { z } from "zod";
import { apiErrorSchema, unauthorizedErrorSchema } from "./common";
import type { Operation } from "./operation";
import { pathParamNames, toOpenApiPath } from "./operation";
import { operationList } from "./operations";

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

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const result = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  delete result.$schema;
  return result;
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

function errorResponses(operation: Operation) {
  const error = { $ref: "#/components/schemas/ApiError" };
  const responses: Record<string, unknown> = {
    "400": { description: "Validation error", content: { "application/json": { schema: error } } },
    "401": {
      description: "Invalid key, signature or timestamp",
      content: { "application/json": { schema: { $ref: "#/components/schemas/UnauthorizedError" } } },
    },
    "403": {
      description: "Another merchant's resource, or role missing",
      content: { "application/json": { schema: error } },
    },
    "429": {
      description: "Rate limit exceeded",
      headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" } },
      content: { "application/json": { schema: error } },
    },
  };
  if (operation.pathParams) {
    responses["404"] = { description: "Not found", content: { "application/json": { schema: error } } };
  }
  return responses;
}

function describeOperation(operation: Operation) {
  const successStatus = String(operation.successStatus);
  const success =
    operation.response === null
      ? { description: "No content" }
      : {
          description: "Success",
          headers: {
            "X-RateLimit-Limit": { schema: { type: "integer" } },
            "X-RateLimit-Remaining": { schema: { type: "integer" } },
            "X-RateLimit-Reset": {
              schema: { type: "integer" },
              description: "Unix seconds when a slot frees",
            },
          },
          content: { "application/json": { schema: jsonSchema(operation.response, "output") } },
        };
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
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(operation.body, "input") } },
          },
        }
      : {}),
    responses: { [successStatus]: success, ...errorResponses(operation) },
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
      schemas: {
        ApiError: jsonSchema(apiErrorSchema, "output"),
        UnauthorizedError: jsonSchema(unauthorizedErrorSchema, "output"),
      },
    },
  };
}
