import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rejection } from "@/lib/testing/thrown";
import { getDb } from "@/server/db/client";
import { auditLog, loginAttempts } from "@/server/db/schema";
import { findActiveUser } from "./active-user";
import { authorizeCredentials } from "./authorize";
import {
  InactiveUserError,
  InvalidCredentialsError,
  LockedOutError,
  messageForSignInError,
} from "./sign-in-errors";
import { consoleTestDbForFile, createUser } from "./testing/console-db";

consoleTestDbForFile("console_authorize");
const password = "correct horse battery";

const failureOf = (promise: Promise<unknown>) => rejection(Error, promise);

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

describe("authorizeCredentials", () => {
  it("accepts the right password, with the email in any case and spacing, and records the success", async () => {
    const user = await createUser({ email: "ana@example.com", password, name: "Ana" });
    const authorized = await authorizeCredentials(
      { email: "  Ana@Example.COM ", password },
      { ip: "203.0.113.10" },
    );
    expect(authorized).toEqual({
      id: user.id,
      email: "ana@example.com",
      name: "Ana",
      sessionId: expect.any(String),
      signedInAt: expect.any(Number),
    });
    const attempts = await getDb()
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, "ana@example.com"));
    expect(attempts.map((row) => [row.ip, row.succeeded])).toEqual([["203.0.113.10", true]]);
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.sign-in"), eq(auditLog.userId, user.id)));
    expect(audit.map((row) => row.outcome)).toEqual(["success"]);
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it("gives a wrong password and an unknown email the same answer in similar time", async () => {
    await createUser({ email: "ben@example.com", password });
    const [wrong, wrongMs] = await timed(() =>
      failureOf(
        authorizeCredentials({ email: "ben@example.com", password: "wrong password!" }, { ip: "local" }),
      ),
    );
    const [unknown, unknownMs] = await timed(() =>
      failureOf(
        authorizeCredentials({ email: "nobody@example.com", password: "wrong password!" }, { ip: "local" }),
      ),
    );
    for (const error of [wrong, unknown]) {
      expect(error).toBeInstanceOf(InvalidCredentialsError);
      expect(messageForSignInError(error as InvalidCredentialsError)).toBe("Invalid email or password");
    }
    expect((wrong as InvalidCredentialsError).code).toBe((unknown as InvalidCredentialsError).code);
    // Both run one scrypt; without the dummy verification the unknown email would answer in a few ms.
    expect(unknownMs).toBeGreaterThan(wrongMs * 0.3);
    const failures = await getDb().select().from(loginAttempts).where(eq(loginAttempts.succeeded, false));
    expect(failures.map((row) => row.email).sort()).toEqual(["ben@example.com", "nobody@example.com"]);
  });

  it("refuses input without an email before touching the throttle", async () => {
    const before = await getDb().select().from(loginAttempts);
    expect(await failureOf(authorizeCredentials({ password }, { ip: "local" }))).toBeInstanceOf(
      InvalidCredentialsError,
    );
    expect(await failureOf(authorizeCredentials({ email: 42, password }, { ip: "local" }))).toBeInstanceOf(
      InvalidCredentialsError,
    );
    expect(await getDb().select().from(loginAttempts)).toHaveLength(before.length);
  });

  it("locks the email after 10 failures, even for the right password, and says for how long", async () => {
    await createUser({ email: "cara@example.com", password });
    for (let i = 0; i < 10; i++) {
      const error = await failureOf(
        authorizeCredentials(
          { email: "cara@example.com", password: `guess ${i}` },
          { ip: `198.51.100.${i}` },
        ),
      );
      expect(error).toBeInstanceOf(InvalidCredentialsError);
    }
    const locked = await failureOf(
      authorizeCredentials({ email: "CARA@example.com", password }, { ip: "192.0.2.200" }),
    );
    expect(locked).toBeInstanceOf(LockedOutError);
    const { retryAfterSeconds, code } = locked as LockedOutError;
    expect(retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(code).toBe("locked-15");
    expect(messageForSignInError(locked as LockedOutError)).toBe(
      "Too many failed sign-in attempts. Try again in 15 minutes.",
    );
    // Blocked attempts are not counted, and other users are unaffected.
    const rows = await getDb()
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, "cara@example.com"));
    expect(rows).toHaveLength(10);
    await createUser({ email: "dan@example.com", password });
    await expect(
      authorizeCredentials({ email: "dan@example.com", password }, { ip: "192.0.2.200" }),
    ).resolves.toMatchObject({ email: "dan@example.com" });
  });

  it("refuses a deactivated user, and says so only to someone who knows the password", async () => {
    const user = await createUser({ email: "eve@example.com", password, isActive: false });
    expect(
      await failureOf(authorizeCredentials({ email: "eve@example.com", password }, { ip: "local" })),
    ).toBeInstanceOf(InactiveUserError);
    expect(
      await failureOf(
        authorizeCredentials({ email: "eve@example.com", password: "not it at all" }, { ip: "local" }),
      ),
    ).toBeInstanceOf(InvalidCredentialsError);
    const attempts = await getDb()
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, "eve@example.com"));
    expect(attempts.every((row) => !row.succeeded)).toBe(true);
    expect(await findActiveUser(user.id)).toBeNull();
  });

  it("finds active users by id for the per-request session check", async () => {
    const user = await createUser({ email: "fay@example.com", password, name: "Fay" });
    expect(await findActiveUser(user.id)).toEqual({ id: user.id, email: "fay@example.com", name: "Fay" });
    expect(await findActiveUser("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await findActiveUser("not-a-uuid")).toBeNull();
  });
});

describe("the throttle under parallel attempts", () => {
  it("checks at most ten wrong passwords for one email, however many arrive at once", async () => {
    await createUser({ email: "rush@example.com", password });
    const outcomes = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        failureOf(
          authorizeCredentials(
            { email: "rush@example.com", password: "wrong guess" },
            { ip: `198.51.100.${i}` },
          ),
        ),
      ),
    );
    expect(outcomes.filter((error) => error instanceof InvalidCredentialsError)).toHaveLength(10);
    expect(outcomes.filter((error) => error instanceof LockedOutError)).toHaveLength(5);
    const recorded = await getDb()
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, "rush@example.com"));
    expect(recorded).toHaveLength(10);
  });

  it("checks at most ten from one address across many emails at once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        failureOf(
          authorizeCredentials({ email: `nobody${i}@example.com`, password: "guess" }, { ip: "192.0.2.77" }),
        ),
      ),
    );
    expect(outcomes.filter((error) => error instanceof InvalidCredentialsError)).toHaveLength(10);
    expect(outcomes.filter((error) => error instanceof LockedOutError)).toHaveLength(5);
  });
});
