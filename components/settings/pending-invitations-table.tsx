"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";
import { formatDate } from "@/lib/format";
import { BlockedReason, ScopeCells, ScopeLine, ScopeTableHeader, withRequestId } from "./members-table-parts";

export interface InvitationView {
  id: string;
  email: string;
  role: string;
  branchId: string | null;
  branchName: string | null;
  expiresAt: string;
}

export type RevokeInvitationAction = (input: {
  accountId: string;
  invitationId: string;
}) => Promise<ActionResult>;

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
        <ScopeTableHeader person="Email" date="Expires" />
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
                    <ScopeLine {...invitation} />
                  </div>
                </TableCell>
                <ScopeCells {...invitation} />
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
