import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./errors";

const pgUnique = Object.assign(new Error("duplicate key"), {
  code: "23505",
  constraint: "branches_merchant_code_unique",
});

describe("isUniqueViolation", () => {
  it("recognises the driver's error and the one drizzle wraps around it", () => {
    expect(isUniqueViolation(pgUnique)).toBe(true);
    const wrapped = Object.assign(new Error("Failed query"), { cause: pgUnique });
    expect(isUniqueViolation(wrapped, "branches_merchant_code_unique")).toBe(true);
  });

  it("matches the named index only", () => {
    expect(isUniqueViolation(pgUnique, "payment_links_slug_unique")).toBe(false);
  });

  it("ignores other errors, including other SQLSTATEs and non-objects", () => {
    expect(isUniqueViolation(Object.assign(new Error("fk"), { code: "23503" }))).toBe(false);
    expect(isUniqueViolation(new Error("plain"))).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it("stops on a cyclic cause", () => {
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isUniqueViolation(loop)).toBe(false);
  });
});
