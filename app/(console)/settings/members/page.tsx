import { UserPlus, Users } from "lucide-react";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { AccountPicker } from "@/components/settings/account-picker";
import { InviteMemberForm, type RoleOption } from "@/components/settings/invite-member-form";
import { MembersTable } from "@/components/settings/members-table";
import { PendingInvitationsTable } from "@/components/settings/pending-invitations-table";
import { rememberedAccountId } from "@/components/shell/constants";
import { PageHeader } from "@/components/shell/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { loadMemberships } from "@/server/access/memberships";
import { requireAccountAccess } from "@/server/access/page-access";
import { branchScopeRoles } from "@/server/accounts/member-scope";
import { listMembers, listPendingInvitations } from "@/server/accounts/members";
import { can, type Role } from "@/server/auth/policy";
import { requireUser } from "@/server/session";
import { branchNames, loadBranchChoices } from "@/server/settings/branch-names";
import {
  changeMemberAction,
  inviteMemberAction,
  removeMemberAction,
  revokeInvitationAction,
} from "./actions";

export const metadata: Metadata = { title: "Members" };

const roleOptions: Record<Role, RoleOption> = {
  owner: { value: "owner", label: "Owner", description: "Everything, including accounts, keys and members." },
  admin: { value: "admin", label: "Admin", description: "Everything, including accounts, keys and members." },
  finance: {
    value: "finance",
    label: "Finance",
    description: "Reads everything; requests settlements and offramp payouts.",
  },
  developer: {
    value: "developer",
    label: "Developer",
    description: "Payments, links and webhooks; no settlements or payouts.",
  },
  staff: {
    value: "staff",
    label: "Staff",
    description: "Creates and reads payments and links; may be limited to one branch.",
  },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MembersPage({ searchParams }: Props) {
  const user = await requireUser({ callbackUrl: "/settings/members" });
  const manageable = (await loadMemberships(user.id)).filter(({ role }) => can(role, "members:manage"));
  const header = (
    <PageHeader
      title="Members"
      description="Who can use each merchant account in the console, with which role. Invite people with a one-time link."
    />
  );
  if (manageable.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={Users}
          title="Only owners and admins manage members"
          description="Ask an owner or admin of your merchant account to invite or change members."
        />
      </>
    );
  }

  const requested = (await searchParams).account;
  const lastAccountId = rememberedAccountId(await cookies());
  const selected =
    manageable.find(({ account }) => account.id === requested) ??
    manageable.find(({ account }) => account.id === lastAccountId) ??
    manageable[0];
  if (!selected) return header;
  const access = await requireAccountAccess(selected.account.id);
  // Branches are the account's, read with its key on the server; the browser gets names, never a free field.
  const api = access.upstream({ timeoutMs: 5_000 }).api;
  const [memberRows, invitationRows, branches] = await Promise.all([
    listMembers(selected.account.id),
    listPendingInvitations(selected.account.id),
    loadBranchChoices(api),
  ]);
  const names = await branchNames(
    api,
    [...memberRows, ...invitationRows].map((row) => row.branchId),
    branches,
  );
  const nameOf = (branchId: string | null) => (branchId ? (names.get(branchId) ?? null) : null);
  const members = memberRows.map((row) => ({ ...row, branchName: nameOf(row.branchId) }));
  const invitations = invitationRows.map((row) => ({ ...row, branchName: nameOf(row.branchId) }));
  // Handing out "owner" is reserved to owners; the action checks the same rule.
  const offered = (["staff", "developer", "finance", "admin", "owner"] as const)
    .filter((role) => role !== "owner" || selected.role === "owner")
    .map((role) => roleOptions[role])
    .reverse();
  const [firstRole, ...otherRoles] = offered;

  return (
    <div className="grid gap-6">
      {header}
      {manageable.length > 1 ? (
        <AccountPicker
          accounts={manageable.map(({ account }) => ({
            id: account.id,
            name: account.name,
            environment: account.environment,
          }))}
          selectedId={selected.account.id}
        />
      ) : null}
      <section aria-labelledby="members-heading" className="grid gap-3">
        <h2 id="members-heading" className="font-medium">
          Members of {selected.account.name}
        </h2>
        {firstRole ? (
          <MembersTable
            accountId={selected.account.id}
            accountName={selected.account.name}
            members={members}
            currentUserId={user.id}
            viewerRole={selected.role}
            roles={[firstRole, ...otherRoles]}
            branchRoles={branchScopeRoles}
            branches={branches}
            changeAction={changeMemberAction}
            removeAction={removeMemberAction}
          />
        ) : null}
      </section>
      {invitations.length > 0 ? (
        <section aria-labelledby="invitations-heading" className="grid gap-3">
          <h2 id="invitations-heading" className="font-medium">
            Pending invitations
          </h2>
          <PendingInvitationsTable
            accountId={selected.account.id}
            invitations={invitations}
            viewerRole={selected.role}
            revokeAction={revokeInvitationAction}
          />
        </section>
      ) : null}
      {firstRole ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserPlus className="size-4" aria-hidden="true" />
              Invite a member
            </CardTitle>
            <CardDescription>
              The console creates a link valid for 7 days. Send it to the invitee yourself; they set their
              password through it.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <InviteMemberForm
              key={selected.account.id}
              accountId={selected.account.id}
              roles={[firstRole, ...otherRoles]}
              branchRoles={branchScopeRoles}
              branches={branches}
              action={inviteMemberAction}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
