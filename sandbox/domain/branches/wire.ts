import type { Branch, BranchListItem } from "@/lib/payments-api";
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

/** List items leave out the contact fields, as the spec's list example does. */
export function branchToListItem(row: BranchRow): BranchListItem {
  return {
    id: row.id,
    merchantId: row.merchantId,
    name: row.name,
    code: row.code,
    city: row.city,
    isActive: row.isActive,
    usesMerchantBankAccount: USES_MERCHANT_BANK_ACCOUNT,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
