import "server-only";
import type { AccessLookup } from "./account-access";

/**
 * A short memory of member access for the console's front server (server/bff/fast-path.ts), so a burst of
 * forwarded calls from one session costs one database round trip instead of one each. An answer is kept
 * for `ttlMs` at most, and forgotten at once when the console changes anything: the front server calls
 * `noteConsoleWrite()` when any request that may write (every method but GET and HEAD: sign-in, sign-out,
 * server actions, settings routes) starts and again when it ends, so an answer read before or during such a
 * request is not used after it. A change made outside this process (the `npm run console` commands, another
 * instance) takes effect within `ttlMs`.
 */

export interface AccessCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
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

export function cachedAccessLookup(lookup: AccessLookup, options: AccessCacheOptions = {}): AccessLookup {
  const ttlMs = options.ttlMs ?? ACCESS_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return {
    async loadMemberAccess(userId, accountId, sessionId, signedInAt) {
      const key = `${userId}\u0000${accountId}\u0000${sessionId ?? ""}\u0000${signedInAt ?? ""}`;
      const kept = entries.get(key);
      if (kept && kept.generation === generation && kept.expiresAt > now()) return kept.answer;
      if (kept) entries.delete(key);
      const startedAt = generation;
      const answer = withOpenedKey(await lookup.loadMemberAccess(userId, accountId, sessionId, signedInAt));
      if (startedAt === generation) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { answer, generation: startedAt, expiresAt: now() + ttlMs });
      }
      return answer;
    },
  };
}
