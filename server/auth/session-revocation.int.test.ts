import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokeSessions, sessionStillValid } from "./session-revocation";
import { sessionCallbacks } from "./session-token";
import { type ConsoleTestDb, createUser, useConsoleTestDb } from "./testing/console-db";

let testDb: ConsoleTestDb;
beforeAll(async () => {
  testDb = await useConsoleTestDb("console_revocation");
});
afterAll(async () => {
  await testDb?.close();
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe("session revocation on sign-out", () => {
  it("ends sessions signed in before the sign-out and keeps later ones", async () => {
    const user = await createUser({ email: "rev@example.com", password: "correct horse battery" });
    const before = seconds(new Date()) - 60;
    expect(await sessionStillValid(user.id, before)).toBe(true);

    const signedOutAt = new Date();
    await revokeSessions(user.id, undefined, signedOutAt);
    expect(await sessionStillValid(user.id, before)).toBe(false);
    expect(await sessionStillValid(user.id, seconds(signedOutAt))).toBe(true);
    expect(await sessionStillValid(user.id, seconds(signedOutAt) + 5)).toBe(true);
  });

  it("makes a token re-issued after sign-out worthless in next-auth's jwt callback", async () => {
    const user = await createUser({ email: "late@example.com", password: "correct horse battery" });
    const token = { sub: user.id, email: user.email, name: null, signedInAt: seconds(new Date()) - 30 };
    const jwt = sessionCallbacks.jwt as unknown as (args: {
      token: typeof token;
      trigger?: string;
    }) => Promise<unknown>;
    expect(await jwt({ token, trigger: "update" })).toMatchObject({ sub: user.id });
    await revokeSessions(user.id);
    expect(await jwt({ token, trigger: "update" })).toBeNull();
  });

  it("refuses unknown and inactive users", async () => {
    const inactive = await createUser({
      email: "off@example.com",
      password: "correct horse battery",
      isActive: false,
    });
    expect(await sessionStillValid(inactive.id, seconds(new Date()))).toBe(false);
    expect(await sessionStillValid("00000000-0000-4000-8000-000000000000", seconds(new Date()))).toBe(false);
    expect(await sessionStillValid("not-a-uuid", seconds(new Date()))).toBe(false);
  });
});
