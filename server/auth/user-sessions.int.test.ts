// Sessions as a person sees them: recorded at sign-in, listed, ended one by one or all but this one, and a
// password change; through the /api/auth/* handler (the page's session read) and the BFF's forwarder.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { createAccountService } from "@/server/accounts/service";
import { createForwarder } from "@/server/bff/forwarder";
import { callBff } from "@/server/bff/testing/bff-client";
import { getDb } from "@/server/db/client";
import { auditLog, memberships, userSessions, users } from "@/server/db/schema";
import { handleAuthRequest } from "./auth-route";
import { authSecret } from "./auth-secret";
import { authorizeCredentials } from "./authorize";
import { CredentialCheckError } from "./credential-check";
import { changePassword, PasswordChangeError } from "./password-change";
import { readSessionCookie } from "./session-cookie";
import { endOwnOtherSessions, endOwnSession } from "./session-ending";
import { revokeSession } from "./session-revocation";
import { type ConsoleTestDb, createUser, useConsoleTestDb } from "./testing/console-db";
import { totpCode } from "./totp";
import { confirmEnrolment, startEnrolment } from "./two-factor";
import { authorizeSecondFactor, SecondFactorRequiredError } from "./two-factor-sign-in";
import { endAllOtherSessions, endUserSession, listActiveSessions } from "./user-sessions";

const ORIGIN = "http://127.0.0.1:3000";
const password = "correct horse battery";
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let testDb: ConsoleTestDb;
let sandbox: TestSandbox;
let accountId: string;
let forwarder: ReturnType<typeof createForwarder>;

type Jar = Map<string, string>;

