import "server-only";
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { defineOperation } from "@/lib/payments-api/operation";
import { createUpstreamClient, type UpstreamLogger } from "./client";
import { BadResponseError, NotFoundError } from "./errors";
import { recordingServerEachTest } from "./testing/recording-server";
import { createTransport } from "./transport";

const SIGNING_KEY = createHash("sha256").update("sk_live_client-test-secret").digest("hex");

const getThing = defineOperation({
  id: "getThing",
  method: "GET",
  path: "/v1/thing/:id",
  summary: "Get a thing",
  tag: "Things",
  pathParams: z.object({ id: z.string() }),
  response: z.object({
    id: z.string(),
    amount: z.number(),
    createdAt: z.iso.datetime().transform((s) => new Date(s)),
  }),
  successStatus: 200,
  rateLimitPerMinute: 100,
  permission: "payments:read",
  requiresAggregator: false,
});

const listThings = defineOperation({
  id: "listThings",
  method: "GET",
  path: "/v1/thing/list",
  summary: "List things",
  tag: "Things",
  query: z.object({
    search: z.string().optional(),
    ids: z.array(z.string()).optional(),
    page: z.number().optional(),
  }),
  response: z.object({ items: z.array(z.string()) }),
  successStatus: 200,
  rateLimitPerMinute: 100,
  permission: "payments:read",
  requiresAggregator: false,
});

const createThing = defineOperation({
  id: "createThing",
  method: "POST",
  path: "/v1/thing",
  summary: "Create a thing",
  tag: "Things",
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string() }),
  successStatus: 201,
  rateLimitPerMinute: 100,
  permission: "payments:write",
  requiresAggregator: false,
});

const deleteThing = defineOperation({
  id: "deleteThing",
  method: "DELETE",
  path: "/v1/thing/:id",
  summary: "Delete a thing",
  tag: "Things",
  pathParams: z.object({ id: z.string() }),
  response: null,
  successStatus: 204,
  rateLimitPerMinute: 100,
  permission: "payments:write",
  requiresAggregator: false,
});

const server = recordingServerEachTest(SIGNING_KEY);
let warnings: Array<{ message: string; details: Record<string, unknown> }>;
const logger: UpstreamLogger = { warn: (message, details) => warnings.push({ message, details }) };
beforeEach(() => {
  warnings = [];
});

function client(strictResponses: boolean) {
  const transport = createTransport({
    baseUrl: server.url,
    keyId: "ak_live_4f7a2c",
    signingKey: SIGNING_KEY,
  });
  return createUpstreamClient(transport, { strictResponses, logger });
}

describe("createUpstreamClient", () => {
  it("parses the response with the operation's schema", async () => {
    server.respond(() => ({
      status: 200,
      json: { id: "t 1", amount: 12.5, createdAt: "2026-11-22T08:15:30.123Z" },
    }));
    const thing = await client(true).call(getThing, { params: { id: "t 1/ක" } });
    expectTypeOf(thing).toEqualTypeOf<{ id: string; amount: number; createdAt: Date }>();
    expect(thing.createdAt).toBeInstanceOf(Date);
    expect(thing.createdAt.toISOString()).toBe("2026-11-22T08:15:30.123Z");
    expect(server.requests[0]?.target).toBe("/v1/thing/t%201%2F%E0%B6%9A");
    expect(server.requests[0]?.signatureValid).toBe(true);
  });

  it("serializes the query with the contract's serializer", async () => {
    server.respond(() => ({ status: 200, json: { items: [] } }));
    await client(true).call(listThings, { query: { search: "John Doe", ids: ["a", "b"], page: 2 } });
    expect(server.requests[0]?.target).toBe("/v1/thing/list?search=John%20Doe&ids=a%2Cb&page=2");
    expect(server.requests[0]?.signatureValid).toBe(true);
  });

  it("sends the body as JSON", async () => {
    server.respond(() => ({ status: 201, json: { id: "t_2" } }));
    const created = await client(true).call(createThing, { body: { name: "Galle" } });
    expect(created).toEqual({ id: "t_2" });
    expect(server.requests[0]?.method).toBe("POST");
    expect(server.requests[0]?.rawBody.toString("utf8")).toBe('{"name":"Galle"}');
  });

  it("throws BadResponseError on a contract mismatch when strict", async () => {
    const body = { id: "t_1", amount: "12.50" };
    server.respond(() => ({ status: 200, json: body, headers: { "x-request-id": "req_7" } }));
    const error = await client(true)
      .call(getThing, { params: { id: "t_1" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadResponseError);
    expect(error).toMatchObject({ code: "bad_response", status: 200, body, requestId: "req_7" });
    expect((error as Error).message).toContain("amount");
    expect(warnings).toEqual([]);
  });

  it("logs a mismatch and passes the body through when not strict", async () => {
    const body = { id: "t_1", amount: "12.50" };
    server.respond(() => ({ status: 200, json: body }));
    const result = await client(false).call(getThing, { params: { id: "t_1" } });
    expect(result).toEqual(body);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details).toMatchObject({ operationId: "getThing", status: 200 });
    expect(JSON.stringify(warnings)).not.toContain(SIGNING_KEY);
  });

  it("returns undefined for a 204 operation", async () => {
    server.respond(() => ({ status: 204 }));
    const result = await client(true).call(deleteThing, { params: { id: "t_1" } });
    expectTypeOf(result).toEqualTypeOf<undefined>();
    expect(result).toBeUndefined();
    expect(server.requests[0]?.target).toBe("/v1/thing/t_1");
  });

  it("passes typed upstream errors through", async () => {
    server.respond(() => ({
      status: 404,
      json: { statusCode: 404, message: "Thing not found", error: "Not Found" },
    }));
    await expect(client(true).call(getThing, { params: { id: "nope" } })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("refuses to call without a required path parameter", async () => {
    // @ts-expect-error the path parameter is required by the operation's type as well
    await expect(client(true).call(getThing, {})).rejects.toThrow(/Missing path parameter "id"/);
    expect(server.requests).toHaveLength(0);
  });
});
