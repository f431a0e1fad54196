import { describe, expect, it } from "vitest";
import { permissions } from "@/lib/payments-api/operation";
import {
  type AnyPermission,
  can,
  consolePermissions,
  isBranchScoped,
  permissionsOf,
  type Role,
  roles,
} from "./policy";

// Written out by hand on purpose: the policy must match this table, not a copy of its own logic.
const table = `
  permission           owner  admin  developer  finance  staff
  payments:read        x      x      x          x        x
  payments:write       x      x      x          .        x
  payment-links:read   x      x      x          x        x
  payment-links:write  x      x      x          .        x
  branches:read        x      x      x          x        x
  branches:write       x      x      .          .        .
  direct-debit:read    x      x      x          x        x
  direct-debit:write   x      x      .          .        .
  withdrawals:read     x      x      .          x        .
  withdrawals:write    x      x      .          x        .
  offramp:read         x      x      .          x        .
  offramp:write        x      x      .          x        .
  reports:read         x      x      .          x        .
  webhooks:read        x      x      x          x        .
  webhooks:write       x      x      x          .        .
  accounts:manage      x      x      .          .        .
  members:manage       x      x      .          .        .
  audit:read           x      x      .          .        .
`;

const [header = [], ...rows] = table
  .trim()
  .split("\n")
  .map((line) => line.trim().split(/\s+/));
const columns = header.slice(1) as Role[];
const expected = new Map<AnyPermission, Record<Role, boolean>>(
  rows.map(([permission, ...marks]) => [
    permission as AnyPermission,
    Object.fromEntries(columns.map((role, i) => [role, marks[i] === "x"])) as Record<Role, boolean>,
  ]),
);

function expectedFor(permission: AnyPermission): Record<Role, boolean> {
  const row = expected.get(permission);
  if (!row) throw new Error(`No expected row for ${permission}`);
  return row;
}

describe("role policy", () => {
  it("covers exactly the contract's permissions plus the console's own", () => {
    expect([...expected.keys()].sort()).toEqual([...permissions, ...consolePermissions].sort());
    expect([...roles].sort()).toEqual([...columns].sort());
    for (const row of rows) expect(row).toHaveLength(columns.length + 1);
  });

  for (const permission of expected.keys()) {
    it(`grants ${permission} to the expected roles`, () => {
      const want = expectedFor(permission);
      for (const role of roles)
        expect({ role, allowed: can(role, permission) }).toEqual({ role, allowed: want[role] });
    });
  }

  it("lists each role's permissions consistently with can()", () => {
    for (const role of roles) {
      const listed = permissionsOf(role);
      const fromTable = [...expected.keys()].filter((permission) => expectedFor(permission)[role]);
      expect(new Set(listed)).toEqual(new Set(fromTable));
    }
  });

  it("reserves offramp and withdrawals, read and write, to owner, admin and finance", () => {
    const moneyOut: AnyPermission[] = [
      "offramp:read",
      "offramp:write",
      "withdrawals:read",
      "withdrawals:write",
    ];
    for (const permission of moneyOut) {
      const holders = roles.filter((role) => can(role, permission));
      expect(holders.sort()).toEqual(["admin", "finance", "owner"]);
    }
  });

  it("treats a membership with a branch as branch-scoped", () => {
    expect(isBranchScoped({ branchId: "br_1" })).toBe(true);
    expect(isBranchScoped({ branchId: null })).toBe(false);
    expect(isBranchScoped({ branchId: "" })).toBe(false);
  });
});