async function call(
  path: string,
  jar: Jar,
  init: { form?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
  if (init.form) headers.set("content-type", "application/x-www-form-urlencoded");
  const response = await handleAuthRequest(
    new Request(`${ORIGIN}${path}`, {
      method: init.form ? "POST" : "GET",
      headers,
      body: init.form ? new URLSearchParams(init.form) : null,
    }),
  );
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index);
    const value = pair.slice(index + 1);
    if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return response;
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** Signs in over HTTP as a browser would; the jar then holds the session cookie. */
async function signIn(email: string, pass: string, headers: Record<string, string>) {
  const jar: Jar = new Map();
  const { csrfToken } = (await (await call("/api/auth/csrf", jar, { headers })).json()) as {
    csrfToken: string;
  };
  const response = await call("/api/auth/callback/credentials", jar, {
    headers,
    form: { csrfToken, email, password: pass, callbackUrl: "/" },
  });
  expect(response.status).toBe(302);
  const claims = readSessionCookie(cookieHeader(jar), authSecret(), "authjs.session-token");
  if (!claims) throw new Error(`no session after signing in: ${response.headers.get("location")}`);
  return { jar, sid: claims.sid };
}

/** The page's session read (what auth() does for every page): the user, or null once the session ended. */
async function pageSession(jar: Jar): Promise<unknown> {
  const body = (await (await call("/api/auth/session", jar)).json()) as { user?: { id: string } } | null;
  return body?.user?.id ?? null;
}

async function bffStatus(jar: Jar): Promise<number> {
  return (await callBff(forwarder, "GET", accountId, "/v1/payment/list", { cookie: cookieHeader(jar) }))
    .status;
}

let counter = 0;
async function person() {
  counter += 1;
  const email = `person${counter}-${randomBytes(3).toString("hex")}@example.com`;
  const user = await createUser({ email, password, name: `Person ${counter}` });
  await getDb().insert(memberships).values({ userId: user.id, accountId, role: "owner" });
  return user;
}

beforeAll(async () => {
  [testDb, sandbox] = await Promise.all([useConsoleTestDb("console_user_sessions"), startTestSandbox()]);
  const masterKey = randomBytes(32);
  const accounts = createAccountService({ db: getDb(), masterKey: () => masterKey });
  const merchant = await sandbox.createMerchant({ name: "Sessions shop" });
  accountId = (
    await accounts.addAccount({ name: "Sessions shop", baseUrl: sandbox.url, apiKey: merchant.apiKey })
  ).id;
  forwarder = createForwarder({
    sessionSecret: authSecret,
    accounts: () => accounts,
    db: () => getDb(),
    publicUrl: () => undefined,
    log: () => {},
  });
});
afterAll(async () => {
  await testDb?.close();
  await sandbox?.close();
});

describe("recording sessions", () => {
  it("records a sign-in with its device and address, under the id and time its token carries", async () => {
    const user = await person();
    const { jar, sid } = await signIn(user.email, password, {
      "user-agent": CHROME_LINUX,
      "x-forwarded-for": "203.0.113.21",
    });
    const [row] = await getDb().select().from(userSessions).where(eq(userSessions.sessionId, sid));
    expect(row).toMatchObject({
      userId: user.id,
      device: "Chrome on Linux",
      address: "203.0.113.21",
      endedAt: null,
    });
    const claims = readSessionCookie(cookieHeader(jar), authSecret(), "authjs.session-token");
    expect(row?.createdAt.getTime()).toBe((claims?.signedInAt ?? 0) * 1000);
    expect(await pageSession(jar)).toBe(user.id);
    expect(await bffStatus(jar)).toBe(200);
  });

  it("records the session at the second-factor step, not at the password", async () => {
    const user = await person();
    const at = Date.now();
    const asker = { ...user, sessionId: null, ip: "203.0.113.23" };
    const { secret } = await startEnrolment(asker, { currentPassword: password });
    await confirmEnrolment(
      asker,
      { code: totpCode(secret, at - 60_000), currentPassword: password },
      { now: () => at - 60_000 },
    );
    const before = await getDb().select().from(userSessions).where(eq(userSessions.userId, user.id));
    let challenge = "";
    try {
      await authorizeCredentials(
        { email: user.email, password },
        { ip: "203.0.113.22", userAgent: SAFARI_IPHONE },
      );
    } catch (error) {
      expect(error).toBeInstanceOf(SecondFactorRequiredError);
      challenge = (error as SecondFactorRequiredError).challenge;
    }
    expect(await getDb().select().from(userSessions).where(eq(userSessions.userId, user.id))).toEqual(before);
    const signedIn = await authorizeSecondFactor(
      { challenge, code: totpCode(secret, at) },
      { ip: "203.0.113.22", userAgent: SAFARI_IPHONE, now: () => at },
    );
    expect(signedIn.sessionId).toEqual(expect.any(String));
    const sessions = await listActiveSessions(user.id, signedIn.sessionId ?? null);
    expect(sessions).toEqual([
      expect.objectContaining({
        id: signedIn.sessionId,
        device: "Safari on iPhone",
        address: "203.0.113.22",
        current: true,
      }),
    ]);
  });

  it("notes when a session was last seen on a page read, at most once a minute", async () => {
    const user = await person();
    const { jar, sid } = await signIn(user.email, password, { "user-agent": CHROME_LINUX });
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await getDb().update(userSessions).set({ lastSeenAt: longAgo }).where(eq(userSessions.sessionId, sid));
    expect(await pageSession(jar)).toBe(user.id);
    const [seen] = await getDb().select().from(userSessions).where(eq(userSessions.sessionId, sid));
    expect(seen?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const recently = new Date(Date.now() - 30_000);
    await getDb().update(userSessions).set({ lastSeenAt: recently }).where(eq(userSessions.sessionId, sid));
    expect(await pageSession(jar)).toBe(user.id);
    const [unchanged] = await getDb().select().from(userSessions).where(eq(userSessions.sessionId, sid));
    expect(unchanged?.lastSeenAt.getTime()).toBe(recently.getTime());
  });
});

describe("listing and ending sessions", () => {
  it("lists only the person's own active sessions, this one first", async () => {
    const ana = await person();
    const ben = await person();
    const laptop = await signIn(ana.email, password, {
      "user-agent": CHROME_LINUX,
      "x-forwarded-for": "198.51.100.1",
    });
    const phone = await signIn(ana.email, password, {
      "user-agent": SAFARI_IPHONE,
      "x-forwarded-for": "198.51.100.2",
    });
    await signIn(ben.email, password, { "user-agent": CHROME_LINUX });
    const listed = await listActiveSessions(ana.id, phone.sid);
    expect(listed.map((session) => [session.id, session.device, session.current])).toEqual([
      [phone.sid, "Safari on iPhone", true],
      [laptop.sid, "Chrome on Linux", false],
    ]);
    for (const session of listed) {
      expect(Date.parse(session.lastSeenAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt) + 1000);
    }
  });

  it("ending a session makes its cookie fail on a page and on the BFF; the others go on", async () => {
    const user = await person();
    const laptop = await signIn(user.email, password, { "user-agent": CHROME_LINUX });
    const phone = await signIn(user.email, password, { "user-agent": SAFARI_IPHONE });
    expect(await bffStatus(phone.jar)).toBe(200);
    const kept = new Map(phone.jar);

    expect(await endUserSession(user.id, phone.sid)).toEqual({ device: "Safari on iPhone", address: null });
    expect(await pageSession(kept)).toBeNull();
    expect(await bffStatus(kept)).toBe(401);
    expect(await pageSession(laptop.jar)).toBe(user.id);
    expect(await bffStatus(laptop.jar)).toBe(200);
    expect((await listActiveSessions(user.id, laptop.sid)).map((session) => session.id)).toEqual([
      laptop.sid,
    ]);
    // Ending it again finds nothing to end.
    expect(await endUserSession(user.id, phone.sid)).toBeNull();
  });

  it("refuses to end another person's session, and changes nothing", async () => {
    const ana = await person();
    const ben = await person();
    const bens = await signIn(ben.email, password, { "user-agent": CHROME_LINUX });
    expect(await endUserSession(ana.id, bens.sid)).toBeNull();
    const [row] = await getDb().select().from(userSessions).where(eq(userSessions.sessionId, bens.sid));
    expect(row?.endedAt).toBeNull();
    expect(await pageSession(bens.jar)).toBe(ben.id);
    expect(await bffStatus(bens.jar)).toBe(200);
    expect(await listActiveSessions(ben.id, null)).toHaveLength(1);
  });

  it("ends all the others and keeps this one", async () => {
    const user = await person();
    const here = await signIn(user.email, password, { "user-agent": CHROME_LINUX });
    const other1 = await signIn(user.email, password, { "user-agent": SAFARI_IPHONE });
    const other2 = await signIn(user.email, password, { "user-agent": SAFARI_IPHONE });
    expect(await endAllOtherSessions(user.id, here.sid)).toBe(2);
    expect(await pageSession(here.jar)).toBe(user.id);
    expect(await bffStatus(here.jar)).toBe(200);
    for (const other of [other1, other2]) {
      expect(await pageSession(new Map(other.jar))).toBeNull();
      expect(await bffStatus(other.jar)).toBe(401);
    }
    expect((await listActiveSessions(user.id, here.sid)).map((session) => session.id)).toEqual([here.sid]);
  });

  it("drops sessions a second-factor change ended from the list", async () => {
    const user = await person();
    const here = await signIn(user.email, password, { "user-agent": CHROME_LINUX });
    const other = await signIn(user.email, password, { "user-agent": SAFARI_IPHONE });
    expect(await listActiveSessions(user.id, here.sid)).toHaveLength(2);
    const asker = { ...user, sessionId: here.sid, ip: "203.0.113.24" };
    const { secret } = await startEnrolment(asker, { currentPassword: password });
    await confirmEnrolment(asker, { code: totpCode(secret, Date.now()), currentPassword: password });
    expect((await listActiveSessions(user.id, here.sid)).map((session) => session.id)).toEqual([here.sid]);
    expect(await pageSession(other.jar)).toBeNull();
  });

  it("sweeps rows of sessions past the 12-hour limit with the revoked sessions", async () => {
    const user = await person();
    const old = await signIn(user.email, password, { "user-agent": CHROME_LINUX });
    const fresh = await signIn(user.email, password, { "user-agent": CHROME_LINUX });
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3600_000);
    await getDb()
      .update(userSessions)
      .set({ createdAt: thirteenHoursAgo })
      .where(eq(userSessions.sessionId, old.sid));
    expect((await listActiveSessions(user.id, null)).map((session) => session.id)).toEqual([fresh.sid]);
    await revokeSession(user.id, fresh.sid);
    const left = await getDb().select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(left.map((row) => row.sessionId)).toEqual([fresh.sid]);
  });
});

describe("ending sessions from the sessions page", () => {
  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it("asks for the password to end another device's session: a copied cookie cannot sign its owner out", async () => {
    const user = await person();
    const owner = await signIn(user.email, password, { "user-agent": CHROME_LINUX });
    const thief = await signIn(user.email, password, { "user-agent": SAFARI_IPHONE });
    const fromThief = { id: user.id, sessionId: thief.sid, ip: "192.0.2.60" };

    const refused = await refusalOf(endOwnSession(fromThief, { sessionId: owner.sid, currentPassword: "" }));
    expect(refused).toMatchObject({ code: "missing", field: "currentPassword" });
    const wrong = await refusalOf(
      endOwnSession(fromThief, { sessionId: owner.sid, currentPassword: "a guess" }),
    );
    expect(wrong).toBeInstanceOf(CredentialCheckError);
    expect(wrong).toMatchObject({
      code: "wrong-password",
      field: "currentPassword",
      message: "The password is not right; 9 tries left.",
    });
    const everyone = await refusalOf(endOwnOtherSessions(fromThief, { currentPassword: "another guess" }));
    expect(everyone).toMatchObject({ message: "The password is not right; 8 tries left." });
    expect(await pageSession(owner.jar)).toBe(user.id);
    expect(await bffStatus(owner.jar)).toBe(200);
    const refusals = await getDb()
      .select({ outcome: auditLog.outcome, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, "auth.session.end")))
      .orderBy(auditLog.id);
    expect(refusals.map((row) => [row.outcome, (row.details as { scope?: string }).scope])).toEqual([
      ["failure", "one"],
      ["failure", "all-others"],
    ]);

    // The owner, who knows it, ends the other one.
    const fromOwner = { id: user.id, sessionId: owner.sid, ip: "192.0.2.61" };
    expect(await endOwnSession(fromOwner, { sessionId: thief.sid, currentPassword: password })).toEqual({
      ended: true,
      device: "Safari on iPhone",
      current: false,
    });
    expect(await pageSession(thief.jar)).toBeNull();
  });

  it("signs out here without the password, and ends all the others with it", async () => {
    const user = await person();
    const here = await signIn(user.email, password, { "user-agent": CHROME_LINUX });
    const other = await signIn(user.email, password, { "user-agent": SAFARI_IPHONE });
    const third = await signIn(user.email, password, { "user-agent": SAFARI_IPHONE });
    const fromHere = { id: user.id, sessionId: here.sid, ip: "192.0.2.62" };
    expect(await endOwnOtherSessions(fromHere, { currentPassword: password })).toBe(2);
    expect(await pageSession(new Map(other.jar))).toBeNull();
    expect(await pageSession(new Map(third.jar))).toBeNull();
    expect(await endOwnSession(fromHere, { sessionId: here.sid, currentPassword: "" })).toEqual({
      ended: true,
      device: "Chrome on Linux",
      current: true,
    });
    expect(await pageSession(here.jar)).toBeNull();
  });
});

