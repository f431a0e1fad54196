import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rejection } from "@/lib/testing/thrown";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { resolveAccountAccess } from "@/server/access/account-access";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import { acceptInvitation } from "@/server/auth/accept-invitation";
import type { Role } from "@/server/auth/policy";
import { auditLog, invitations, memberships } from "@/server/db/schema";
import { branchNames, loadBranchChoices } from "./branch-names";
import {
  inviteMember,
  MemberError,
  type MembersContext,
  removeMember,
  revokeInvitation,
  updateMember,
} from "./members";

// The members services on a real console database, asking a real sandbox for the account's branches.

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_members");
let accountId: string;
let ownerId: string;
let adminId: string;
const branch = { galle: "", kandy: "", closed: "", foreign: "" };
const baseUrl = "https://console.example.lk";

async function contextFor(userId: string): Promise<MembersContext> {
  const outcome = await resolveAccountAccess(userId, accountId, fx.accounts);
  if (outcome.kind !== "member") throw new Error("not a member");
  const { access } = outcome;
  return {
    db: fx.handle.db,
    actor: { userId, role: access.membership.role },
    accountId,
    accountName: access.account.name,
    api: access.upstream().api,
    requestId: `req_${Math.random().toString(36).slice(2, 8)}`,
  };
}

const refusal = (promise: Promise<unknown>) => rejection(MemberError, promise);

const membershipOf = async (userId: string) =>
  (
    await fx.handle.db
      .select({ role: memberships.role, branchId: memberships.branchId })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)))
  )[0] ?? null;

const auditOf = (requestId: string) =>
  fx.handle.db.select().from(auditLog).where(eq(auditLog.requestId, requestId)).orderBy(desc(auditLog.id));

const invitationRows = () =>
  fx.handle.db.select().from(invitations).where(eq(invitations.accountId, accountId));

async function newMember(role: Role, branchId: string | null = null) {
  const user = await fx.createUser();
  await fx.addMember(user.id, accountId, role, branchId);
  return user;
}

beforeAll(async () => {
  const merchant = await sandbox.createMerchant({ name: "Ceylon Tea House" });
  const other = await sandbox.createMerchant({ name: "Another shop" });
  const create = async (key: string, body: Record<string, unknown>) => {
    const response = await sandbox.client(key).request("POST", "/v1/branch", body);
    if (response.status !== 201) throw new Error(`branch: ${response.status} ${response.text}`);
    return (response.body as { id: string }).id;
  };
  branch.galle = await create(merchant.apiKey, { name: "Galle Fort", code: "GAL" });
  branch.kandy = await create(merchant.apiKey, { name: "Kandy", code: "KDY" });
  branch.closed = await create(merchant.apiKey, { name: "Old Town", code: "OLD" });
  branch.foreign = await create(other.apiKey, { name: "Elsewhere", code: "ELS" });
  const closed = await sandbox.client(merchant.apiKey).request("DELETE", `/v1/branch/${branch.closed}`);
  if (closed.status !== 204) throw new Error(`deactivate: ${closed.status}`);

  accountId = (
    await fx.accounts.addAccount({ name: "Ceylon Tea House", baseUrl: sandbox.url, apiKey: merchant.apiKey })
  ).id;
  ownerId = (await newMember("owner")).id;
  adminId = (await newMember("admin")).id;
}, 120_000);

