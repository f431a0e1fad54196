import { CallbackRouteError, CredentialsSignin, MissingCSRF } from "@auth/core/errors";
import { describe, expect, it } from "vitest";
import { authLogEntry } from "./auth-log";

describe("authLogEntry", () => {
  it("never writes a body's bytes: a JSON error from an unauthenticated body is logged by name only", () => {
    let parseError: Error = new Error("unreached");
    try {
      JSON.parse('{"a":ZQX-secret}');
    } catch (error) {
      parseError = error as Error;
    }
    expect(parseError.message).toContain("ZQX");
    const entry = authLogEntry(parseError);
    expect(entry).toEqual({
      level: "info",
      message: "authentication request refused",
      fields: { scope: "auth", error: "SyntaxError" },
    });
    expect(JSON.stringify(entry)).not.toContain("ZQX");
  });

  it("logs a refused request as info with next-auth's type, a console failure as an error with its cause", () => {
    expect(authLogEntry(new MissingCSRF("CSRF token was missing"))).toMatchObject({
      level: "info",
      fields: { type: "MissingCSRF" },
    });
    const cause = new Error("database unreachable");
    const failed = authLogEntry(new CallbackRouteError("authorize failed", { cause: { err: cause } }));
    expect(failed).toMatchObject({ level: "error", message: "authentication failed", fields: { cause } });
    expect(authLogEntry(new CredentialsSignin())).toBeNull();
  });
});
