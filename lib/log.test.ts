import { describe, expect, it } from "vitest";
import { createLogger, parseLogLevel } from "./log";

function capture(level: Parameters<typeof createLogger>[0]["level"], redact?: string[]) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level,
    redact,
    write: (line) => lines.push(JSON.parse(line)),
    now: () => new Date("2026-11-23T10:00:00.000Z"),
  });
  return { logger, lines };
}

describe("createLogger", () => {
  it("writes one JSON line per event with time, level and fields", () => {
    const { logger, lines } = capture("info");
    logger.info("listening", { port: 4010 });
    expect(lines).toEqual([
      { at: "2026-11-23T10:00:00.000Z", level: "info", message: "listening", port: 4010 },
    ]);
  });

  it("drops events below its level", () => {
    const { logger, lines } = capture("warn");
    logger.info("quiet");
    logger.debug("quieter");
    logger.warn("loud");
    expect(lines.map((line) => line.message)).toEqual(["loud"]);
  });

  it("redacts key material by field name at any depth, whatever the case", () => {
    const { logger, lines } = capture("info", ["customSecret"]);
    logger.info("call", {
      apiKey: "ak_live_x.sk_live_y",
      headers: { "X-Signature": "abc", accept: "json" },
      nested: [{ SigningKey: "deadbeef", ok: 1 }],
      customsecret: "hidden too",
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain("sk_live_y");
    expect(text).not.toContain("deadbeef");
    expect(text).not.toContain("abc");
    expect(text).not.toContain("hidden too");
    expect(lines[0]).toMatchObject({ headers: { accept: "json" }, nested: [{ ok: 1 }] });
  });

  it("binds fields on a child logger", () => {
    const { logger, lines } = capture("info");
    logger.child({ scope: "bff" }).info("done", { status: 200 });
    expect(lines[0]).toMatchObject({ scope: "bff", status: 200 });
  });

  it("writes errors as their name and message", () => {
    const { logger, lines } = capture("error");
    logger.error("failed", { error: new TypeError("bad input") });
    expect(lines[0]?.error).toBe("TypeError: bad input");
  });
});

describe("parseLogLevel", () => {
  it("reads a known level and falls back otherwise", () => {
    expect(parseLogLevel("debug", "info")).toBe("debug");
    expect(parseLogLevel("loud", "info")).toBe("info");
    expect(parseLogLevel(undefined, "warn")).toBe("warn");
  });
});
