import { describe, expect, it } from "vitest";
import { dummyVerify, hashPassword, MIN_PASSWORD_LENGTH, passwordProblem, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("encodes scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key", async () => {
    const hash = await hashPassword("a long enough password");
    const [name, N, r, p, salt = "", key = "", ...rest] = hash.split("$");
    expect({ name, N, r, p, rest }).toEqual({ name: "scrypt", N: "32768", r: "8", p: "1", rest: [] });
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(key, "base64")).toHaveLength(64);
    expect(hash).not.toContain("a long enough password");
  });

  it("salts every hash differently", async () => {
    const [a = "", b = ""] = await Promise.all([
      hashPassword("same password!"),
      hashPassword("same password!"),
    ]);
    expect(a).not.toBe(b);
    expect(a.split("$")[4]).not.toBe(b.split("$")[4]);
    expect(await verifyPassword("same password!", a)).toBe(true);
    expect(await verifyPassword("same password!", b)).toBe(true);
  });

  it("honours the parameters stored in the hash", async () => {
    const hash = await hashPassword("parameters travel");
    const [, , , , salt = "", key = ""] = hash.split("$");
    // Same salt and key under other parameters must not verify: N is part of what is checked.
    expect(await verifyPassword("parameters travel", `scrypt$16384$8$1$${salt}$${key}`)).toBe(false);
  });

  it("rejects malformed or hostile stored hashes instead of throwing", async () => {
    const hash = await hashPassword("whatever it is");
    const [, , , , salt = "", key = ""] = hash.split("$");
    for (const stored of [
      "",
      "plain text",
      `bcrypt$32768$8$1$${salt}$${key}`,
      `scrypt$30000$8$1$${salt}$${key}`,
      `scrypt$1073741824$8$1$${salt}$${key}`,
      `scrypt$32768$8$1$$${key}`,
    ]) {
      expect(await verifyPassword("whatever it is", stored)).toBe(false);
    }
  });

  it("normalizes Unicode so composed and decomposed input match", async () => {
    const hash = await hashPassword("caf\u00e9 au lait!");
    expect(await verifyPassword("cafe\u0301 au lait!", hash)).toBe(true);
  });

  it("spends comparable time on unknown users", async () => {
    await dummyVerify("warm-up");
    const hash = await hashPassword("timing password");
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    // Best of three, so that a busy machine does not decide the comparison.
    const best = async (fn: () => Promise<unknown>) =>
      Math.min(await time(fn), await time(fn), await time(fn));
    const real = await best(() => verifyPassword("wrong guess!!", hash));
    const dummy = await best(() => dummyVerify("wrong guess!!"));
    expect(await dummyVerify("anything")).toBe(false);
    // Both run one scrypt with the same parameters; a shortcut would be orders of magnitude faster.
    expect(dummy).toBeGreaterThan(real / 4);
  });
});

describe("password policy", () => {
  it(`requires at least ${MIN_PASSWORD_LENGTH} characters`, () => {
    expect(passwordProblem("123456789")).toMatch(/at least 10/);
    expect(passwordProblem("1234567890")).toBeNull();
    // Counted in characters, not UTF-16 units: five emoji are five characters.
    expect(passwordProblem("😀😀😀😀😀")).toMatch(/at least 10/);
    expect(passwordProblem("x".repeat(257))).toMatch(/at most/);
  });
});
