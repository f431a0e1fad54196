import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/server/env";

describe("console env: sign-in variables", () => {
  it("leaves AUTH_* unset by default", () => {
    const parsed = parseEnv({});
    expect(parsed.AUTH_SECRET).toBeUndefined();
    expect(parsed.AUTH_URL).toBeUndefined();
    expect(parsed.AUTH_TRUST_HOST).toBeUndefined();
  });

  it("reads AUTH_TRUST_HOST as a boolean and AUTH_URL as an http(s) URL", () => {
    expect(parseEnv({ AUTH_TRUST_HOST: "true" }).AUTH_TRUST_HOST).toBe(true);
    expect(parseEnv({ AUTH_TRUST_HOST: "1" }).AUTH_TRUST_HOST).toBe(true);
    expect(parseEnv({ AUTH_TRUST_HOST: "false" }).AUTH_TRUST_HOST).toBe(false);
    expect(parseEnv({ AUTH_URL: "https://console.example.com" }).AUTH_URL).toBe(
      "https://console.example.com",
    );
  });

  it("refuses a short AUTH_SECRET without echoing it, and a non-http AUTH_URL", () => {
    try {
      parseEnv({ AUTH_SECRET: "hunter2", AUTH_URL: "ftp://example.com", AUTH_TRUST_HOST: "yes" });
      expect.unreachable("parseEnv should have failed");
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems;
      expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual([
        "AUTH_SECRET",
        "AUTH_TRUST_HOST",
        "AUTH_URL",
      ]);
      expect(problems.join("\n")).not.toContain("hunter2");
    }
  });
});
