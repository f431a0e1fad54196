import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestConsoleInstance, testConsoleInstance } from "@/server/access/testing/console-instance";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import type { RequestSession } from "@/server/auth/session-cookie";
import { revokeSession } from "@/server/auth/session-revocation";
import { setAccountTwoFactorRequirement } from "@/server/auth/two-factor";
import { userTwoFactor } from "@/server/db/schema";
import { auditExportHandler } from "./export";
import { auditAccounts, listAuditEntries } from "./query";
import { NO_AUDIT_FILTERS } from "./testing/no-filters";

// The audit log follows the accounts' two-factor rule like every other page, and its export, a long read
// of the console's own database, ends when the person's access does, whichever instance hears of it.

type User = { id: string; email: string };
const none = NO_AUDIT_FILTERS;
const ENTRIES = 20_000;

let fx: ConsoleFixture;
let a: TestConsoleInstance;
let b: TestConsoleInstance;
let strict = "";
let open = "";
const measured: Record<string, number> = {};

async function entries(accountId: string, action: string, count: number) {
  await fx.handle.db.execute(sql`
    insert into audit_log (at, account_id, action, outcome, status)
    select now() - (g || ' seconds')::interval, ${accountId}::uuid, ${action}, 'success', 200
    from generate_series(1, ${count}) g`);
}

beforeAll(async () => {
  fx = await createConsoleFixture("console_audit_access");
  [strict, open] = await Promise.all([fx.storeOffline("ak_strict"), fx.storeOffline("ak_open")]);
  await setAccountTwoFactorRequirement(strict, true, { db: fx.handle.db });
  await entries(strict, "createPayment", 3);
  await entries(open, "createPaymentLink", 2);
  a = testConsoleInstance(fx);
  b = testConsoleInstance(fx);
  await Promise.all([a.ready(), b.ready()]);
});

afterAll(async () => {
  if (Object.keys(measured).length > 0)
    console.info(`audit export ended after (ms): ${JSON.stringify(measured)}`);
  await Promise.all([a?.close(), b?.close()]);
  await fx?.close();
});

async function owner(...accounts: string[]): Promise<User> {
  const user = await fx.createUser();
  for (const account of accounts) await fx.addMember(user.id, account, "owner");
  return user;
}

async function confirmSecondFactor(userId: string) {
  await fx.handle.db
    .insert(userTwoFactor)
    .values({ userId, encryptedSecret: "sealed", confirmedAt: new Date() });
}

const exportOn = (instance: TestConsoleInstance, session: RequestSession) =>
  auditExportHandler({ session: async () => session, db: () => fx.handle.db, watch: () => instance.watch });

const exportUrl = "http://localhost:3000/settings/audit/export";

describe("an account that requires two-factor sign-in", () => {
  it("keeps its audit trail from an owner without a second factor, on the page and in the export", async () => {
    const both = await owner(strict, open);
    expect(await auditAccounts(fx.handle.db, both.id)).toEqual({
      readable: [{ id: open, name: expect.any(String) }],
      needTwoFactor: [{ id: strict, name: expect.any(String) }],
    });
    const page = await listAuditEntries(fx.handle.db, both.id, none);
    expect(page.entries.map((entry) => entry.accountId)).toEqual([open, open]);
    // Asking for the account by name does not widen it.
    expect((await listAuditEntries(fx.handle.db, both.id, { ...none, account: strict })).entries).toEqual([]);
    const file = await exportOn(a, { userId: both.id, sessionId: null })(new Request(exportUrl));
    expect(file.status).toBe(200);
    const csv = await file.text();
    expect(csv).toContain("createPaymentLink");
    expect(csv).not.toContain("createPayment,");

    // An owner of that account alone is refused, in words that say what to do.
    const onlyStrict = await owner(strict);
    const refused = await exportOn(a, { userId: onlyStrict.id, sessionId: null })(new Request(exportUrl));
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/require two-factor sign-in.*Settings → Security/);

    // With a second factor, the trail is theirs again.
    await confirmSecondFactor(onlyStrict.id);
    const page2 = await listAuditEntries(fx.handle.db, onlyStrict.id, none);
    expect(page2.entries.map((entry) => entry.accountId)).toEqual([strict, strict, strict]);
    expect(
      (await exportOn(a, { userId: onlyStrict.id, sessionId: null })(new Request(exportUrl))).status,
    ).toBe(200);
  });
});

describe("a running audit export", () => {
  /** Reads one line every 20 ms, as a slow download would; `endedAt` is set when the file stops. */
  function readSlowly(response: Response) {
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const state = { lines: 0, endedAt: 0, failed: false };
    void (async () => {
      for (;;) {
        const next = await reader.read().catch(() => {
          state.failed = true;
          return { done: true as const, value: undefined };
        });
        if (next.done) break;
        state.lines += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      state.endedAt = Date.now();
    })();
    return state;
  }

  async function until(check: () => boolean, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it("ends on another instance within a second of a sign-out, or of two-factor becoming required", async () => {
    const busy = await fx.storeOffline("ak_busy");
    await entries(busy, "updatePaymentLink", ENTRIES);

    const signedOut = await owner(busy);
    const session = {
      userId: signedOut.id,
      sessionId: randomUUID(),
      signedInAt: Math.floor(Date.now() / 1000) - 5,
    };
    const first = readSlowly(await exportOn(b, session)(new Request(exportUrl)));
    await until(() => first.lines > 5, 5_000);
    let at = Date.now();
    await revokeSession(signedOut.id, session.sessionId, fx.handle.db);
    await until(() => first.endedAt > 0, 3_000);
    measured.afterSignOut = first.endedAt - at;

    const unprotected = await owner(busy);
    const second = readSlowly(
      await exportOn(b, { userId: unprotected.id, sessionId: null })(new Request(exportUrl)),
    );
    await until(() => second.lines > 5, 5_000);
    at = Date.now();
    await setAccountTwoFactorRequirement(busy, true, { db: fx.handle.db });
    await until(() => second.endedAt > 0, 3_000);
    measured.afterTwoFactorRequired = second.endedAt - at;

    expect(measured.afterSignOut).toBeLessThan(1_000);
    expect(measured.afterTwoFactorRequired).toBeLessThan(1_000);
    for (const state of [first, second]) {
      expect(state.failed).toBe(true);
      expect(state.lines).toBeLessThan(ENTRIES);
    }
  });
});
