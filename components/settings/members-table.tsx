"use client";

import { Pencil, Trash2, UserMinus } from "lucide-react";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";
import { formatDate } from "@/lib/format";
import type { ChangeMemberAction } from "./members-change-form";
import { memberRowRules } from "./members-rules";
import type { BranchOption, RoleOption } from "./members-scope-fields";

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

export interface InvitationView {
  id: string;
  email: string;
  role: string;
  branchId: string | null;
  branchName: string | null;
  expiresAt: string;
}

export type RemoveMemberAction = (input: { accountId: string; userId: string }) => Promise<ActionResult>;
export type RevokeInvitationAction = (input: {
  accountId: string;
  invitationId: string;
}) => Promise<ActionResult>;

const withRequestId = (result: { message: string; requestId?: string }) =>
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

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

const loadChangeDialog = () => import("./members-change-dialog");
const ChangeMemberDialog = lazy(() =>
  loadChangeDialog().then((module) => ({ default: module.ChangeMemberDialog })),
);
const warmChangeDialog = () => void loadChangeDialog().catch(() => undefined);

/** Why a button is disabled, said next to it and read with it. */
function BlockedReason({ id, reason }: { id: string; reason: string }) {
  return (
    <p id={id} className="max-w-56 text-xs text-muted-foreground">
      {reason}
    </p>
  );
}

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
        <TableHeader>
          <TableRow>
            <TableHead>Member</TableHead>
            <TableHead className="hidden sm:table-cell">Role</TableHead>
            <TableHead className="hidden sm:table-cell">Branch</TableHead>
            <TableHead className="hidden md:table-cell">Member since</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
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
                  {/* On a phone the role and branch columns fold under the member. */}
                  <span className="text-xs text-muted-foreground sm:hidden">
                    {roleLabel(member.role)} ·{" "}
                    <BranchScope branchId={member.branchId} branchName={member.branchName} />
                  </span>
                </div>
              </TableCell>
              <TableCell className="hidden sm:table-cell">{roleLabel(member.role)}</TableCell>
              <TableCell className="hidden whitespace-normal sm:table-cell">
                <BranchScope branchId={member.branchId} branchName={member.branchName} />
              </TableCell>
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

export function PendingInvitationsTable({
  accountId,
  invitations,
  viewerRole,
  revokeAction,
}: {
  accountId: string;
  invitations: InvitationView[];
  viewerRole: string;
  revokeAction: RevokeInvitationAction;
}) {
  const router = useRouter();
  return (
    <div className="rounded-xl border bg-card">
      <Table>
        <caption className="sr-only">Invitations not yet accepted</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Email</TableHead>
            <TableHead className="hidden sm:table-cell">Role</TableHead>
            <TableHead className="hidden sm:table-cell">Branch</TableHead>
            <TableHead className="hidden md:table-cell">Expires</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.map((invitation) => {
            const blocked =
              invitation.role === "owner" && viewerRole !== "owner"
                ? "Only an owner can revoke an invitation to become an owner."
                : null;
            return (
              <TableRow key={invitation.id}>
                <TableCell className="whitespace-normal">
                  <div className="grid gap-0.5">
                    <span className="[overflow-wrap:anywhere]">{invitation.email}</span>
                    <span className="text-xs text-muted-foreground sm:hidden">
                      {roleLabel(invitation.role)} ·{" "}
                      <BranchScope branchId={invitation.branchId} branchName={invitation.branchName} />
                    </span>
                  </div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{roleLabel(invitation.role)}</TableCell>
                <TableCell className="hidden whitespace-normal sm:table-cell">
                  <BranchScope branchId={invitation.branchId} branchName={invitation.branchName} />
                </TableCell>
                <TableCell className="hidden md:table-cell">{formatDate(invitation.expiresAt)}</TableCell>
                <TableCell className="whitespace-normal">
                  <div className="grid justify-items-end gap-1">
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={blocked !== null}
                          aria-describedby={blocked ? `revoke-${invitation.id}` : undefined}
                          aria-label={`Revoke the invitation for ${invitation.email}`}
                        >
                          <Trash2 aria-hidden="true" />
                          Revoke
                        </Button>
                      }
                      title={`Revoke the invitation for ${invitation.email}?`}
                      description="Its link stops working at once. You can invite them again with a new link."
                      confirmLabel="Revoke invitation"
                      pendingLabel="Revoking…"
                      onConfirm={async () => {
                        const result = await revokeAction({ accountId, invitationId: invitation.id });
                        if (!result.ok) return { error: withRequestId(result) };
                        toast.success(`The invitation for ${invitation.email} was revoked`);
                        router.refresh();
                      }}
                    />
                    {blocked ? <BlockedReason id={`revoke-${invitation.id}`} reason={blocked} /> : null}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