describe("inviting a member", () => {
  it("stores a branch of the account with its name, and audits it", async () => {
    const ctx = await contextFor(adminId);
    const created = await inviteMember(
      ctx,
      { email: " Nimal@Example.lk ", role: "staff", branchId: branch.galle },
      { baseUrl },
    );
    expect(created).toMatchObject({ email: "nimal@example.lk", branchName: "Galle Fort" });
    expect(created.url).toMatch(/^https:\/\/console\.example\.lk\/invite\//);
    expect((await invitationRows()).find((row) => row.email === "nimal@example.lk")).toMatchObject({
      role: "staff",
      branchId: branch.galle,
      createdBy: adminId,
    });
    expect(await auditOf(ctx.requestId)).toEqual([
      expect.objectContaining({
        action: "member.invite",
        outcome: "success",
        userId: adminId,
        accountId,
        details: {
          email: "nimal@example.lk",
          role: "staff",
          branchId: branch.galle,
          branchName: "Galle Fort",
        },
      }),
    ]);
  });

  it("refuses a branch name typed for an id, another merchant's branch and an inactive one; stores nothing", async () => {
    const before = (await invitationRows()).length;
    const cases: [string, string][] = [
      ["Galle Fort", 'The branch id "Galle Fort" is not a UUID'],
      [branch.foreign, "This account has no such branch"],
      ["00000000-0000-4000-8000-000000000000", "This account has no such branch"],
      [branch.closed, "The branch Old Town is inactive"],
    ];
    for (const [branchId, message] of cases) {
      const ctx = await contextFor(ownerId);
      const error = await refusal(
        inviteMember(ctx, { email: "kamal@example.lk", role: "staff", branchId }, { baseUrl }),
      );
      expect(error).toMatchObject({ code: "invalid", field: "branchId" });
      expect(error.message).toContain(message);
      expect(await auditOf(ctx.requestId)).toEqual([
        expect.objectContaining({ action: "member.invite", outcome: "denied" }),
      ]);
    }
    expect((await invitationRows()).length).toBe(before);
  });

  it("refuses a branch on a role that works with every branch, and owner invitations from admins", async () => {
    const admin = await contextFor(adminId);
    const scoped = await refusal(
      inviteMember(admin, { email: "fin@example.lk", role: "finance", branchId: branch.galle }, { baseUrl }),
    );
    expect(scoped).toMatchObject({ field: "branchId" });
    expect(scoped.message).toContain("Only staff members can be limited to one branch");
    const owner = await refusal(
      inviteMember(admin, { email: "boss@example.lk", role: "owner", branchId: null }, { baseUrl }),
    );
    expect(owner).toMatchObject({ code: "forbidden", field: "role" });
  });

  it("refuses someone who is already a member", async () => {
    const member = await newMember("developer");
    const error = await refusal(
      inviteMember(
        await contextFor(ownerId),
        { email: member.email, role: "staff", branchId: null },
        { baseUrl },
      ),
    );
    expect(error).toMatchObject({ field: "email" });
  });
});

describe("accepting an invitation", () => {
  const tokenOf = (url: string) => decodeURIComponent(url.split("/invite/")[1] ?? "");
  const newUser = { name: "Invitee", password: "a long enough password" };

  it("joins with the invited branch", async () => {
    const created = await inviteMember(
      await contextFor(ownerId),
      { email: "sunil@example.lk", role: "staff", branchId: branch.kandy },
      { baseUrl },
    );
    const accepted = await acceptInvitation(
      { token: tokenOf(created.url), newUser },
      { db: fx.handle.db, accounts: fx.accounts },
    );
    if (!accepted.ok) throw new Error(accepted.reason);
    expect(await membershipOf(accepted.userId)).toEqual({ role: "staff", branchId: branch.kandy });
  });

  it("re-checks the branch: one deactivated since the invitation is refused", async () => {
    const merchantBranch = await fx.accounts.loadUpstreamCredentials(accountId);
    if (!merchantBranch) throw new Error("account credentials missing");
    const created = await inviteMember(
      await contextFor(ownerId),
      { email: "ruwan@example.lk", role: "staff", branchId: branch.galle },
      { baseUrl },
    );
    // A row written before the check existed: the branch is another merchant's.
    await fx.handle.db
      .update(invitations)
      .set({ branchId: branch.foreign })
      .where(eq(invitations.email, "ruwan@example.lk"));
    expect(
      await acceptInvitation(
        { token: tokenOf(created.url), newUser },
        { db: fx.handle.db, accounts: fx.accounts },
      ),
    ).toEqual({ ok: false, reason: "branch-gone" });
    const [row] = await fx.handle.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, "ruwan@example.lk"));
    expect(row?.usedAt).toBeNull();
  });

  it("a revoked invitation cannot be accepted, and the revocation is audited", async () => {
    const owner = await contextFor(ownerId);
    const created = await inviteMember(
      owner,
      { email: "revoked@example.lk", role: "developer", branchId: null },
      {
        baseUrl,
      },
    );
    const [row] = await fx.handle.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, "revoked@example.lk"));
    if (!row) throw new Error("invitation missing");
    const admin = await contextFor(adminId);
    expect(await revokeInvitation(admin, row.id)).toEqual({ email: "revoked@example.lk" });
    expect(await auditOf(admin.requestId)).toEqual([
      expect.objectContaining({
        action: "invitation.revoke",
        outcome: "success",
        details: expect.objectContaining({ invitationId: row.id, email: "revoked@example.lk" }),
      }),
    ]);
    expect(
      await acceptInvitation(
        { token: tokenOf(created.url), newUser },
        { db: fx.handle.db, accounts: fx.accounts },
      ),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(await refusal(revokeInvitation(admin, row.id))).toMatchObject({ code: "not_found" });
  });
});

