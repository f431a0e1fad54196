import { describe, expect, it } from "vitest";
import {
  AuthenticationError,
  BadResponseError,
  ConflictError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  UpstreamError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
  ValidationError,
} from "./errors";

const answer = (status: number, body: unknown = { message: "No" }) =>
  UpstreamError.fromResponse(status, body, new Headers({ "x-request-id": "req_1" }));

describe("UpstreamError.fromResponse", () => {
  it("gives each status its own kind, code and name, keeping the request id", () => {
    const cases = [
      [400, ValidationError, "validation", "ValidationError"],
      [401, AuthenticationError, "authentication", "AuthenticationError"],
      [403, PermissionError, "permission", "PermissionError"],
      [404, NotFoundError, "not_found", "NotFoundError"],
      [409, ConflictError, "conflict", "ConflictError"],
      [429, RateLimitError, "rate_limited", "RateLimitError"],
      [503, UpstreamUnavailableError, "unavailable", "UpstreamUnavailableError"],
    ] as const;
    for (const [status, kind, code, name] of cases) {
      const error = answer(status);
      expect(error, String(status)).toBeInstanceOf(kind);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toBeInstanceOf(Error);
      expect({ code: error.code, name: error.name, requestId: error.requestId }).toEqual({
        code,
        name,
        requestId: "req_1",
      });
    }
    expect(answer(404)).not.toBeInstanceOf(ConflictError);
  });

  it("names the kinds no status makes", () => {
    expect(new UpstreamTimeoutError("slow")).toMatchObject({ code: "timeout", name: "UpstreamTimeoutError" });
    expect(new BadResponseError("odd")).toMatchObject({ code: "bad_response", name: "BadResponseError" });
    expect(answer(418)).toMatchObject({ code: "http", name: "UpstreamError", status: 418 });
  });
});
