import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { checkScopeForm } from "@/server/accounts/member-scope";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { invitations, merchantAccounts, users } from "@/server/db/schema";
import { env } from "@/server/env";
import { isRole, type Role } from "./policy";
import { requestOrigin } from "./request-info";
import { normalizeEmail } from "./throttle";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_PATH = "/invite";

/** Invitation tokens are stored only as this hash: a database leak does not hand out memberships. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export interface CreateInvitationInput {
  accountId: string;
  email: string;
  role: Role;
  branchId?: string | null;
  /** The inviting user. */
  createdBy: string;
}

export interface CreatedInvitation {
  /** Shown once to the inviter; it cannot be recovered afterwards. */
  token: string;
  /** The link to hand to the invitee: on AUTH_URL, PUBLIC_URL or the current request's origin. */
  url: string;
  expiresAt: Date;
}

/**
 * Records an invitation to join a merchant account with a role (and optional branch), valid for 7 days.
 * The caller checks that the inviter may manage members of that account, and that the branch is one of the
 * account's (server/settings/members.ts).
 */
export async function createInvitation(
  input: CreateInvitationInput,
  options: { db?: ConsoleExecutor; now?: Date; baseUrl?: string } = {},
): Promise<CreatedInvitation> {
  if (!isRole(input.role)) throw new Error(`Unknown role: ${String(input.role)}`);
  const email = normalizeEmail(input.email);
  if (!email.includes("@")) throw new Error("An invitation needs the invitee's email address");
  // A scope that is not a branch id, or on a role that cannot be limited, is never stored.
  const scope = checkScopeForm(input.role, input.branchId);
  if (!scope.ok) throw new Error(scope.message);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date((options.now ?? new Date()).getTime() + INVITATION_TTL_MS);
  await (options.db ?? getDb()).insert(invitations).values({
    accountId: input.accountId,
    email,
    role: input.role,
    branchId: scope.branchId,
    tokenHash: hashInvitationToken(token),
    createdBy: input.createdBy,
    expiresAt,
  });
  return { token, url: invitationUrl(token, options.baseUrl ?? (await consoleOrigin())), expiresAt };
}

/** The link for a token: absolute when a base URL is known, else the path. */
export function invitationUrl(token: string, baseUrl?: string | null): string {
  const path = `${INVITE_PATH}/${encodeURIComponent(token)}`;
  return baseUrl ? new URL(path, baseUrl).toString() : path;
}

/** The console's public origin: AUTH_URL or PUBLIC_URL, else the origin of the request being served. */
async function consoleOrigin(): Promise<string | null> {
  const { AUTH_URL, PUBLIC_URL } = env();
  if (AUTH_URL ?? PUBLIC_URL) return AUTH_URL ?? PUBLIC_URL ?? null;
  try {
    return requestOrigin(await headers(), "http://localhost");
  } catch {
    // Outside a request (CLI, tests): the caller gets the path.
    return null;
  }
}

export type InvitationLookup =
  | { status: "not-found" }
  | { status: "expired" | "used"; accountName: string }
  | {
      status: "valid";
      invitationId: string;
      accountId: string;
      accountName: string;
      email: string;
      role: Role;
      branchId: string | null;
      expiresAt: Date;
      /** A user with the invited email exists: they sign in and accept instead of creating a user. */
      userExists: boolean;
    };

/** What the invitation page shows for a token. */
export async function lookUpInvitation(
  token: string,
  options: { db?: ConsoleExecutor; now?: Date } = {},
): Promise<InvitationLookup> {
  const db = options.db ?? getDb();
  const now = options.now ?? new Date();
  const [row] = await db
    .select({ invitation: invitations, accountName: merchantAccounts.name })
    .from(invitations)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, invitations.accountId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) return { status: "not-found" };
  const { invitation, accountName } = row;
  if (invitation.usedAt) return { status: "used", accountName };
  if (invitation.expiresAt <= now) return { status: "expired", accountName };
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, invitation.email))
    .limit(1);
  return {
    status: "valid",
    invitationId: invitation.id,
    accountId: invitation.accountId,
    accountName,
    email: invitation.email,
    role: invitation.role,
    branchId: invitation.branchId,
    expiresAt: invitation.expiresAt,
    userExists: user !== undefined,
  };
}
