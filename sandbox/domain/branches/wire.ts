import type { Branch } from "@/lib/payments-api";
import type { BranchRow } from "./lookup";

/** Branches made through the API always settle to the merchant's own bank account (docs/service-rules.md §7). */
const USES_MERCHANT_BANK_ACCOUNT = true;

export function branchToWire(row: BranchRow): Branch {
  return {
    id: row.id,
    merchantId: row.merchantId,
    name: row.name,
    code: row.code,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    phone: row.phone,
    messagingGroupId: row.messagingGroupId,
    isActive: row.isActive,
    usesMerchantBankAccount: USES_MERCHANT_BANK_ACCOUNT,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
