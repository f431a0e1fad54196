import * as crypto from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fileSandbox } from "../testing/file-sandbox";
import { TEST_ADMIN_TOKEN } from "../testing/harness";

// The real timingSafeEqual, observed: the guard must go through it for every token it sees.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const sandbox = fileSandbox();
beforeEach(() => {
  vi.mocked(crypto.timingSafeEqual).mockClear();
});

async function clockWith(token: string) {
  return fetch(`${sandbox.url}/sandbox/clock`, { headers: { "x-sandbox-admin-token": token } });
}

describe("the control API's admin token (docs/service-rules.md §10)", () => {
  it("is compared in constant time, as equal-length digests, whatever the length of the guess", async () => {
    for (const guess of ["x", `${TEST_ADMIN_TOKEN}-but-longer`, TEST_ADMIN_TOKEN.replace(/.$/, "?")]) {
      const response = await clockWith(guess);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, error: "Unauthorized" });
    }
    const calls = vi.mocked(crypto.timingSafeEqual).mock.calls;
    expect(calls).toHaveLength(3);
    for (const [left, right] of calls) {
      expect((left as Buffer).length).toBe(32);
      expect((right as Buffer).length).toBe(32);
    }
  });

  it("lets the right token through and refuses a missing one", async () => {
    expect((await clockWith(TEST_ADMIN_TOKEN)).status).toBe(200);
    expect((await fetch(`${sandbox.url}/sandbox/clock`)).status).toBe(401);
  });
});
