import "server-only";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Role } from "../auth/policy";
import { getDb } from "../db/client";
import { invitations, memberships, users } from "../db/schema";

export interface MemberRow {
  userId: string;
  email: string;
  name: string | null;
  role: Role;
  branchId: string | null;
  isActive: boolean;
  since: string;
}

export interface PendingInvitationRow {
  id: string;
  email: string;
  role: Role;
  branchId: string | null;
  expiresAt: string;
}

/** The account's members, by email. The caller has checked that the viewer may manage members. */
export async function listMembers(accountId: string): Promise<MemberRow[]> {
  const rows = await getDb()
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      isActive: users.isActive,
      role: memberships.role,
      branchId: memberships.branchId,
      since: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(users.email));
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}

/** Invitations not yet accepted and not expired; tokens are never stored, so none can be shown again. */
export async function listPendingInvitations(
  accountId: string,
  now = new Date(),
): Promise<PendingInvitationRow[]> {
  const rows = await getDb()
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      branchId: invitations.branchId,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(
      and(eq(invitations.accountId, accountId), isNull(invitations.usedAt), gt(invitations.expiresAt, now)),
    )
    .orderBy(asc(invitations.expiresAt));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
}
