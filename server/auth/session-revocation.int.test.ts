import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { revokeSession, sessionStillValid } from "./session-revocation";
import { sessionCallbacks } from "./session-token";
import { consoleTestDbForFile, createUser } from "./testing/console-db";

consoleTestDbForFile("console_revocation");

describe("session revocation on sign-out", () => {
  it("ends the signed-out session only; the user's other sessions go on", async () => {
    const user = await createUser({ email: "rev@example.com", password: "correct horse battery" });
    const laptop = randomUUID();
    const phone = randomUUID();
    expect(await sessionStillValid(user.id, laptop)).toBe(true);
    await revokeSession(user.id, laptop);
    expect(await sessionStillValid(user.id, laptop)).toBe(false);
    expect(await sessionStillValid(user.id, phone)).toBe(true);
    await revokeSession(user.id, laptop); // signing out twice is harmless
    expect(await sessionStillValid(user.id, laptop)).toBe(false);
  });

  it("makes a token re-issued after sign-out worthless in next-auth's jwt callback", async () => {
    const user = await createUser({ email: "late@example.com", password: "correct horse battery" });
    const sid = randomUUID();
    const token = {
      sub: user.id,
      email: user.email,
      name: null,
      signedInAt: Math.floor(Date.now() / 1000) - 30,
      sid,
    };
    const jwt = sessionCallbacks.jwt as unknown as (args: {
      token: typeof token;
      trigger?: string;
    }) => Promise<unknown>;
    expect(await jwt({ token, trigger: "update" })).toMatchObject({ sub: user.id, sid });
    await revokeSession(user.id, sid);
    expect(await jwt({ token, trigger: "update" })).toBeNull();
  });

  it("refuses unknown and inactive users", async () => {
    const inactive = await createUser({
      email: "off@example.com",
      password: "correct horse battery",
      isActive: false,
    });
    expect(await sessionStillValid(inactive.id, randomUUID())).toBe(false);
    expect(await sessionStillValid("00000000-0000-4000-8000-000000000000", randomUUID())).toBe(false);
    expect(await sessionStillValid("not-a-uuid", randomUUID())).toBe(false);
  });
});
