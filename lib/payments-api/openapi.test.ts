import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi";

const checkedIn = join(import.meta.dirname, "..", "..", "public", "openapi.json");

describe("public/openapi.json", () => {
  it("is up to date with the contract (run `npm run openapi` when this fails)", () => {
    const expected = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
    expect(readFileSync(checkedIn, "utf8")).toBe(expected);
  });

  it("describes every endpoint with its parameters, bodies and the three auth headers", () => {
    const document = buildOpenApiDocument();
    expect(document.openapi).toBe("3.1.0");
    const get = document.paths["/v1/payment/{id}"]?.get as { parameters: Array<Record<string, unknown>> };
    expect(get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "id", in: "path", required: true }),
        { $ref: "#/components/parameters/x-api-key" },
        { $ref: "#/components/parameters/x-timestamp" },
        { $ref: "#/components/parameters/x-signature" },
      ]),
    );
    const patch = document.paths["/v1/payment-link/{id}"]?.patch as Record<string, unknown>;
    expect(patch).toHaveProperty("requestBody.content.application/json.schema.properties.name");
    expect(patch).toHaveProperty("responses.200.content.application/json.schema.properties.used_count");
    const create = document.paths["/v1/payment"]?.post as Record<string, unknown>;
    expect(create).toHaveProperty(
      "requestBody.content.application/json.schema.required",
      expect.arrayContaining(["amount"]),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/v1/webhooks/config", "/v1/webhooks/test", "/v1/aggregator/report/offramp"]),
    );
  });

  const operations = () => {
    const document = buildOpenApiDocument();
    return Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod)) as Array<{
      operationId: string;
      responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
      requestBody?: {
        required: boolean;
        content: { "application/json": { schema: Record<string, unknown> } };
      };
    }>;
  };
  const byId = (id: string) => {
    const found = operations().find((operation) => operation.operationId === id);
    if (!found) throw new Error(`no operation ${id}`);
    return found;
  };

  it("declares 409 where a unique value can be taken, and nowhere else", () => {
    const withConflict = operations()
      .filter((operation) => "409" in operation.responses)
      .map((operation) => operation.operationId)
      .sort();
    expect(withConflict).toEqual([
      "createBranch",
      "createDirectDebitContract",
      "createPaymentLink",
      "updateBranch",
    ]);
  });

  it("puts the rate-limit headers on every response of every operation, and Retry-After on 429", () => {
    for (const operation of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect([operation.operationId, status, Object.keys(response.headers ?? {}).sort()]).toEqual([
          operation.operationId,
          status,
          status === "429"
            ? ["Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]
            : ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"],
        ]);
      }
    }
  });

  it("declares 200 for a repeated aggregator user or offramp beside the 201 of a new one", () => {
    for (const id of ["upsertAggregatorUser", "createOfframp"]) {
      expect(Object.keys(byId(id).responses)).toEqual(expect.arrayContaining(["200", "201"]));
    }
    expect(byId("createPayment").responses).not.toHaveProperty("200");
  });

  it("makes a body optional exactly when every field of it is", () => {
    for (const id of ["createWithdrawal", "syncDirectDebitContract", "terminateDirectDebitContract"]) {
      expect([id, byId(id).requestBody?.required]).toEqual([id, false]);
    }
    for (const id of ["createPayment", "createBranch", "createOfframp"]) {
      expect([id, byId(id).requestBody?.required]).toEqual([id, true]);
    }
  });

  it("shows the service's defaults", () => {
    const payment = byId("createPayment").requestBody?.content["application/json"].schema;
    expect(payment).toHaveProperty("properties.goods.items.properties.mccCode.default", "5818");
    const contract = byId("createDirectDebitContract").requestBody?.content["application/json"].schema;
    expect(contract).toHaveProperty("properties.slippageBps.default", 0);
    const list = byId("listPayments") as unknown as { parameters: Array<{ name: string; schema: unknown }> };
    expect(list.parameters.find((p) => p.name === "page")?.schema).toMatchObject({ default: 1 });
    expect(list.parameters.find((p) => p.name === "pageSize")?.schema).toMatchObject({ default: 20 });
  });

  it("leaves every response schema open to new fields", () => {
    const document = JSON.stringify(buildOpenApiDocument());
    expect(document).not.toContain('"additionalProperties":false');
  });
});
