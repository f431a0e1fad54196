import { DateCell } from "@/components/date-cell";
import { DetailCard } from "@/components/detail/detail-card";
import { CopyableValue, none } from "@/components/detail/detail-list";
import type { Branch } from "@/lib/payments-api/branches";
import { BranchStatusBadge } from "./branch-status-badge";

/** Every field of a branch. */
export function BranchFields({ branch }: { branch: Branch }) {
  return (
    <DetailCard
      title="Details"
      items={[
        { label: "Code", value: <CopyableValue value={branch.code} label="Copy branch code" /> },
        { label: "Status", value: <BranchStatusBadge isActive={branch.isActive} /> },
        { label: "Address", value: branch.address || none, wide: true },
        { label: "City", value: branch.city || none },
        { label: "Postal code", value: branch.postalCode || none },
        { label: "Phone", value: branch.phone || none },
        { label: "Messaging group id", value: branch.messagingGroupId || none },
        {
          label: "Settlement",
          value: branch.usesMerchantBankAccount
            ? "To the merchant's bank account"
            : "To its own bank account",
        },
        { label: "Branch id", value: <CopyableValue value={branch.id} label="Copy branch id" /> },
        { label: "Created", value: <DateCell value={branch.createdAt} layout="stacked" /> },
        { label: "Updated", value: <DateCell value={branch.updatedAt} layout="stacked" /> },
      ]}
    />
  );
}
