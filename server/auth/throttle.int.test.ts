import { beforeEach, describe, expect, it } from "vitest";
import { loginAttempts } from "@/server/db/schema";
import { migratedTestDbForFile } from "@/server/db/testing/migrated-db";
import { checkLoginAllowed, recordLoginAttempt, throttledCheck, triesLeft } from "./throttle";

const testDb = migratedTestDbForFile("console_throttle");

beforeEach(async () => {
  await testDb.handle.db.delete(loginAttempts);
});

const t0 = Date.parse("2026-11-22T08:00:00.000Z");
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

async function fail(email: string, ip: string | null, minute: number) {
  await recordLoginAttempt({ email, ip, succeeded: false, at: at(minute) }, testDb.handle.db);
}
const check = (email: string, ip: string | null, minute: number) =>
  checkLoginAllowed({ email, ip, now: at(minute) }, testDb.handle.db);

describe("login throttle", () => {
  it("locks an email for 15 minutes after its 10th failure within 15 minutes, from any address", async () => {
    for (let i = 0; i < 9; i++) await fail("Victim@Example.com", `10.0.0.${i}`, i);
    expect(await check("victim@example.com", "10.0.1.1", 9)).toEqual({ allowed: true });

    await fail("victim@example.com", "10.0.0.9", 10);
    expect(await check("VICTIM@example.com", "10.0.1.1", 10)).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
    });
    expect(await check("victim@example.com", null, 20.5)).toEqual({ allowed: false, retryAfterSeconds: 270 });
    expect(await check("victim@example.com", "10.0.1.1", 25)).toEqual({ allowed: true });
    expect(await check("other@example.com", "10.0.1.1", 11)).toEqual({ allowed: true });
  });

  it("locks an address that fails 10 times across different emails", async () => {
    for (let i = 0; i < 10; i++) await fail(`user${i}@example.com`, "192.0.2.7", i);
    expect(await check("fresh@example.com", "192.0.2.7", 10)).toEqual({
      allowed: false,
      retryAfterSeconds: 840,
    });
    expect(await check("fresh@example.com", "192.0.2.8", 10)).toEqual({ allowed: true });
    expect(await check("fresh@example.com", "192.0.2.7", 24)).toEqual({ allowed: true });
  });

  it("does not lock ten failures spread over more than 15 minutes", async () => {
    for (let i = 0; i < 10; i++) await fail("slow@example.com", "198.51.100.1", i * 2);
    expect(await check("slow@example.com", "198.51.100.1", 18)).toEqual({ allowed: true });
  });

  it("lets a success clear its own email's failures but not its address's or other emails'", async () => {
    for (let i = 0; i < 5; i++) await fail("mine@example.com", "203.0.113.5", i);
    for (let i = 5; i < 9; i++) await fail("victim@example.com", "203.0.113.5", i);
    await recordLoginAttempt(
      { email: "mine@example.com", ip: "203.0.113.5", succeeded: true, at: at(9) },
      testDb.handle.db,
    );
    for (let i = 10; i < 15; i++) await fail("mine@example.com", "203.0.113.9", i);
    // Five failures since its success: the email is free again.
    expect(await check("mine@example.com", "203.0.113.9", 15)).toEqual({ allowed: true });
    // The address had 9 failures before the success; one more locks it despite the success.
    await fail("victim@example.com", "203.0.113.5", 14.5);
    expect(await check("anyone@example.com", "203.0.113.5", 14.5)).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
    });
    // The victim's own count was untouched by the other email's success: 5 failures, still allowed.
    expect(await check("victim@example.com", "203.0.113.77", 15)).toEqual({ allowed: true });
  });

  it("ignores attempts recorded after the moment being checked", async () => {
    for (let i = 0; i < 10; i++) await fail("later@example.com", null, 30 + i);
    expect(await check("later@example.com", null, 29)).toEqual({ allowed: true });
    expect(await check("later@example.com", null, 39)).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });
});

describe("checks under the throttle", () => {
  it("counts the tries left from the email's failures since its success and the address's", async () => {
    const left = (email: string, ip: string | null, minute: number) =>
      triesLeft({ email, ip, now: at(minute) }, testDb.handle.db);
    expect(await left("fresh@example.com", "198.51.100.10", 0)).toBe(10);
    for (let i = 0; i < 3; i++) await fail("ana@example.com", "198.51.100.10", i);
    expect(await left("Ana@example.com", "198.51.100.11", 3)).toBe(7);
    // The address's count is the larger one for another email from it.
    for (let i = 0; i < 5; i++) await fail(`other${i}@example.com`, "198.51.100.10", 3);
    expect(await left("ana@example.com", "198.51.100.10", 4)).toBe(2);
    // Failures older than the window no longer count.
    expect(await left("ana@example.com", null, 17.5)).toBe(10);
    await recordLoginAttempt(
      { email: "ana@example.com", ip: null, succeeded: true, at: at(4) },
      testDb.handle.db,
    );
    expect(await left("ana@example.com", null, 5)).toBe(10);
  });

  it("records one try per check, says what is left, and refuses without checking once locked", async () => {
    const key = { email: "checked@example.com", ip: "198.51.100.20" };
    let checks = 0;
    const wrong = () =>
      throttledCheck(
        key,
        async () => {
          checks += 1;
          return "wrong-code" as const;
        },
        testDb.handle.db,
      );
    expect(await wrong()).toEqual({ ok: false, reason: "wrong-code", triesLeft: 9, retryAfterSeconds: null });
    for (let i = 0; i < 8; i++) await wrong();
    const tenth = await wrong();
    expect(tenth).toMatchObject({ ok: false, reason: "wrong-code", triesLeft: 0 });
    expect(tenth.ok === false && tenth.retryAfterSeconds).toBeGreaterThan(890);
    const refused = await throttledCheck(
      key,
      async () => {
        checks += 1;
        return null;
      },
      testDb.handle.db,
    );
    expect(refused).toMatchObject({ ok: false, reason: "locked", triesLeft: 0 });
    expect(checks).toBe(10);
    expect((await checkLoginAllowed(key, testDb.handle.db)).allowed).toBe(false);
  });

  it("marks a passed check a success and keeps a failure for a check that throws", async () => {
    const key = { email: "throws@example.com", ip: "198.51.100.30" };
    await expect(
      throttledCheck(
        key,
        async () => {
          throw new Error("broken");
        },
        testDb.handle.db,
      ),
    ).rejects.toThrow("broken");
    expect(await throttledCheck(key, async () => null, testDb.handle.db)).toEqual({ ok: true });
    const rows = await testDb.handle.db.select().from(loginAttempts);
    expect(rows.map((row) => row.succeeded).sort()).toEqual([false, true]);
  });
});
