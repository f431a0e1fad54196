import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { accountService } from "@/server/accounts/service";
import { parseCommand } from "@/server/cli/parse";
import { executeCommand } from "@/server/cli/run";
import { getDb } from "@/server/db/client";
import {
  auditLog,
  loginAttempts,
  merchantAccounts,
  twoFactorRecoveryCodes,
  userTwoFactor,
} from "@/server/db/schema";
import { authSecret } from "./auth-secret";
import { authorizeCredentials } from "./authorize";
import { CredentialCheckError } from "./credential-check";
import { sessionStillValid } from "./session-revocation";
import { LockedOutError, messageForSignInError } from "./sign-in-errors";
import { consoleTestDbForFile, createAccount, createUser } from "./testing/console-db";
import { openTotpSecret, totpCode } from "./totp";
import {
  confirmEnrolment,
  disableTwoFactor,
  setAccountTwoFactorRequirement,
  startEnrolment,
  twoFactorStatus,
  verifySecondFactor,
} from "./two-factor";
import {
  authorizeSecondFactor,
  InvalidSecondFactorError,
  SecondFactorExpiredError,
  SecondFactorRequiredError,
  UsedSecondFactorError,
} from "./two-factor-sign-in";

// The page pipeline reads the session from next-auth; here the test says whose request it is.
const session = vi.hoisted(() => ({ userId: null as string | null }));
vi.mock("@/server/session", () => ({
  getSessionUserId: async () => session.userId,
  signInRedirectPath: () => "/sign-in",
}));

consoleTestDbForFile("console_two_factor");
const password = "correct horse battery";
const STEP = 30_000;

let addresses = 0;
/** The signed-in person as a request of theirs shows them; each from an address of its own by default. */
function asker(user: { id: string; email: string }, sessionId: string | null = null, ip?: string) {
  addresses += 1;
  return { ...user, sessionId, ip: ip ?? `10.20.${Math.floor(addresses / 250)}.${addresses % 250}` };
}

/** A user with a confirmed second factor: their secret (read back as only a test may) and recovery codes. */
async function enrolledUser(email: string, at = Date.now()) {
  const user = await createUser({ email, password });
  const { secret } = await startEnrolment(asker(user), { currentPassword: password }, { now: () => at });
  const { recoveryCodes } = await confirmEnrolment(
    asker(user),
    { code: totpCode(secret, at), currentPassword: password },
    { now: () => at },
  );
  return { user, secret, recoveryCodes };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

async function challengeFor(email: string, ip: string): Promise<string> {
  const error = await failureOf(authorizeCredentials({ email, password }, { ip }));
  expect(error).toBeInstanceOf(SecondFactorRequiredError);
  return (error as SecondFactorRequiredError).challenge;
}

describe("enrolment", () => {
  it("seals the secret, counts only after a first code, and stores ten recovery codes hashed", async () => {
    const user = await createUser({ email: "enrol@example.com", password });
    const { secret, uri } = await startEnrolment(asker(user), { currentPassword: password });
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const [row] = await getDb().select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row?.encryptedSecret).not.toContain(secret);
    expect(() => openTotpSecret(user.id, row?.encryptedSecret ?? "", Buffer.alloc(32))).toThrow();
    expect((await twoFactorStatus(user.id)).enabled).toBe(false);

    await expect(
      confirmEnrolment(asker(user), { code: "000000", currentPassword: password }),
    ).rejects.toThrow("The code is not right; 9 tries left.");
    const { recoveryCodes } = await confirmEnrolment(asker(user), {
      code: totpCode(secret),
      currentPassword: password,
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await getDb()
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]?.replace(/-/g, ""));
    expect(await twoFactorStatus(user.id)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // A confirmed factor is not replaced by starting again.
    await expect(startEnrolment(asker(user), { currentPassword: password })).rejects.toThrow("already on");
  });

  it("does not open a sealed secret under another user's id", async () => {
    const { user } = await enrolledUser("sealed@example.com");
    const other = await createUser({ email: "other-sealed@example.com", password });
    const [row] = await getDb().select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    const masterKey = (await import("@/server/accounts/master-key")).loadMasterKey();
    expect(() => openTotpSecret(other.id, row?.encryptedSecret ?? "", masterKey)).toThrow("does not verify");
  });
});

/** Entries of the trail for this person and event: outcome and reason, oldest first. */
async function trail(userId: string, action: string) {
  const rows = await getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, userId)))
    .orderBy(auditLog.id);
  return rows.map((row) => [row.outcome, (row.details as { reason?: string }).reason ?? null]);
}

