"use client";

import { TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

// What the members table and the invitations table both show of a person's place in the account.

export const withRequestId = (result: { message: string; requestId?: string }) =>
  result.requestId ? `${result.message} (request id ${result.requestId})` : result.message;

/** Where a member or invitation is limited to, by the branch's name. */
export function BranchScope({
  branchId,
  branchName,
}: {
  branchId: string | null;
  branchName: string | null;
}) {
  if (!branchId) return <span className="text-muted-foreground">All branches</span>;
  if (branchName) return <span>{branchName}</span>;
  return <span className="text-muted-foreground">A branch this account no longer lists</span>;
}

export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

interface Scope {
  role: string;
  branchId: string | null;
  branchName: string | null;
}

/** The columns' heads: the person, the role and branch (not on phones), a date, and the row's actions. */
export function ScopeTableHeader({ person, date }: { person: string; date: string }) {
  return (
    <TableHeader>
      <TableRow>
        <TableHead>{person}</TableHead>
        <TableHead className="hidden sm:table-cell">Role</TableHead>
        <TableHead className="hidden sm:table-cell">Branch</TableHead>
        <TableHead className="hidden md:table-cell">{date}</TableHead>
        <TableHead>
          <span className="sr-only">Actions</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}

/** The role and branch columns of a person's row. */
export function ScopeCells({ role, branchId, branchName }: Scope) {
  return (
    <>
      <TableCell className="hidden sm:table-cell">{roleLabel(role)}</TableCell>
      <TableCell className="hidden whitespace-normal sm:table-cell">
        <BranchScope branchId={branchId} branchName={branchName} />
      </TableCell>
    </>
  );
}

/** On a phone the role and branch columns fold under the person, as this line. */
export function ScopeLine({ role, branchId, branchName }: Scope) {
  return (
    <span className="text-xs text-muted-foreground sm:hidden">
      {roleLabel(role)} · <BranchScope branchId={branchId} branchName={branchName} />
    </span>
  );
}

/** Why a button is disabled, said next to it and read with it. */
export function BlockedReason({ id, reason }: { id: string; reason: string }) {
  return (
    <p id={id} className="max-w-56 text-xs text-muted-foreground">
      {reason}
    </p>
  );
}
