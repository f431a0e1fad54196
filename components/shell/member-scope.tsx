"use client";

import { createContext, type ReactNode, useContext } from "react";
import { useBranchName } from "@/components/branches/use-branch-name";

/** The branch the signed-in member is limited to in the account being shown, or null for every branch. */
const MemberBranchContext = createContext<string | null>(null);

export function MemberScopeProvider({
  branchId,
  children,
}: {
  branchId: string | null;
  children: ReactNode;
}) {
  return <MemberBranchContext.Provider value={branchId}>{children}</MemberBranchContext.Provider>;
}

/**
 * The member's branch by name, for sentences such as "Payments you create belong to Galle Fort": the
 * fallback ("your branch") while the name loads or when it cannot be read, never the id.
 */
export function ScopedBranchName({
  accountId,
  fallback = "your branch",
}: {
  accountId: string;
  fallback?: string;
}) {
  const branchId = useContext(MemberBranchContext);
  const name = useBranchName(accountId, branchId);
  return <>{name ?? fallback}</>;
}
