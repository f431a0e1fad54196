import { describe, expect, it } from "vitest";
import { lastAccountCookieName, rememberedAccountId } from "./constants";

describe("the remembered account cookie", () => {
  it("is a __Host- cookie over HTTPS and a plain one over HTTP", () => {
    expect(lastAccountCookieName(true)).toBe("__Host-console-last-account");
    expect(lastAccountCookieName(false)).toBe("console-last-account");
  });

  it("is read under either name, the __Host- one first", () => {
    const store = (entries: Record<string, string>) => ({
      get: (name: string) => (name in entries ? { value: entries[name] ?? "" } : undefined),
    });
    expect(rememberedAccountId(store({ "console-last-account": "a" }))).toBe("a");
    expect(
      rememberedAccountId(store({ "__Host-console-last-account": "b", "console-last-account": "a" })),
    ).toBe("b");
    expect(rememberedAccountId(store({}))).toBeUndefined();
  });
});