async function attemptsOf(email: string) {
  return getDb().select().from(loginAttempts).where(eq(loginAttempts.email, email));
}

describe("a session alone cannot change the second factor", () => {
  it("asks for the current password to start: a wrong one counts as a failed sign-in and is audited", async () => {
    const user = await createUser({ email: "start-pw@example.com", password });
    const error = await failureOf(startEnrolment(asker(user), { currentPassword: "a copied cookie" }));
    expect(error).toBeInstanceOf(CredentialCheckError);
    expect(error).toMatchObject({
      code: "wrong-password",
      field: "currentPassword",
      message: "The password is not right; 9 tries left.",
    });
    expect(await getDb().select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id))).toEqual([]);
    expect((await attemptsOf(user.email)).map((row) => row.succeeded)).toEqual([false]);
    expect(await trail(user.id, "auth.two-factor.start")).toEqual([["failure", "wrong-password"]]);
    // A blank password is a slip: said on the field, not counted.
    expect(await failureOf(startEnrolment(asker(user), { currentPassword: "" }))).toMatchObject({
      code: "missing",
      field: "currentPassword",
    });
    expect(await attemptsOf(user.email)).toHaveLength(1);

    const { secret } = await startEnrolment(asker(user), { currentPassword: password });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await trail(user.id, "auth.two-factor.start")).toEqual([
      ["failure", "wrong-password"],
      ["success", null],
    ]);
  });

  it("asks for it again to confirm, so a copied cookie cannot enrol its own app nor sign the owner out", async () => {
    const owner = await createUser({ email: "owner-2fa@example.com", password });
    const before = Math.floor(Date.now() / 1000) - 60;
    // The owner began setting up; whoever holds a copy of a session knows every code of a secret they made,
    // but not the password.
    const { secret } = await startEnrolment(asker(owner), { currentPassword: password });
    const stolen = asker(owner, "thief");
    const refused = await failureOf(
      confirmEnrolment(stolen, { code: totpCode(secret), currentPassword: "guess" }),
    );
    expect(refused).toMatchObject({ code: "wrong-password", field: "currentPassword" });
    expect((await twoFactorStatus(owner.id)).enabled).toBe(false);
    expect(await sessionStillValid(owner.id, "owner-laptop", undefined, before)).toBe(true);
    // A wrong password does not use the code up: the owner confirms with it.
    const { recoveryCodes } = await confirmEnrolment(asker(owner, "owner-laptop"), {
      code: totpCode(secret),
      currentPassword: password,
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(await trail(owner.id, "auth.two-factor.enable")).toEqual([
      ["failure", "wrong-password"],
      ["success", null],
    ]);
  });

  it("tells a wrong code from a wrong password, with the tries left", async () => {
    const user = await createUser({ email: "wrong-code@example.com", password });
    const { secret } = await startEnrolment(asker(user), { currentPassword: password });
    const ip = "198.51.100.77";
    const wrongCode = await failureOf(
      confirmEnrolment(asker(user, null, ip), { code: "000000", currentPassword: password }),
    );
    expect(wrongCode).toMatchObject({
      code: "wrong-code",
      field: "code",
      message: "The code is not right; 9 tries left.",
    });
    const wrongPassword = await failureOf(
      confirmEnrolment(asker(user, null, ip), { code: totpCode(secret), currentPassword: "nope" }),
    );
    expect(wrongPassword).toMatchObject({ message: "The password is not right; 8 tries left." });
    expect(await trail(user.id, "auth.two-factor.enable")).toEqual([
      ["failure", "wrong-code"],
      ["failure", "wrong-password"],
    ]);
  });

  it("says a right code used a moment before was already used, to turn it on or off", async () => {
    const at = Date.now() + 200 * STEP;
    const { user, secret } = await enrolledUser("used-code@example.com", at);
    const used = await failureOf(
      disableTwoFactor(
        asker(user),
        { code: totpCode(secret, at), currentPassword: password },
        { now: () => at },
      ),
    );
    expect(used).toMatchObject({
      code: "used-code",
      field: "code",
      message: expect.stringMatching(
        /^That code was already used: wait for the next code in your app; \d+ tries left\.$/,
      ),
    });
    expect((await twoFactorStatus(user.id)).enabled).toBe(true);
  });

  it("turns off only with the password and a code; wrong codes lock it, and sign-in, after ten", async () => {
    const { user, secret } = await enrolledUser("disable-flood@example.com");
    const stolen = asker(user, "thief", "203.0.113.66");
    const tries = [];
    // Forty wrong codes at once, as the finding's 1.2 seconds did: no more than ten are ever checked.
    for (let i = 0; i < 40; i++) {
      tries.push(
        failureOf(disableTwoFactor(stolen, { code: String(100000 + i), currentPassword: password })),
      );
    }
    const errors = (await Promise.all(tries)) as CredentialCheckError[];
    expect(errors.filter((error) => error.code === "wrong-code")).toHaveLength(10);
    expect(errors.filter((error) => error.code === "locked")).toHaveLength(30);
    const last = errors.find((error) => error.code === "wrong-code" && error.retryAfterSeconds);
    expect(last?.message).toBe(
      "The code is not right. There have been too many tries: try again in 15 minutes.",
    );
    expect(errors.find((error) => error.code === "locked")?.message).toBe(
      "Too many wrong passwords or codes. Try again in 15 minutes.",
    );
    expect((await twoFactorStatus(user.id)).enabled).toBe(true);
    const entries = await trail(user.id, "auth.two-factor.disable");
    expect(entries.filter(([outcome]) => outcome === "failure")).toHaveLength(10);
    expect(entries.filter(([outcome]) => outcome === "denied")).toHaveLength(30);

    // Even the right password and code wait out the lock, from anywhere; so does signing in.
    const right = await failureOf(
      disableTwoFactor(asker(user, "owner"), { code: totpCode(secret), currentPassword: password }),
    );
    expect(right).toMatchObject({ code: "locked" });
    expect(
      await failureOf(authorizeCredentials({ email: user.email, password }, { ip: "192.0.2.77" })),
    ).toBeInstanceOf(LockedOutError);
    expect((await twoFactorStatus(user.id)).enabled).toBe(true);
  });

  it("does not let a right password alone clear the count of wrong codes", async () => {
    const { user } = await enrolledUser("no-reset@example.com");
    for (let i = 0; i < 9; i++) {
      await failureOf(disableTwoFactor(asker(user), { code: String(200000 + i), currentPassword: password }));
    }
    // Password-only checks pass (here, then refused for another reason), and take nothing off the count.
    expect(await failureOf(startEnrolment(asker(user), { currentPassword: password }))).toMatchObject({
      code: "already-enabled",
    });
    const tenth = await failureOf(
      disableTwoFactor(asker(user), { code: "299999", currentPassword: password }),
    );
    expect(tenth).toMatchObject({ code: "wrong-code", retryAfterSeconds: expect.any(Number) });
  });

  it("counts a wrong password to turn it off, and does not look at the code", async () => {
    const { user, recoveryCodes } = await enrolledUser("disable-pw@example.com");
    const [code = ""] = recoveryCodes;
    const error = await failureOf(disableTwoFactor(asker(user), { code, currentPassword: "not it" }));
    expect(error).toMatchObject({ code: "wrong-password", field: "currentPassword" });
    expect((await twoFactorStatus(user.id)).recoveryCodesLeft).toBe(10);
    await disableTwoFactor(asker(user), { code, currentPassword: password });
    expect((await twoFactorStatus(user.id)).enabled).toBe(false);
    expect(await trail(user.id, "auth.two-factor.disable")).toEqual([
      ["failure", "wrong-password"],
      ["success", null],
    ]);
  });
});

