import { describe, expect, it } from "vitest";
import type { Role } from "@/server/auth/policy";
import { canAddAccount } from "./memberships";

/** Memberships of one person in accounts of every branch. */
const member = (...roles: Role[]) => roles.map((role) => ({ role, branchId: null }));

describe("canAddAccount", () => {
  it("lets the first user add the console's first account", () => {
    expect(canAddAccount([], false)).toBe(true);
  });

  it.each([
    { roles: [], allowed: false },
    { roles: ["admin"], allowed: false },
    { roles: ["finance", "staff"], allowed: false },
    { roles: ["staff", "owner"], allowed: true },
  ] satisfies Array<{ roles: Role[]; allowed: boolean }>)(
    "once an account exists, lets only owners add one: $roles → $allowed",
    ({ roles, allowed }) => {
      expect(canAddAccount(member(...roles), true)).toBe(allowed);
    },
  );
});