describe("changing and removing members", () => {
  it("changes a member's role and branch, checked and audited", async () => {
    const cashier = await newMember("developer");
    const ctx = await contextFor(adminId);
    expect(await updateMember(ctx, { userId: cashier.id, role: "staff", branchId: branch.galle })).toEqual({
      role: "staff",
      branchId: branch.galle,
      branchName: "Galle Fort",
    });
    expect(await membershipOf(cashier.id)).toEqual({ role: "staff", branchId: branch.galle });
    expect(await auditOf(ctx.requestId)).toEqual([
      expect.objectContaining({
        action: "member.update",
        outcome: "success",
        details: expect.objectContaining({
          memberId: cashier.id,
          previousRole: "developer",
          role: "staff",
          previousBranchId: null,
          branchId: branch.galle,
        }),
      }),
    ]);

    // Another merchant's branch, and a branch for a role that sees every branch: both refused on the field.
    for (const [role, branchId] of [
      ["staff", branch.foreign],
      ["finance", branch.galle],
    ] as const) {
      const refused = await refusal(
        updateMember(await contextFor(adminId), { userId: cashier.id, role, branchId }),
      );
      expect(refused).toMatchObject({ field: "branchId" });
    }
    expect(await membershipOf(cashier.id)).toEqual({ role: "staff", branchId: branch.galle });
  });

  it("never demotes or removes the last owner, and lets only owners touch owners", async () => {
    const owner = await contextFor(ownerId);
    const demote = await refusal(updateMember(owner, { userId: ownerId, role: "admin", branchId: null }));
    expect(demote.code).toBe("last_owner");
    expect(demote.message).toContain("You are the only owner");
    expect(await auditOf(owner.requestId)).toEqual([
      expect.objectContaining({
        action: "member.update",
        outcome: "denied",
        details: expect.objectContaining({ reason: "last_owner" }),
      }),
    ]);
    expect((await refusal(removeMember(await contextFor(ownerId), ownerId))).code).toBe("last_owner");
    expect((await refusal(removeMember(await contextFor(adminId), ownerId))).code).toBe("forbidden");
    expect(
      (
        await refusal(
          updateMember(await contextFor(adminId), { userId: adminId, role: "owner", branchId: null }),
        )
      ).code,
    ).toBe("forbidden");
    expect(await membershipOf(ownerId)).toEqual({ role: "owner", branchId: null });

    // With a second owner, the first may step down.
    const second = await newMember("owner");
    await updateMember(await contextFor(second.id), { userId: ownerId, role: "admin", branchId: null });
    expect(await membershipOf(ownerId)).toEqual({ role: "admin", branchId: null });
    expect((await refusal(removeMember(await contextFor(second.id), second.id))).code).toBe("last_owner");
    await updateMember(await contextFor(second.id), { userId: ownerId, role: "owner", branchId: null });
  });

  it("keeps one owner when two owners demote each other at once", async () => {
    const a = await newMember("owner");
    const b = await newMember("owner");
    // Leave exactly these two owners.
    await updateMember(await contextFor(a.id), { userId: ownerId, role: "admin", branchId: null });
    const others = await fx.handle.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.accountId, accountId), eq(memberships.role, "owner")));
    for (const { userId } of others) {
      if (userId !== a.id && userId !== b.id) {
        await updateMember(await contextFor(a.id), { userId, role: "admin", branchId: null });
      }
    }
    const [ctxA, ctxB] = await Promise.all([contextFor(a.id), contextFor(b.id)]);
    const outcomes = await Promise.allSettled([
      updateMember(ctxA, { userId: b.id, role: "admin", branchId: null }),
      updateMember(ctxB, { userId: a.id, role: "admin", branchId: null }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const owners = await fx.handle.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.accountId, accountId), eq(memberships.role, "owner")));
    expect(owners).toHaveLength(1);
  });

  it("removes a member, audited; their access ends", async () => {
    const leaving = await newMember("staff", branch.kandy);
    const ctx = await contextFor(adminId);
    await removeMember(ctx, leaving.id);
    expect(await membershipOf(leaving.id)).toBeNull();
    expect(await resolveAccountAccess(leaving.id, accountId, fx.accounts)).toMatchObject({
      kind: "not_member",
    });
    expect(await auditOf(ctx.requestId)).toEqual([
      expect.objectContaining({
        action: "member.remove",
        outcome: "success",
        details: { memberId: leaving.id, role: "staff", branchId: branch.kandy },
      }),
    ]);
    expect((await refusal(removeMember(await contextFor(adminId), leaving.id))).code).toBe("not_found");
  });
});

describe("branch names for the members page", () => {
  it("names listed branches and asks for the others; an unknown id has no name", async () => {
    const { api } = await contextFor(ownerId);
    const choices = await loadBranchChoices(api);
    expect(choices?.map((choice) => choice.name)).toEqual(["Galle Fort", "Kandy", "Old Town"]);
    const names = await branchNames(
      api,
      [branch.galle, branch.closed, branch.foreign, null],
      choices?.slice(0, 1) ?? null,
    );
    expect(Object.fromEntries(names)).toEqual({
      [branch.galle]: "Galle Fort",
      [branch.closed]: "Old Town",
      [branch.foreign]: null,
    });
  });
});
