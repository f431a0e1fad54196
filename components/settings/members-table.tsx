import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";

export interface MemberView {
  userId: string;
  email: string;
  name: string | null;
  role: string;
  branchId: string | null;
  isActive: boolean;
  since: string;
}

function BranchScope({ branchId }: { branchId: string | null }) {
  if (!branchId) return <span className="text-muted-foreground">All branches</span>;
  return <code className="font-mono text-xs">{branchId}</code>;
}

export function MembersTable({ members, currentUserId }: { members: MemberView[]; currentUserId: string }) {
  return (
    <div className="rounded-xl border bg-card">
      <Table>
        <caption className="sr-only">Members of this merchant account</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Member</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Branch</TableHead>
            <TableHead className="hidden sm:table-cell">Member since</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.userId}>
              <TableCell className="whitespace-normal">
                <div className="grid gap-0.5">
                  <span className="flex flex-wrap items-center gap-1.5 font-medium">
                    {member.name ?? member.email}
                    {member.userId === currentUserId ? <Badge variant="secondary">You</Badge> : null}
                    {member.isActive ? null : <Badge variant="outline">Deactivated</Badge>}
                  </span>
                  {member.name ? <span className="text-xs text-muted-foreground">{member.email}</span> : null}
                </div>
              </TableCell>
              <TableCell className="capitalize">{member.role}</TableCell>
              <TableCell>
                <BranchScope branchId={member.branchId} />
              </TableCell>
              <TableCell className="hidden sm:table-cell">{formatDate(member.since)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export interface InvitationView {
  id: string;
  email: string;
  role: string;
  branchId: string | null;
  expiresAt: string;
}

export function PendingInvitationsTable({ invitations }: { invitations: InvitationView[] }) {
  return (
    <div className="rounded-xl border bg-card">
      <Table>
        <caption className="sr-only">Invitations not yet accepted</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Branch</TableHead>
            <TableHead className="hidden sm:table-cell">Expires</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell className="whitespace-normal">{invitation.email}</TableCell>
              <TableCell className="capitalize">{invitation.role}</TableCell>
              <TableCell>
                <BranchScope branchId={invitation.branchId} />
              </TableCell>
              <TableCell className="hidden sm:table-cell">{formatDate(invitation.expiresAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
