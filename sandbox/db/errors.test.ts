import { describe, expect, it } from "vitest";
import { isConstraintViolation, pgErrorOf } from "./errors";

describe("pgErrorOf", () => {
  it("finds the driver error behind wrapping errors", () => {
    const driver = Object.assign(new Error("duplicate key"), {
      code: "23505",
      constraint: "offramps_fx_lock_unique",
    });
    const wrapped = new Error("Failed query", { cause: new Error("outer", { cause: driver }) });
    expect(pgErrorOf(wrapped)).toEqual({ code: "23505", constraint: "offramps_fx_lock_unique" });
    expect(isConstraintViolation(wrapped, "23505", "offramps_fx_lock_unique")).toBe(true);
    expect(isConstraintViolation(wrapped, "23505", "offramps_external_ref_unique")).toBe(false);
    expect(isConstraintViolation(wrapped, "23514", "offramps_fx_lock_unique")).toBe(false);
  });

  it("ignores errors that carry no SQLSTATE", () => {
    expect(pgErrorOf(new Error("plain"))).toBeNull();
    expect(pgErrorOf(Object.assign(new Error("node"), { code: "ECONNREFUSED" }))).toBeNull();
    expect(pgErrorOf("text")).toBeNull();
    expect(pgErrorOf(null)).toBeNull();
  });
});
