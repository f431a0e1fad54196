import { describe, expect, it } from "vitest";
import { parseCommand } from "./parse";

describe("parseCommand", () => {
  it("reads a command's options", () => {
    expect(parseCommand(["member:add", "--email", "a@b.lk", "--account", "acc", "--role", "staff"])).toEqual({
      kind: "run",
      command: "member:add",
      options: { email: "a@b.lk", account: "acc", role: "staff" },
    });
    expect(parseCommand(["user:create", "--email=a@b.lk", "--password", "p w"])).toMatchObject({
      options: { email: "a@b.lk", password: "p w" },
    });
  });

  it("answers help generally and per command", () => {
    const general = parseCommand(["--help"]);
    expect(general.kind).toBe("help");
    expect(general.kind === "help" && general.text).toContain("account:add");
    const command = parseCommand(["account:add", "--help"]);
    expect(command.kind === "help" && command.text).toContain("--webhook-public-key-file");
  });

  it("reports missing options, unknown commands and unknown options as usage errors", () => {
    const missing = parseCommand(["account:add", "--name", "Shop"]);
    expect(missing.kind).toBe("usage-error");
    expect(missing.kind === "usage-error" && missing.message).toMatch(/^Missing --base-url, --api-key\./);
    expect(parseCommand([]).kind).toBe("usage-error");
    expect(parseCommand(["user:delete"])).toMatchObject({ kind: "usage-error" });
    expect(parseCommand(["user:list", "--verbose"])).toMatchObject({ kind: "usage-error" });
  });

  it("never echoes a stray argument, which may be a key", () => {
    const stray = "ak_live_abc.sk_live_very-secret";
    const parsed = parseCommand(["account:add", "--name", "Shop", "--base-url", "http://x", stray]);
    expect(parsed.kind).toBe("usage-error");
    expect(parsed.kind === "usage-error" && parsed.message).not.toContain("very-secret");
  });
});
