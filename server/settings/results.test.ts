import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AccountError } from "@/server/accounts/errors";
import { accessFailure, accountFailure, fieldErrorsOf } from "./results";

// The account pipeline reaches next-auth, which needs Next's runtime; only its message constant is re-exported.
vi.mock("@/server/access/action-access", () => ({ SESSION_ENDED: "Your session has ended." }));
// The log lines are part of what is checked, whatever level the shell running the tests asks for.
vi.stubEnv("LOG_LEVEL", "info");

/** The JSON lines the console's logger wrote while `run` ran. */
function loggedLines(run: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe("accountFailure", () => {
  it("puts an account error on its field and carries the request id that its log line has", () => {
    let result: ReturnType<typeof accountFailure> | undefined;
    const lines = loggedLines(() => {
      result = accountFailure(
        new AccountError("key_refused", "The API key was refused by the payments service", "apiKey"),
        "adding the account",
        "req_add",
      );
    });
    expect(result).toEqual({
      ok: false,
      message: "The API key was refused by the payments service",
      fieldErrors: { apiKey: "The API key was refused by the payments service" },
      requestId: "req_add",
    });
    expect(lines).toEqual([
      expect.objectContaining({ requestId: "req_add", code: "key_refused", step: "adding the account" }),
    ]);
  });

  it("shows any other error as a generic sentence, logged by name with the same request id", () => {
    let result: ReturnType<typeof accountFailure> | undefined;
    const leak = Object.assign(new Error("duplicate key value (sealed key 9f8e…)"), { code: "23505" });
    const lines = loggedLines(() => {
      result = accountFailure(leak, "replacing the key", "req_rot");
    });
    expect(result?.message).toBe(
      "The console could not finish replacing the key. Nothing was changed; try again in a moment.",
    );
    expect(result?.requestId).toBe("req_rot");
    expect(result?.fieldErrors).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", requestId: "req_rot", error: "Error", code: "23505" });
    expect(JSON.stringify(lines)).not.toContain("sealed key");
  });
});

describe("accessFailure and fieldErrorsOf", () => {
  it("passes the pipeline's refusal on with its request id", () => {
    expect(accessFailure({ message: "Your session has ended.", requestId: "req_s" })).toEqual({
      ok: false,
      message: "Your session has ended.",
      requestId: "req_s",
    });
  });

  it("keeps the first message of each top-level field", () => {
    const parsed = z
      .object({ name: z.string().min(1, "Give it a name").max(3, "Too long"), role: z.enum(["staff"]) })
      .safeParse({ name: "", role: "owner" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({ name: "Give it a name", role: expect.any(String) });
  });
});
