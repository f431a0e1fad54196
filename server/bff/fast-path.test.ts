import { describe, expect, it } from "vitest";
import { forwardParams } from "./fast-path";

describe("forwardParams", () => {
  it("routes forwarded calls as Next would, segments decoded", () => {
    expect(forwardParams("GET", "/api/accounts/abc/v1/payment/list")).toEqual({
      accountId: "abc",
      path: ["payment", "list"],
    });
    expect(forwardParams("PATCH", "/api/accounts/abc/v1/payment-link/a%20b")).toEqual({
      accountId: "abc",
      path: ["payment-link", "a b"],
    });
  });

  it("leaves everything else to Next: other paths and methods, trailing slashes, empty or malformed segments", () => {
    expect(forwardParams("GET", "/api/accounts/abc/exports/payments")).toBeNull();
    expect(forwardParams("GET", "/api/accounts/abc/events")).toBeNull();
    expect(forwardParams("HEAD", "/api/accounts/abc/v1/payment/list")).toBeNull();
    expect(forwardParams("OPTIONS", "/api/accounts/abc/v1/payment/list")).toBeNull();
    expect(forwardParams("GET", "/api/accounts/abc/v1/payment/list/")).toBeNull();
    expect(forwardParams("GET", "/api/accounts/abc/v1/payment//list")).toBeNull();
    expect(forwardParams("GET", "/api/accounts/abc/v1/%E0%A4%A")).toBeNull();
    expect(forwardParams("GET", "/api/accounts//v1/payment/list")).toBeNull();
  });
});