describe("codes", () => {
  it("accepts a valid code once: the same code, or an older one, is refused afterwards as used", async () => {
    const t = Date.now() + 10 * STEP;
    const { user, secret } = await enrolledUser("reuse@example.com", t - 5 * STEP);
    const now = () => t;
    expect(await verifySecondFactor(user.id, totpCode(secret, t), { now })).toBe("totp");
    expect(await verifySecondFactor(user.id, totpCode(secret, t), { now })).toBe("used");
    expect(await verifySecondFactor(user.id, totpCode(secret, t - STEP), { now })).toBe("used");
    expect(await verifySecondFactor(user.id, totpCode(secret, t + STEP), { now })).toBe("totp");
  });

  it("accepts codes one step early or late, and refuses two steps away", async () => {
    const t = Date.now() + 100 * STEP;
    const { user, secret } = await enrolledUser("skew@example.com", t - 50 * STEP);
    expect(await verifySecondFactor(user.id, totpCode(secret, t - 2 * STEP), { now: () => t })).toBeNull();
    expect(await verifySecondFactor(user.id, totpCode(secret, t - STEP), { now: () => t })).toBe("totp");
    expect(await verifySecondFactor(user.id, totpCode(secret, t + STEP), { now: () => t })).toBe("totp");
    expect(await verifySecondFactor(user.id, totpCode(secret, t + 3 * STEP), { now: () => t })).toBeNull();
    expect(await verifySecondFactor(user.id, "12345", { now: () => t })).toBeNull();
  });

  it("accepts each recovery code once, typed in any case and spacing", async () => {
    const { user, recoveryCodes } = await enrolledUser("recovery@example.com");
    const [first = "", second = ""] = recoveryCodes;
    expect(await verifySecondFactor(user.id, first.toLowerCase().replace(/-/g, " "))).toBe("recovery");
    expect(await verifySecondFactor(user.id, first)).toBe("used");
    expect(await verifySecondFactor(user.id, second)).toBe("recovery");
    expect(await verifySecondFactor(user.id, "AAAA-BBBB-CCCC")).toBeNull();
    expect((await twoFactorStatus(user.id)).recoveryCodesLeft).toBe(8);
  });
});

