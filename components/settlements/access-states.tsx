import { NoAccess } from "@/components/shell/no-access";

/** A member whose role does not include settlements (permission table: withdrawals:read). */
export function SettlementsNoAccess({ title = "Your role cannot see settlements" }: { title?: string }) {
  return (
    <NoAccess
      title={title}
      message="Settlements move the merchant's money to its bank, so they are for owners, admins and finance. Ask an owner or admin of this merchant account if you need access."
    />
  );
}

/** A member limited to one branch: a settlement request is the whole merchant's, so it is not theirs to see. */
export function SettlementsBranchNoAccess() {
  return (
    <NoAccess
      title="Settlements cover the whole merchant"
      message="Your membership is limited to one branch, and settlement requests belong to the merchant as a whole (every branch is paid into the one bank account). Ask an owner or admin of this merchant account to see or request settlements."
    />
  );
}
