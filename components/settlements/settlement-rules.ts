import { formatAmount } from "@/lib/format";

// The service's rules for settlement requests (docs/service-rules.md §7). The minimum and the automatic
// approval threshold are set per merchant by the platform and no API call returns them, so the console
// states the defaults and says that an agreement may set other amounts.

/** Minimum net total of a request, in LKR, unless the merchant's agreement says otherwise. */
export const DEFAULT_MINIMUM_LKR = "1000.00";

/** Net totals below this (LKR) are approved at once; at or above, they wait for the platform's review. */
export const DEFAULT_AUTO_APPROVE_BELOW_LKR = "100000.00";

export const minimumText = formatAmount(DEFAULT_MINIMUM_LKR, "LKR");
export const autoApproveText = formatAmount(DEFAULT_AUTO_APPROVE_BELOW_LKR, "LKR");

/** "All branches" for a merchant-wide request, else the branch's name (or its id while names load). */
export function branchLabel(branchId: string | null | undefined, nameOf: (id: string) => string | undefined) {
  if (!branchId) return "All branches";
  return nameOf(branchId) ?? "A branch";
}
