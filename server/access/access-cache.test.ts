import { describe, expect, it } from "vitest";
import type { MemberAccess } from "@/server/accounts/service";
import type { AccountView } from "@/server/accounts/view";
import { cachedAccessLookup, noteConsoleWrite } from "./access-cache";

const USER = "7d1c2a0e-5b1f-4c38-9a52-0a4f3f6f2d11";
const ACCOUNT = "b1f0c9de-2f6a-4a3e-8d7c-5e2b9a1c4f00";

/** A lookup that counts its reads and its key openings; `during` runs while a read is on its way. */
function countingLookup(during?: () => void) {
  const counts = { reads: 0, opened: 0 };
  return {
    counts,
    lookup: {
      async loadMemberAccess(): Promise<MemberAccess | null> {
        counts.reads += 1;
        during?.();
        return {
          user: { id: USER, email: "nimal@example.lk", name: "Nimal" },
          member: {
            membership: { role: "owner", branchId: null },
            account: { id: ACCOUNT } as AccountView,
            credentials: () => {
              counts.opened += 1;
              return { baseUrl: "https://api.example.lk", keyId: "ak_live_1", signingKey: "k" };
            },
          },
        };
      },
    },
  };
}

describe("cachedAccessLookup", () => {
  it("reads once for a burst from one session and opens the key once", async () => {
    const { counts, lookup } = countingLookup();
    const cached = cachedAccessLookup(lookup);
    for (let i = 0; i < 5; i++) {
      const found = await cached.loadMemberAccess(USER, ACCOUNT, "session-1", 100);
      found?.member?.credentials();
    }
    expect(counts).toEqual({ reads: 1, opened: 1 });
  });

  it("keeps sessions, accounts and sign-in times apart", async () => {
    const { counts, lookup } = countingLookup();
    const cached = cachedAccessLookup(lookup);
    await cached.loadMemberAccess(USER, ACCOUNT, "session-1", 100);
    await cached.loadMemberAccess(USER, ACCOUNT, "session-2", 100);
    await cached.loadMemberAccess(USER, ACCOUNT, "session-1", 101);
    await cached.loadMemberAccess(USER, "another-account", "session-1", 100);
    expect(counts.reads).toBe(4);
  });

  it("reads again after its time is up", async () => {
    let now = 1_000;
    const { counts, lookup } = countingLookup();
    const cached = cachedAccessLookup(lookup, { ttlMs: 3_000, now: () => now });
    await cached.loadMemberAccess(USER, ACCOUNT, "s", 1);
    now += 2_999;
    await cached.loadMemberAccess(USER, ACCOUNT, "s", 1);
    expect(counts.reads).toBe(1);
    now += 1;
    await cached.loadMemberAccess(USER, ACCOUNT, "s", 1);
    expect(counts.reads).toBe(2);
  });

  it("forgets everything when the console may have changed something", async () => {
    const { counts, lookup } = countingLookup();
    const cached = cachedAccessLookup(lookup);
    await cached.loadMemberAccess(USER, ACCOUNT, "s", 1);
    noteConsoleWrite();
    await cached.loadMemberAccess(USER, ACCOUNT, "s", 1);
    await cached.loadMemberAccess(USER, ACCOUNT, "s", 1);
    expect(counts.reads).toBe(2);
  });

  it("never keeps an answer read while a change went through", async () => {
    const { counts, lookup } = countingLookup(() => noteConsoleWrite());
    const cached = cachedAccessLookup(lookup);
    await cached.loadMemberAccess(USER, ACCOUNT, "s", 1);
    await cached.loadMemberAccess(USER, ACCOUNT, "s", 1);
    expect(counts.reads).toBe(2);
  });

  it("holds a bounded number of answers, dropping the oldest", async () => {
    const { counts, lookup } = countingLookup();
    const cached = cachedAccessLookup(lookup, { maxEntries: 2 });
    for (const session of ["a", "b", "c"]) await cached.loadMemberAccess(USER, ACCOUNT, session, 1);
    await cached.loadMemberAccess(USER, ACCOUNT, "c", 1);
    expect(counts.reads).toBe(3);
    await cached.loadMemberAccess(USER, ACCOUNT, "a", 1);
    expect(counts.reads).toBe(4);
  });
});
