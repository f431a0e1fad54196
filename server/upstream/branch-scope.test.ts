import { describe, expect, it } from "vitest";
import { operationList } from "@/lib/payments-api/operations";
import { thrown } from "@/lib/testing/thrown";
import {
  belongsToBranch,
  branchRuleOf,
  branchRules,
  MemberScopeError,
  scopeBody,
  scopeQuery,
  scopeQueryString,
} from "./branch-scope";

const mine = "11111111-1111-4111-8111-111111111111";
const theirs = "22222222-2222-4222-8222-222222222222";

const refusal = (run: () => unknown) => thrown(MemberScopeError, run);

describe("branchRules", () => {
  it("decides for every operation of the contract, and scopes only operations that carry a branch", () => {
    expect(Object.keys(branchRules).sort()).toEqual(operationList.map((op) => op.id).sort());
    for (const operation of operationList) {
      const rule = branchRuleOf(operation.id);
      if (rule.kind === "query") expect(operation.query?.safeParse({ branchId: mine }).success).toBe(true);
      if (rule.kind === "body") expect(operation.method).toBe("POST");
      if (rule.kind === "guarded") expect(branchRuleOf(rule.via).kind).toBe("read");
    }
  });

  it("denies unknown operations", () => {
    expect(branchRuleOf("somethingNew").kind).toBe("deny");
  });
});

describe("scopeQueryString", () => {
  it("adds the member's branch and keeps every other pair byte for byte", () => {
    expect(scopeQueryString("?search=caf%C3%A9%20one&page=2", mine)).toBe(
      `?search=caf%C3%A9%20one&page=2&branchId=${mine}`,
    );
    expect(scopeQueryString("", mine)).toBe(`?branchId=${mine}`);
  });

  it("accepts the member's own branch once and refuses another one", () => {
    expect(scopeQueryString(`?branchId=${mine}&page=1`, mine)).toBe(`?page=1&branchId=${mine}`);
    expect(refusal(() => scopeQueryString(`?page=1&branchId=${theirs}`, mine)).code).toBe("forbidden");
    expect(refusal(() => scopeQueryString(`?branchId=${mine}&branchId[]=${theirs}`, mine)).code).toBe(
      "forbidden",
    );
  });

  it("holds every spelling a server might read as the branch, and drops the member's own", () => {
    for (const name of [
      "branchId[0]",
      "BranchId",
      "BRANCHID",
      "branchId.id",
      "branchId%5B0%5D",
      "branch%49d",
    ]) {
      expect(refusal(() => scopeQueryString(`?${name}=${theirs}`, mine)).code, name).toBe("forbidden");
      expect(scopeQueryString(`?${name}=${mine}&page=2`, mine), name).toBe(`?page=2&branchId=${mine}`);
    }
    // Names that only begin like it are other parameters.
    expect(scopeQueryString("?branchIdx=1", mine)).toBe(`?branchIdx=1&branchId=${mine}`);
  });
});

describe("scopeQuery", () => {
  it("sets the member's branch on a query object and refuses another one", () => {
    expect(scopeQuery({ page: 1 }, mine)).toEqual({ page: 1, branchId: mine });
    expect(scopeQuery(undefined, mine)).toEqual({ branchId: mine });
    expect(scopeQuery({ branchId: mine }, mine)).toEqual({ branchId: mine });
    expect(refusal(() => scopeQuery({ branchId: theirs }, mine)).code).toBe("forbidden");
  });
});

describe("scopeBody", () => {
  it("sets the member's branch on a create body", () => {
    expect(scopeBody({ amount: 5 }, mine)).toEqual({ amount: 5, branchId: mine });
    expect(scopeBody({ amount: 5, branchId: mine }, mine)).toEqual({ amount: 5, branchId: mine });
    expect(scopeBody({ amount: 5, branchId: null }, mine)).toEqual({ amount: 5, branchId: mine });
  });

  it("refuses a body naming another branch", () => {
    const error = refusal(() => scopeBody({ amount: 5, branchId: theirs }, mine));
    expect(error.code).toBe("forbidden");
    expect(error.code).toBe("forbidden");
  });
});

describe("belongsToBranch", () => {
  it("is true only for a resource of that very branch", () => {
    expect(belongsToBranch({ id: "p1", branchId: mine }, mine)).toBe(true);
    expect(belongsToBranch({ id: "p1", branchId: theirs }, mine)).toBe(false);
    expect(belongsToBranch({ id: "p1", branchId: null }, mine)).toBe(false);
    expect(belongsToBranch({ id: "p1" }, mine)).toBe(false);
    expect(belongsToBranch(null, mine)).toBe(false);
  });
});
