"use client";

import { Pencil, UserMinus } from "lucide-react";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";
import { formatDate } from "@/lib/format";
import type { ChangeMemberAction } from "./members-change-form";
import { memberRowRules } from "./members-rules";
import type { BranchOption, RoleOption } from "./members-scope-fields";
import {
  BlockedReason,
  roleLabel,
  ScopeCells,
  ScopeLine,
  ScopeTableHeader,
  withRequestId,
} from "./members-table-parts";

export interface MemberView {
  userId: string;
  email: string;
  name: string | null;
  role: string;
  branchId: string | null;
  /** The branch's name; null when the service does not know the branch (or could not be asked). */
  branchName: string | null;
  isActive: boolean;
  since: string;
}

const loadChangeDialog = () => import("./members-change-dialog");
const ChangeMemberDialog = lazy(() =>
  loadChangeDialog().then((module) => ({ default: module.ChangeMemberDialog })),
);
const warmChangeDialog = () => void loadChangeDialog().catch(() => undefined);

export type RemoveMemberAction = (input: { accountId: string; userId: string }) => Promise<ActionResult>;

export interface MembersTableProps {
  accountId: string;
  accountName: string;
  members: MemberView[];
  currentUserId: string;
  viewerRole: string;
  /** The roles the viewer may give, most powerful first. */
  roles: [RoleOption, ...RoleOption[]];
  branchRoles: readonly string[];
  branches: readonly BranchOption[] | null;
  changeAction: ChangeMemberAction;
  removeAction: RemoveMemberAction;
}

export function MembersTable(props: MembersTableProps) {
  const { members, currentUserId, viewerRole } = props;
  return (
    <div className="rounded-xl border bg-card">
      <Table>
        <caption className="sr-only">Members of this merchant account</caption>
        <ScopeTableHeader person="Member" date="Member since" />
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.userId}>
              <TableCell className="whitespace-normal">
                <div className="grid gap-0.5">
                  <span className="flex flex-wrap items-center gap-1.5 font-medium [overflow-wrap:anywhere]">
                    {member.name ?? member.email}
                    {member.userId === currentUserId ? <Badge variant="secondary">You</Badge> : null}
                    {member.isActive ? null : <Badge variant="outline">Deactivated</Badge>}
                  </span>
                  {member.name ? (
                    <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      {member.email}
                    </span>
                  ) : null}
                  <ScopeLine {...member} />
                </div>
              </TableCell>
              <ScopeCells {...member} />
              <TableCell className="hidden md:table-cell">{formatDate(member.since)}</TableCell>
              <TableCell className="whitespace-normal">
                <MemberActions
                  {...props}
                  member={member}
                  rules={memberRowRules(member, viewerRole, members)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function MemberActions({
  accountId,
  accountName,
  member,
  rules,
  currentUserId,
  roles,
  branchRoles,
  branches,
  changeAction,
  removeAction,
}: MembersTableProps & { member: MemberView; rules: ReturnType<typeof memberRowRules> }) {
  const router = useRouter();
  const reasonId = useId();
  const [editing, setEditing] = useState(false);
  // The dialog's code (and its form's) loads when a person first means to change someone.
  const [opened, setOpened] = useState(false);
  const who = member.name ?? member.email;
  const self = member.userId === currentUserId;
  // One reason is enough: removing is blocked whenever changing is, for the same reason.
  const reason = rules.removeBlocked ?? rules.changeBlocked;
  return (
    <div className="grid justify-items-end gap-1">
      <div className="flex flex-wrap justify-end gap-1">
        <Button
          variant="outline"
          size="sm"
          disabled={rules.changeBlocked !== null}
          aria-describedby={rules.changeBlocked ? reasonId : undefined}
          aria-label={`Change ${who}`}
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true);
            setEditing(true);
          }}
          onPointerEnter={warmChangeDialog}
          onFocus={warmChangeDialog}
        >
          <Pencil aria-hidden="true" />
          Change
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={rules.removeBlocked !== null}
              aria-describedby={rules.removeBlocked ? reasonId : undefined}
              aria-label={`Remove ${who}`}
            >
              <UserMinus aria-hidden="true" />
              Remove
            </Button>
          }
          title={self ? `Leave ${accountName}?` : `Remove ${who} from ${accountName}?`}
          description={
            self
              ? "You lose access to this account at once. Another owner or admin can invite you again."
              : `${member.email} loses access to this account at once. Their user stays, and they can be invited again. The audit trail keeps a record.`
          }
          confirmLabel={self ? "Leave account" : "Remove member"}
          pendingLabel="Removing…"
          onConfirm={async () => {
            const result = await removeAction({ accountId, userId: member.userId });
            if (!result.ok) return { error: withRequestId(result) };
            toast.success(self ? `You left ${accountName}` : `${who} was removed`);
            if (self) router.push("/");
            else router.refresh();
          }}
        />
      </div>
      {reason ? <BlockedReason id={reasonId} reason={reason} /> : null}
      {opened ? (
        <Suspense fallback={null}>
          <ChangeMemberDialog
            open={editing}
            onOpenChange={setEditing}
            who={who}
            accountName={accountName}
            accountId={accountId}
            member={member}
            roles={roles}
            branchRoles={branchRoles}
            branches={branches}
            action={changeAction}
            onCancel={() => setEditing(false)}
            onChanged={(result) => {
              setEditing(false);
              const scope = result.branchName ? `, limited to ${result.branchName}` : "";
              toast.success(`${who} is now ${roleLabel(result.role).toLowerCase()}${scope}`);
              router.refresh();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