describe("changing the password", () => {
  it("ends the other sessions, keeps this one, and the new password signs in", async () => {
    const user = await person();
    const here = await signIn(user.email, password, {
      "user-agent": CHROME_LINUX,
      "x-forwarded-for": "192.0.2.30",
    });
    const other = await signIn(user.email, password, { "user-agent": SAFARI_IPHONE });
    const result = await changePassword(
      { id: user.id, sessionId: here.sid, ip: "192.0.2.30" },
      {
        currentPassword: password,
        newPassword: "a brand new passphrase",
        confirmPassword: "a brand new passphrase",
      },
    );
    expect(result).toEqual({ endedSessions: 1 });
    expect(await pageSession(here.jar)).toBe(user.id);
    expect(await bffStatus(here.jar)).toBe(200);
    expect(await pageSession(new Map(other.jar))).toBeNull();
    expect(await bffStatus(other.jar)).toBe(401);
    expect((await listActiveSessions(user.id, here.sid)).map((session) => session.id)).toEqual([here.sid]);
    // Sign-in times are whole seconds: the cut-off ends the second of the change too.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await signIn(user.email, "a brand new passphrase", { "user-agent": CHROME_LINUX });
    expect(await pageSession(again.jar)).toBe(user.id);
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, "auth.password.change")));
    expect(audit).toMatchObject({ outcome: "success", details: { endedSessions: 1 } });
    expect(JSON.stringify(audit)).not.toContain("brand new");
  });

  it("refuses a wrong current password, counts it like a failed sign-in and locks after ten", async () => {
    const user = await person();
    const here = await signIn(user.email, password, { "user-agent": CHROME_LINUX });
    const [before] = await getDb()
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    const attempt = () =>
      changePassword(
        { id: user.id, sessionId: here.sid, ip: "192.0.2.31" },
        {
          currentPassword: "not my password",
          newPassword: "another passphrase",
          confirmPassword: "another passphrase",
        },
      ).then(
        () => null,
        (error: unknown) => error,
      );
    for (let i = 0; i < 10; i++) {
      const error = await attempt();
      expect(error).toBeInstanceOf(PasswordChangeError);
      expect(error).toMatchObject({ code: "wrong-password", field: "currentPassword" });
      // The form says what is wrong and how many tries are left, then the wait.
      expect((error as Error).message).toBe(
        i < 9
          ? `The password is not right; ${9 - i === 1 ? "1 try" : `${9 - i} tries`} left.`
          : "The password is not right. There have been too many tries: try again in 15 minutes.",
      );
    }
    const locked = await attempt();
    expect(locked).toMatchObject({
      code: "locked",
      message: "Too many wrong passwords or codes. Try again in 15 minutes.",
    });
    expect((locked as PasswordChangeError).retryAfterSeconds).toBeGreaterThan(0);
    // Even the right password waits out the lock, and sign-in for this email is locked too.
    const right = await changePassword(
      { id: user.id, sessionId: here.sid, ip: "192.0.2.32" },
      { currentPassword: password, newPassword: "another passphrase", confirmPassword: "another passphrase" },
    ).catch((error: unknown) => error);
    expect(right).toMatchObject({ code: "locked" });
    const [after] = await getDb()
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(after?.hash).toBe(before?.hash);
    expect(await pageSession(here.jar)).toBe(user.id);
    const refusals = await getDb()
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, "auth.password.change")));
    expect(refusals.filter((row) => row.outcome === "failure")).toHaveLength(10);
    expect(refusals.filter((row) => row.outcome === "denied").length).toBeGreaterThanOrEqual(1);
  });

  it("checks the new password's rules before the current one", async () => {
    const user = await person();
    const short = await changePassword(
      { id: user.id, sessionId: null, ip: "192.0.2.33" },
      { currentPassword: "whatever it is", newPassword: "short", confirmPassword: "short" },
    ).catch((error: unknown) => error);
    expect(short).toMatchObject({ code: "invalid-input", field: "newPassword" });
    const mismatch = await changePassword(
      { id: user.id, sessionId: null, ip: "192.0.2.33" },
      { currentPassword: password, newPassword: "long enough one", confirmPassword: "long enough two" },
    ).catch((error: unknown) => error);
    expect(mismatch).toMatchObject({ code: "invalid-input", field: "confirmPassword" });
  });
});