describe("signing in with a second factor", () => {
  it("asks for a code after a correct password, and signs in with it once", async () => {
    const { user, secret } = await enrolledUser("signin@example.com", Date.now() - 10 * STEP);
    const attemptsBefore = (await attemptsOf("signin@example.com")).length;
    const challenge = await challengeFor("signin@example.com", "198.51.100.1");
    // The password step alone records nothing in the throttle: neither a failure nor a success.
    expect(await attemptsOf("signin@example.com")).toHaveLength(attemptsBefore);

    const wrong = await failureOf(
      authorizeSecondFactor({ challenge, code: "000000" }, { ip: "198.51.100.1" }),
    );
    expect(wrong).toBeInstanceOf(InvalidSecondFactorError);
    const code = totpCode(secret);
    expect(await authorizeSecondFactor({ challenge, code }, { ip: "198.51.100.1" })).toEqual({
      sessionId: expect.any(String),
      signedInAt: expect.any(Number),
      id: user.id,
      email: "signin@example.com",
      name: null,
    });
    // The same code again, even with the same challenge, is refused, and said to be used.
    const again = await failureOf(authorizeSecondFactor({ challenge, code }, { ip: "198.51.100.1" }));
    expect(again).toBeInstanceOf(UsedSecondFactorError);
    expect(messageForSignInError(again as UsedSecondFactorError)).toMatch(/^That code was already used\./);
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.two-factor.verify"), eq(auditLog.userId, user.id)));
    expect(audit.map((row) => row.outcome).sort()).toEqual(["failure", "failure", "success"]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it("refuses an altered or expired challenge", async () => {
    const { user, secret } = await enrolledUser("challenge@example.com");
    const challenge = await challengeFor("challenge@example.com", "198.51.100.2");
    const [payload = "", mac = ""] = challenge.split(".");
    const forged = `${Buffer.from(JSON.stringify({ u: user.id, e: "x@example.com", x: 9e9 })).toString("base64url")}.${mac}`;
    expect(
      await failureOf(authorizeSecondFactor({ challenge: forged, code: "1" }, { ip: "x" })),
    ).toBeInstanceOf(SecondFactorExpiredError);
    const later = () => Date.now() + 6 * 60_000;
    expect(
      await failureOf(
        authorizeSecondFactor(
          { challenge: `${payload}.${mac}`, code: totpCode(secret, later()) },
          { ip: "x", now: later },
        ),
      ),
    ).toBeInstanceOf(SecondFactorExpiredError);
    expect(authSecret()).not.toBe("");
  });

  it("locks after ten wrong codes like wrong passwords, and a correct password does not clear the count", async () => {
    await enrolledUser("throttle@example.com");
    for (let i = 0; i < 10; i++) {
      const challenge = await challengeFor("throttle@example.com", `192.0.2.${i}`);
      const error = await failureOf(
        authorizeSecondFactor({ challenge, code: String(100000 + i) }, { ip: `192.0.2.${i}` }),
      );
      expect(error).toBeInstanceOf(InvalidSecondFactorError);
    }
    // The password is still right, but the email is locked for both steps now.
    const locked = await failureOf(
      authorizeCredentials({ email: "throttle@example.com", password }, { ip: "192.0.2.99" }),
    );
    expect(locked).toBeInstanceOf(LockedOutError);
  });

  it("locks the code step from a locked address as well", async () => {
    const { secret } = await enrolledUser("throttle2@example.com");
    const challenge = await challengeFor("throttle2@example.com", "192.0.2.200");
    for (let i = 0; i < 10; i++) {
      await failureOf(authorizeSecondFactor({ challenge, code: String(200000 + i) }, { ip: "192.0.2.201" }));
    }
    const error = await failureOf(
      authorizeSecondFactor({ challenge, code: totpCode(secret) }, { ip: "192.0.2.201" }),
    );
    expect(error).toBeInstanceOf(LockedOutError);
  });
});

describe("other sessions", () => {
  it("ends every other session when the second factor is turned on or off, and keeps the one that did it", async () => {
    const user = await createUser({ email: "sessions@example.com", password });
    const before = Math.floor(Date.now() / 1000) - 60;
    expect(await sessionStillValid(user.id, "laptop", undefined, before)).toBe(true);
    expect(await sessionStillValid(user.id, "phone", undefined, before)).toBe(true);

    const { secret } = await startEnrolment(asker(user), { currentPassword: password });
    await confirmEnrolment(asker(user, "laptop"), { code: totpCode(secret), currentPassword: password });
    expect(await sessionStillValid(user.id, "laptop", undefined, before)).toBe(true);
    expect(await sessionStillValid(user.id, "phone", undefined, before)).toBe(false);
    // A session signed in after the change is fine.
    const after = Math.floor(Date.now() / 1000) + 2;
    expect(await sessionStillValid(user.id, "tablet", undefined, after)).toBe(true);

    // The BFF's membership query applies the same rule.
    const account = await createAccount("Sessions Ltd");
    const service = accountService();
    expect(await service.loadMemberAccess(user.id, account.id, "phone", before)).toBeNull();
    expect(await service.loadMemberAccess(user.id, account.id, "laptop", before)).not.toBeNull();

    await disableTwoFactor(asker(user, "tablet"), {
      code: totpCode(secret, Date.now() + STEP),
      currentPassword: password,
    });
    expect(await sessionStillValid(user.id, "laptop", undefined, before)).toBe(false);
    expect(await sessionStillValid(user.id, "tablet", undefined, after)).toBe(true);
    expect((await twoFactorStatus(user.id)).enabled).toBe(false);
  });
});

describe("an account that requires a second factor", () => {
  it("sends a member without one to set it up, and lets them in once they have", async () => {
    const { requireAccountAccess } = await import("@/server/access/page-access");
    const { resolveAccountAccess } = await import("@/server/access/account-access");
    const account = await createAccount("Strict Ltd");
    const member = await createUser({ email: "member@example.com", password });
    const { memberships } = await import("@/server/db/schema");
    await getDb().insert(memberships).values({ userId: member.id, accountId: account.id, role: "staff" });

    const open = await resolveAccountAccess(member.id, account.id);
    expect(open.kind === "member" && open.access.needsTwoFactor).toBe(false);

    await setAccountTwoFactorRequirement(account.id, true);
    const [row] = await getDb().select().from(merchantAccounts).where(eq(merchantAccounts.id, account.id));
    expect(row?.requireTwoFactor).toBe(true);
    session.userId = member.id;
    const redirected = await failureOf(requireAccountAccess(account.id));
    expect(String((redirected as { digest?: string }).digest)).toContain(
      `/settings/security?required=${account.id}`,
    );

    // The BFF refuses their calls on the account too.
    const { withAccount } = await import("@/server/bff/with-account");
    const route = withAccount(async () => Response.json({ reached: true }), {
      sessionUserId: async () => member.id,
      publicUrl: () => "http://console.test",
    });
    const call = () =>
      route(new Request(`http://console.test/api/accounts/${account.id}/v1/payment/list`), {
        params: Promise.resolve({ accountId: account.id }),
      });
    const refused = await call();
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("requires two-factor sign-in");

    const { secret } = await startEnrolment(asker(member), { currentPassword: password });
    await confirmEnrolment(asker(member), { code: totpCode(secret), currentPassword: password });
    const allowed = await resolveAccountAccess(member.id, account.id);
    expect(allowed.kind === "member" && allowed.access.needsTwoFactor).toBe(false);
    expect((await call()).status).toBe(200);
    session.userId = member.id;
    expect((await requireAccountAccess(account.id)).account.id).toBe(account.id);
  });
});

describe("the CLI", () => {
  it("resets a user's second factor and signs out all their sessions", async () => {
    const { user } = await enrolledUser("lost-phone@example.com");
    const before = Math.floor(Date.now() / 1000) - 60;
    const parsed = parseCommand(["user:reset-2fa", "--email", "Lost-Phone@example.com"]);
    if (parsed.kind !== "run") throw new Error("not runnable");
    const err: string[] = [];
    const code = await executeCommand(
      parsed,
      { db: getDb(), accounts: {} as never, readFile: async () => "" },
      { out: () => {}, err: (text) => err.push(text) },
    );
    expect(code).toBe(0);
    expect(err.join("\n")).toContain("Removed the second factor of lost-phone@example.com");
    expect((await twoFactorStatus(user.id)).enabled).toBe(false);
    expect(await trail(user.id, "auth.two-factor.reset")).toEqual([["success", null]]);
    const codes = await getDb()
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(codes).toEqual([]);
    expect(await sessionStillValid(user.id, "any", undefined, before)).toBe(false);
    // Signing in needs the password only again.
    const signedIn = await authorizeCredentials(
      { email: "lost-phone@example.com", password },
      { ip: "203.0.113.50" },
    );
    expect(signedIn.id).toBe(user.id);

    const unknown = parseCommand(["user:reset-2fa", "--email", "nobody@example.com"]);
    if (unknown.kind !== "run") throw new Error("not runnable");
    expect(
      await executeCommand(
        unknown,
        { db: getDb(), accounts: {} as never, readFile: async () => "" },
        { out: () => {}, err: () => {} },
      ),
    ).toBe(1);
  });
});
