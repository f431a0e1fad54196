"use client";

import { useBranchName } from "@/components/branches/use-branch-name";
import type { ShellAccount } from "./types";

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** The signed-in member's role in the current account and, when limited to one, their branch by name. */
export function MemberScopeLabel({ account }: { account: ShellAccount }) {
  const branchName = useBranchName(account.id, account.branchId);
  return (
    <span className="grid gap-0.5 text-xs font-normal text-muted-foreground">
      <span className="truncate">
        {roleLabel(account.role)} of {account.name}
      </span>
      {account.branchId ? (
        <span className="truncate" data-testid="member-branch-scope">
          {branchName ? `Limited to ${branchName}` : "Limited to one branch"}
        </span>
      ) : null}
    </span>
  );
}
