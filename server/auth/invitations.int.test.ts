import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { invitations, memberships, users } from "@/server/db/schema";
import { acceptInvitation } from "./accept-invitation";
import { authorizeCredentials } from "./authorize";
import { createInvitation, INVITATION_TTL_MS, lookUpInvitation } from "./invitations";
import {
  type ConsoleTestDb,
  createAccount,
  createUser,
  useConsoleTestDb,
  whileTableLocked,
} from "./testing/console-db";

let testDb: ConsoleTestDb;
let accountId: string;
let inviterId: string;
const newUser = { name: "Nimal", password: "a long enough password" };

beforeAll(async () => {
  testDb = await useConsoleTestDb("console_invitations");
  accountId = (await createAccount("Colombo Coffee")).id;
  inviterId = (await createUser({ email: "owner@example.com", password: "owner password 1" })).id;
});
afterAll(async () => {
  await testDb?.close();
});

const invite = (email: string, options: { now?: Date } = {}) =>
  createInvitation(
    { accountId, email, role: "staff", branchId: null, createdBy: inviterId },
    { baseUrl: "https://console.example.com", ...options },
  );

const membershipsOf = (userId: string) =>
  getDb().select().from(memberships).where(eq(memberships.userId, userId));

describe("invitations", () => {
  it("stores only the token's SHA-256 and hands out a 7-day link", async () => {
    const started = Date.now();
    const created = await invite(" New.Member@Example.com ");
    expect(created.url).toBe(`https://console.example.com/invite/${created.token}`);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.expiresAt.getTime() - started).toBeGreaterThanOrEqual(INVITATION_TTL_MS - 1000);
    expect(created.expiresAt.getTime() - started).toBeLessThanOrEqual(INVITATION_TTL_MS + 5000);

    const [row] = await getDb()
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, createHash("sha256").update(created.token).digest("hex")));
    expect(row).toMatchObject({ email: "new.member@example.com", role: "staff", branchId: null });
    expect(JSON.stringify(row)).not.toContain(created.token);

    expect(await lookUpInvitation(created.token)).toMatchObject({
      status: "valid",
      accountName: "Colombo Coffee",
      email: "new.member@example.com",
      role: "staff",
      branchId: null,
      userExists: false,
    });
    expect(await lookUpInvitation(`${created.token}x`)).toEqual({ status: "not-found" });
  });

  it("creates the user and the membership once; the link then reads as used", async () => {
    const { token } = await invite("kamal@example.com");
    const accepted = await acceptInvitation({ token, newUser });
    expect(accepted).toMatchObject({ ok: true, accountId, email: "kamal@example.com", createdUser: true });
    if (!accepted.ok) throw new Error("expected the invitation to be accepted");

    expect((await membershipsOf(accepted.userId)).map((m) => [m.accountId, m.role, m.branchId])).toEqual([
      [accountId, "staff", null],
    ]);
    await expect(
      authorizeCredentials({ email: "kamal@example.com", password: newUser.password }, { ip: "local" }),
    ).resolves.toMatchObject({ id: accepted.userId, name: "Nimal" });

    expect(await acceptInvitation({ token, newUser: { ...newUser, name: "Again" } })).toEqual({
      ok: false,
      reason: "used",
    });
    expect(await acceptInvitation({ token, userId: accepted.userId })).toEqual({ ok: false, reason: "used" });
    expect(await lookUpInvitation(token)).toEqual({ status: "used", accountName: "Colombo Coffee" });
    expect(await getDb().select().from(users).where(eq(users.email, "kamal@example.com"))).toHaveLength(1);
  });

  it("lets only one of two simultaneous acceptances through", async () => {
    const { token } = await invite("twice@example.com");
    const results = await whileTableLocked(testDb.database.url, "invitations", 2, () =>
      Promise.all([acceptInvitation({ token, newUser }), acceptInvitation({ token, newUser })]),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "used" }]);
    expect(await getDb().select().from(users).where(eq(users.email, "twice@example.com"))).toHaveLength(1);
  });

  it("refuses an expired invitation", async () => {
    const { token } = await invite("late@example.com", {
      now: new Date(Date.now() - INVITATION_TTL_MS - 1000),
    });
    expect(await lookUpInvitation(token)).toEqual({ status: "expired", accountName: "Colombo Coffee" });
    expect(await acceptInvitation({ token, newUser })).toEqual({ ok: false, reason: "expired" });
    expect(await getDb().select().from(users).where(eq(users.email, "late@example.com"))).toHaveLength(0);
  });

  it("asks an existing user to sign in, then links the signed-in user only if it is the invited one", async () => {
    const existing = await createUser({ email: "sita@example.com", password: "sita password 1" });
    const stranger = await createUser({ email: "stranger@example.com", password: "stranger password" });
    const { token } = await invite("Sita@example.com");
    expect(await lookUpInvitation(token)).toMatchObject({ status: "valid", userExists: true });

    expect(await acceptInvitation({ token, newUser })).toEqual({ ok: false, reason: "user-exists" });
    expect(await acceptInvitation({ token, userId: stranger.id })).toEqual({
      ok: false,
      reason: "wrong-user",
    });
    expect(await membershipsOf(stranger.id)).toHaveLength(0);

    expect(await acceptInvitation({ token, userId: existing.id })).toMatchObject({
      ok: true,
      userId: existing.id,
      createdUser: false,
      alreadyMember: false,
    });
    expect((await membershipsOf(existing.id)).map((m) => m.role)).toEqual(["staff"]);
  });

  it("gives a path when no base URL is known outside a request", async () => {
    const created = await createInvitation({
      accountId,
      email: "path@example.com",
      role: "developer",
      createdBy: inviterId,
    });
    expect(created.url).toBe(`/invite/${created.token}`);
  });

  it("never changes the role of someone already in the account", async () => {
    const member = await createUser({ email: "admin@example.com", password: "admin password 1" });
    await getDb().insert(memberships).values({ userId: member.id, accountId, role: "admin" });
    const { token } = await invite("admin@example.com");
    expect(await acceptInvitation({ token, userId: member.id })).toMatchObject({
      ok: true,
      alreadyMember: true,
    });
    expect((await membershipsOf(member.id)).map((m) => [m.role, m.branchId])).toEqual([["admin", null]]);
  });
});
