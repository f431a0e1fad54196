import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, env, parseEnv, resetEnvForTests } from "./env";

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
  throw new Error("expected parseEnv to fail");
}

describe("console env", () => {
  afterEach(() => resetEnvForTests());

  it("applies defaults when nothing is set", () => {
    const parsed = parseEnv({});
    expect(parsed).toMatchObject({ NODE_ENV: "development", LOG_LEVEL: "info", DATA_DIR: ".data" });
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.CONSOLE_MASTER_KEY).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    const parsed = parseEnv({ DATABASE_URL: "", DATA_DIR: "", CONSOLE_MASTER_KEY: "", PUBLIC_URL: "" });
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.DATA_DIR).toBe(".data");
  });

  it("decodes the master key from hex or base64", () => {
    const key = randomBytes(32);
    expect(parseEnv({ CONSOLE_MASTER_KEY: key.toString("hex") }).CONSOLE_MASTER_KEY).toEqual(key);
    expect(parseEnv({ CONSOLE_MASTER_KEY: key.toString("base64") }).CONSOLE_MASTER_KEY).toEqual(key);
    expect(parseEnv({ CONSOLE_MASTER_KEY: key.toString("base64url") }).CONSOLE_MASTER_KEY).toEqual(key);
  });

  it("lists every invalid variable by name, without echoing the master key", () => {
    const shortKey = randomBytes(16).toString("hex");
    const problems = problemsOf({
      CONSOLE_MASTER_KEY: shortKey,
      DATABASE_URL: "mysql://localhost/console",
      NODE_ENV: "staging",
      PUBLIC_URL: "not a url",
    });
    const names = problems.map((problem) => problem.split(":")[0]).sort();
    expect(names).toEqual(["CONSOLE_MASTER_KEY", "DATABASE_URL", "NODE_ENV", "PUBLIC_URL"]);
    expect(problems.join("\n")).not.toContain(shortKey);
  });

  it("reads the front server's settings strictly, with their defaults", () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", TRUSTED_PROXY_HOPS: 0 });
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "", PORT: "3203" })).toMatchObject({
      TRUSTED_PROXY_HOPS: 0,
      PORT: 3203,
    });
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const hops of ["yes", "-1", "1.5", "11"]) {
      expect(problemsOf({ TRUSTED_PROXY_HOPS: hops })[0]).toMatch(/^TRUSTED_PROXY_HOPS: /);
    }
    expect(problemsOf({ PORT: "http" })[0]).toMatch(/^PORT: /);
  });

  it("reads process.env lazily, once, until reset", () => {
    const saved = process.env.DATA_DIR;
    try {
      process.env.DATA_DIR = "/tmp/first";
      expect(env().DATA_DIR).toBe("/tmp/first");
      process.env.DATA_DIR = "/tmp/second";
      expect(env().DATA_DIR).toBe("/tmp/first");
      resetEnvForTests();
      expect(env().DATA_DIR).toBe("/tmp/second");
    } finally {
      if (saved === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = saved;
    }
  });
});
