import { describe, expect, it } from "vitest";
import { canAddAccount } from "./memberships";

describe("canAddAccount", () => {
  it("lets the first user add the console's first account", () => {
    expect(canAddAccount([], false)).toBe(true);
  });

  it("keeps everyone but owners from adding accounts once one exists", () => {
    expect(canAddAccount([], true)).toBe(false);
    expect(canAddAccount([{ role: "admin", branchId: null }], true)).toBe(false);
    expect(
      canAddAccount(
        [
          { role: "finance", branchId: null },
          { role: "staff", branchId: null },
        ],
        true,
      ),
    ).toBe(false);
    expect(
      canAddAccount(
        [
          { role: "staff", branchId: null },
          { role: "owner", branchId: null },
        ],
        true,
      ),
    ).toBe(true);
  });
});
