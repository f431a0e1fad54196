import { describe, expect, it } from "vitest";
import { operations } from "@/lib/payments-api/operations";
import { thrown } from "@/lib/testing/thrown";
import { BffError } from "./errors";
import { parseJsonObject, validateRequest } from "./validate-request";

const failure = (run: () => unknown) => thrown(BffError, run);

const none = new URLSearchParams();

describe("validateRequest", () => {
  it("returns the caller's body as sent, without the schema's defaults", () => {
    const body = { name: "Tea", amount: 10, currency: "LKR", allowCustomAmount: false, unknownField: 1 };
    const result = validateRequest(operations.createPaymentLink, {
      params: {},
      searchParams: none,
      bodyText: JSON.stringify(body),
    });
    expect(result.body).toEqual(body);
  });

  it("answers 400 with the contract's details for a bad body", () => {
    const error = failure(() =>
      validateRequest(operations.createPayment, { params: {}, searchParams: none, bodyText: '{"amount":0}' }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe("validation_failed");
    expect(error.details).toEqual(
      expect.arrayContaining([
        { field: "amount", constraint: "min", message: "amount must be greater than 0" },
        expect.objectContaining({ field: "currency", constraint: "required" }),
      ]),
    );
  });

  it("checks the query and the path parameters", () => {
    const query = failure(() =>
      validateRequest(operations.listPayments, {
        params: {},
        searchParams: new URLSearchParams("pageSize=500"),
        bodyText: null,
      }),
    );
    expect(query.details?.[0]).toMatchObject({ field: "pageSize", constraint: "max" });
    const path = failure(() =>
      validateRequest(operations.getPaymentLink, {
        params: { id: "nope" },
        searchParams: none,
        bodyText: null,
      }),
    );
    expect(path.details?.[0]).toMatchObject({ field: "id", constraint: "isUuid" });
  });

  it("ignores a body on operations that take none", () => {
    const result = validateRequest(operations.listBranches, {
      params: {},
      searchParams: none,
      bodyText: null,
    });
    expect(result.body).toBeUndefined();
  });
});

describe("parseJsonObject", () => {
  it("reads an empty body as an empty object", () => {
    expect(parseJsonObject("  ")).toEqual({});
  });

  it("refuses text that is not JSON, and JSON that is not an object", () => {
    expect(failure(() => parseJsonObject("{amount:")).details?.[0]?.constraint).toBe("json");
    expect(failure(() => parseJsonObject("[1,2]")).details?.[0]?.constraint).toBe("type");
    expect(failure(() => parseJsonObject("null")).status).toBe(400);
  });
});

describe("hostile text", () => {
  const none = new URLSearchParams();
  it("refuses NUL in a body's strings or keys, and in the query, with 400 details", () => {
    for (const bodyText of ['{"name":"a\\u0000b"}', '{"a\\u0000":1}', '{"goods":[{"name":"\\u0000"}]}']) {
      expect(() =>
        validateRequest(operations.createBranch, { params: {}, searchParams: none, bodyText }),
      ).toThrow(expect.objectContaining({ status: 400, code: "validation_failed" }));
    }
    expect(() =>
      validateRequest(operations.listPayments, {
        params: {},
        searchParams: new URLSearchParams("search=a%00b"),
        bodyText: null,
      }),
    ).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("refuses a lone surrogate with 400 naming the field, rather than storing U+FFFD", () => {
    const bodyText = '{"name":"Colombo","address":"No. 5 \\udc00 Road"}';
    const refused = failure(() =>
      validateRequest(operations.createBranch, { params: {}, searchParams: none, bodyText }),
    );
    expect(refused.status).toBe(400);
    expect(refused.details).toEqual([
      expect.objectContaining({ field: "address", constraint: "characters" }),
    ]);
    expect(refused.message).toContain("address");
    // A pair is one character (an emoji), and passes.
    const pair = '{"name":"Tea \\ud83c\\udf75 house","code":"T1"}';
    expect(
      validateRequest(operations.createBranch, { params: {}, searchParams: none, bodyText: pair }).body,
    ).toEqual({ name: "Tea \u{1f375} house", code: "T1" });
  });
});
