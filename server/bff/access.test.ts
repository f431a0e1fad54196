import { describe, expect, it } from "vitest";
import { operations } from "@/lib/payments-api/operations";
import { checkOperationAccess } from "./access";

const merchant = { capabilities: [] };
const aggregator = { capabilities: ["AGGREGATOR"] };
const branch = "11111111-1111-4111-8111-111111111111";

describe("checkOperationAccess", () => {
  it("lets a role through only with the operation's permission", () => {
    expect(
      checkOperationAccess({ role: "staff", branchId: null }, merchant, operations.listPayments),
    ).toBeNull();
    const refused = checkOperationAccess(
      { role: "staff", branchId: null },
      merchant,
      operations.listWithdrawals,
    );
    expect(refused?.status).toBe(403);
    expect(refused?.message).toContain("withdrawals:read");
    expect(
      checkOperationAccess({ role: "finance", branchId: null }, merchant, operations.createWithdrawal),
    ).toBeNull();
    expect(
      checkOperationAccess({ role: "developer", branchId: null }, merchant, operations.createWithdrawal)
        ?.status,
    ).toBe(403);
  });

  it("needs an AGGREGATOR account for offramp operations, whatever the role", () => {
    const owner = { role: "owner" as const, branchId: null };
    expect(checkOperationAccess(owner, merchant, operations.listBanks)?.message).toContain("AGGREGATOR");
    expect(checkOperationAccess(owner, aggregator, operations.listBanks)).toBeNull();
  });

  it("keeps branch-scoped members away from operations that cannot be limited to a branch", () => {
    const scopedAdmin = { role: "admin" as const, branchId: branch };
    expect(checkOperationAccess(scopedAdmin, merchant, operations.listWithdrawals)?.status).toBe(403);
    expect(checkOperationAccess(scopedAdmin, merchant, operations.createBranch)?.status).toBe(403);
    expect(checkOperationAccess(scopedAdmin, merchant, operations.listPayments)).toBeNull();
    expect(
      checkOperationAccess({ role: "admin", branchId: null }, merchant, operations.listWithdrawals),
    ).toBeNull();
  });
});
