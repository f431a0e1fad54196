import { vi } from "vitest";
import type { BranchListResponse } from "@/lib/payments-api/branches";

/** Every read answers with one active branch: the pickers' and filters' list of the account's branches. */
export function stubOneBranchList(branch: { id: string; name: string; code: string }) {
  const body: BranchListResponse = {
    data: [
      {
        ...branch,
        merchantId: "m",
        city: null,
        isActive: true,
        usesMerchantBankAccount: true,
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      },
    ],
    meta: { page: 1, limit: 100, totalItems: 1, totalPages: 1 },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}
