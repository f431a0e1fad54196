import { afterEach, describe, expect, it, vi } from "vitest";
import { bffApi } from "./api";
import { BffError, bffRequest, errorFromResponse } from "./bff";

type Call = { url: string; init: RequestInit };

function answer(response: Response | (() => never)): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (typeof response === "function") return response();
      return response;
    }),
  );
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

async function failure(promise: Promise<unknown>): Promise<BffError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BffError)) throw new Error(`expected a BffError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe("bffApi and bffRequest", () => {
  it("calls the account's BFF path with the query serialized and returns the JSON body", async () => {
    const calls = answer(json(200, { data: [{ id: "p1" }] }));
    const body = await bffApi("acc 1").listPayments({
      query: { status: "PAID", ids: ["a", "b"], search: "", page: 2 },
    });
    expect(body).toEqual({ data: [{ id: "p1" }] });
    expect(calls[0]?.url).toBe("/api/accounts/acc%201/v1/payment/list?status=PAID&ids=a%2Cb&page=2");
    expect(calls[0]?.init.method).toBe("GET");
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it("sends a JSON body", async () => {
    const calls = answer(json(201, { id: "b1" }));
    await bffApi("acc").createBranch({ body: { code: "KDY", name: "Kandy" } });
    expect(calls[0]?.init.body).toBe(JSON.stringify({ code: "KDY", name: "Kandy" }));
    expect(new Headers(calls[0]?.init.headers).get("content-type")).toBe("application/json");
  });

  it("returns null for an empty answer", async () => {
    answer(new Response(null, { status: 204 }));
    await expect(bffRequest("acc", "DELETE", "/v1/branch/b1")).resolves.toBeNull();
    expect(await bffApi("acc").deleteBranch({ params: { id: "b 1" } })).toBeNull();
  });

  it("turns the BFF's error body into a BffError with its details and request id", async () => {
    answer(
      json(400, {
        statusCode: 400,
        message: "Validation failed",
        error: "Bad Request",
        code: "validation_failed",
        requestId: "req_1",
        details: [{ field: "code", constraint: "required", message: "code is required" }, { junk: true }],
      }),
    );
    const error = await failure(bffRequest("acc", "POST", "/v1/branch", { body: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe("Validation failed");
    expect(error.requestId).toBe("req_1");
    expect(error.details).toHaveLength(1);
    expect(error.detailFor("code")).toBe("code is required");
  });

  it("reads the request id and retry time from headers when the body has none", async () => {
    answer(
      json(
        429,
        { statusCode: 429, message: "", error: "Too Many Requests" },
        { "x-request-id": "req_h", "retry-after": "7" },
      ),
    );
    const error = await failure(bffRequest("acc", "GET", "/v1/payment/list"));
    expect(error.requestId).toBe("req_h");
    expect(error.retryAfter).toBe(7);
    expect(error.message).toMatch(/too many requests/i);
  });

  it("explains an unreachable console and a non-JSON answer", async () => {
    answer(() => {
      throw new TypeError("Failed to fetch");
    });
    const offline = await failure(bffRequest("acc", "GET", "/v1/payment/list"));
    expect(offline.status).toBe(0);
    expect(offline.code).toBe("network_error");

    answer(new Response("<!doctype html><title>Sign in</title>", { status: 200 }));
    const html = await failure(bffRequest("acc", "GET", "/v1/payment/list"));
    expect(html.code).toBe("bad_response");

    answer(new Response("upstream exploded", { status: 502 }));
    const gateway = await failure(bffRequest("acc", "GET", "/v1/payment/list"));
    expect(gateway.status).toBe(502);
    expect(gateway.message).toMatch(/could not be reached/);
  });
});

describe("errorFromResponse with a production service's error bodies", () => {
  it("reads a message given as a list of strings", () => {
    const error = errorFromResponse(400, new Headers(), {
      statusCode: 400,
      message: ["amount must be a positive number", "currency must be one of USDT, LKR"],
      error: "Bad Request",
    });
    expect(error.message).toBe("amount must be a positive number currency must be one of USDT, LKR");
  });
});
