import { describe, expect, it } from "vitest";
import { branchScopeRoles, checkScopeForm, roleAllowsBranchScope } from "./member-scope";

const branch = "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";

describe("branch scope of a member", () => {
  it("is allowed only to roles whose every right can be held to one branch", () => {
    expect(branchScopeRoles).toEqual(["staff"]);
    for (const role of ["owner", "admin", "developer", "finance"] as const) {
      expect(roleAllowsBranchScope(role)).toBe(false);
    }
  });

  it("takes an empty scope as every branch and a UUID on a scopable role", () => {
    expect(checkScopeForm("owner", "")).toEqual({ ok: true, branchId: null });
    expect(checkScopeForm("staff", "  ")).toEqual({ ok: true, branchId: null });
    expect(checkScopeForm("staff", ` ${branch} `)).toEqual({ ok: true, branchId: branch });
  });

  it("refuses a name typed for an id, and a scope on a merchant-wide role", () => {
    expect(checkScopeForm("staff", "Galle Fort")).toEqual({
      ok: false,
      message: 'The branch id "Galle Fort" is not a UUID; choose a branch of this account.',
    });
    expect(checkScopeForm("finance", branch)).toEqual({
      ok: false,
      message: "Only staff members can be limited to one branch; finance members work with every branch.",
    });
  });
});
