import { describe, expect, it } from "vitest";
import { BffError } from "./errors";
import { replyToResponse } from "./upstream-response";

const rateHeaders = {
  "X-RateLimit-Limit": "10",
  "X-RateLimit-Remaining": "0",
  "X-RateLimit-Reset": "1900000000",
  "Retry-After": "42",
  "Set-Cookie": "upstream=1",
};

describe("replyToResponse", () => {
  it("passes the exact bytes, status and rate-limit headers of a success, and only those headers", async () => {
    const raw = '{"id":"p1","amount":1.50,"nested":{"a":[1,2]}}';
    const response = replyToResponse(
      {
        status: 201,
        headers: new Headers(rateHeaders),
        body: JSON.parse(raw),
        rawBody: raw,
        requestId: "up-1",
      },
      "req-1",
    );
    expect(response.status).toBe(201);
    expect(await response.text()).toBe(raw);
    expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(response.headers.get("retry-after")).toBe("42");
    expect(response.headers.get("x-request-id")).toBe("req-1");
    expect(response.headers.get("x-upstream-request-id")).toBe("up-1");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("passes an error answer's status and JSON body through", async () => {
    const body = {
      statusCode: 429,
      message: "Rate limit exceeded",
      error: "Too Many Requests",
      retryAfter: 42,
    };
    const response = replyToResponse(
      { status: 429, headers: new Headers(rateHeaders), body, rawBody: null, requestId: null },
      "req-2",
    );
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual(body);
    expect(response.headers.get("retry-after")).toBe("42");
  });

  it("answers 204 without a body", async () => {
    const response = replyToResponse(
      { status: 204, headers: new Headers(), body: null, rawBody: "", requestId: null },
      "req-3",
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });

  it("wraps a non-JSON error page and refuses a non-JSON success", async () => {
    const page = replyToResponse(
      { status: 503, headers: new Headers(), body: "<html>down</html>", rawBody: null, requestId: null },
      "req-4",
    );
    expect(page.status).toBe(503);
    expect(await page.json()).toMatchObject({
      statusCode: 503,
      error: "Service Unavailable",
      requestId: "req-4",
    });
    expect(() =>
      replyToResponse(
        { status: 200, headers: new Headers(), body: "hi", rawBody: "hi", requestId: null },
        "r",
      ),
    ).toThrow(BffError);
  });
});
