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
});
