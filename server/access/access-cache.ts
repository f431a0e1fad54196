import "server-only";
import type { AccessNotices } from "./access-notices";
import type { AccessLookup } from "./account-access";

/**
 * A short memory of member access for the console's front server (server/bff/fast-path.ts), so a burst of
 * forwarded reads from one session costs one database round trip instead of one each. An answer is kept
 * for `ttlMs` at most, and forgotten:
 *  - at once when the console database announces a change of that user's or account's access
 *    (server/access/access-notices.ts: triggers on memberships, sessions, users, second factors and
 *    accounts), whoever made it: this instance, another one, the CLI;
 *  - for everything, when a request that may write (every method but GET and HEAD) starts or ends here
 *    (`noteConsoleWrite`), so a change this instance makes counts before its notice arrives;
 *  - for everything, whenever notices are not heard (the listening connection is down): nothing is
 *    remembered until they are heard again.
 * Money-out operations never use it (server/bff/forwarder.ts reads their access afresh).
 */

export interface AccessCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** The instance's access notices; without them (unit tests) answers live for `ttlMs`. */
  notices?: AccessNotices;
}

export const ACCESS_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 2_000;

let generation = 0;

/** A request that may change sessions, members, accounts or users started or ended. */
export function noteConsoleWrite(): void {
  generation += 1;
}

type Answer = Awaited<ReturnType<AccessLookup["loadMemberAccess"]>>;

interface Entry {
  userId: string;
  accountId: string;
  answer: Answer;
  generation: number;
  expiresAt: number;
}

/** Opens an account's signing key once per kept answer, not once per call. */
function withOpenedKey(answer: Answer): Answer {
  if (!answer?.member) return answer;
  const { credentials } = answer.member;
  let opened: ReturnType<typeof credentials> | undefined;
  return {
    ...answer,
    member: {
      ...answer.member,
      credentials: () => {
        opened ??= credentials();
        return opened;
      },
    },
  };
}

/** The lookup that reads the database every time: the one behind a cache, or the lookup itself. */
export function uncachedLookup(lookup: AccessLookup): AccessLookup {
  return lookup.uncached ?? lookup;
}

export function cachedAccessLookup(lookup: AccessLookup, options: AccessCacheOptions = {}): AccessLookup {
  const ttlMs = options.ttlMs ?? ACCESS_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const { notices } = options;
  const entries = new Map<string, Entry>();
  // Bumped by every notice: an answer read while one arrived may predate the change, so it is not kept.
  let heard = 0;

  notices?.subscribe({
    notice(notice) {
      heard += 1;
      for (const [key, entry] of entries) {
        if (notice.userId !== undefined && notice.userId !== entry.userId) continue;
        if (notice.accountId !== undefined && notice.accountId !== entry.accountId) continue;
        entries.delete(key);
      }
    },
    reset() {
      heard += 1;
      entries.clear();
    },
  });

  return {
    uncached: uncachedLookup(lookup),
    async loadMemberAccess(userId, accountId, sessionId, signedInAt) {
      if (notices && !notices.live) return lookup.loadMemberAccess(userId, accountId, sessionId, signedInAt);
      const key = `${userId}\u0000${accountId}\u0000${sessionId ?? ""}\u0000${signedInAt ?? ""}`;
      const kept = entries.get(key);
      if (kept && kept.generation === generation && kept.expiresAt > now()) return kept.answer;
      if (kept) entries.delete(key);
      const startedAt = generation;
      const heardAt = heard;
      const answer = withOpenedKey(await lookup.loadMemberAccess(userId, accountId, sessionId, signedInAt));
      if (startedAt === generation && heardAt === heard) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { userId, accountId, answer, generation: startedAt, expiresAt: now() + ttlMs });
      }
      return answer;
    },
  };
}
