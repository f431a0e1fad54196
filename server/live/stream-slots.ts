import "server-only";

// How many live-update streams may be open at once, counted on this instance. A person with the console
// open in several tabs has one stream per tab (browsers allow six connections per site over HTTP/1.1); a
// script opening hundreds would hold as many sockets, subscriptions and timers in this process, so the
// next is refused: per sign-in, per person across their sign-ins (so five sign-ins are not five times the
// allowance), and for the whole instance.
export const STREAMS_PER_SESSION = 8;
export const STREAMS_PER_USER = 12;
export const STREAMS_PER_INSTANCE = 1_000;

export interface StreamLimits {
  session: number;
  user: number;
  instance: number;
}

const DEFAULT_LIMITS: StreamLimits = {
  session: STREAMS_PER_SESSION,
  user: STREAMS_PER_USER,
  instance: STREAMS_PER_INSTANCE,
};

const slotsKey = Symbol.for("merchant-console.live-stream-slots");
type Slots = { bySession: Map<string, number>; byUser: Map<string, number>; total: number };
const store = globalThis as typeof globalThis & { [slotsKey]?: Slots };
const open: Slots = store[slotsKey] ?? { bySession: new Map(), byUser: new Map(), total: 0 };
store[slotsKey] = open;

export interface StreamHolder {
  /** The sign-in's session id (or the user's, when the request carried none). */
  session: string;
  user: string;
}

export type StreamSlot =
  | { ok: true; release: () => void }
  | { ok: false; limit: keyof StreamLimits; allowed: number };

function add(map: Map<string, number>, key: string, by: number): void {
  const left = (map.get(key) ?? 0) + by;
  if (left <= 0) map.delete(key);
  else map.set(key, left);
}

/**
 * Takes a stream slot for a holder: a function that gives it back (once, however often it is called), or
 * which limit is reached.
 */
export function takeStreamSlot(holder: StreamHolder, limits: StreamLimits = DEFAULT_LIMITS): StreamSlot {
  if (open.total >= limits.instance) return { ok: false, limit: "instance", allowed: limits.instance };
  if ((open.byUser.get(holder.user) ?? 0) >= limits.user)
    return { ok: false, limit: "user", allowed: limits.user };
  if ((open.bySession.get(holder.session) ?? 0) >= limits.session)
    return { ok: false, limit: "session", allowed: limits.session };
  open.total += 1;
  add(open.byUser, holder.user, 1);
  add(open.bySession, holder.session, 1);
  let released = false;
  return {
    ok: true,
    release: () => {
      if (released) return;
      released = true;
      open.total -= 1;
      add(open.byUser, holder.user, -1);
      add(open.bySession, holder.session, -1);
    },
  };
}

/** Streams open now: of a sign-in, of a person, and on the instance. */
export function openStreams(): { session(id: string): number; user(id: string): number; total: number } {
  return {
    session: (id) => open.bySession.get(id) ?? 0,
    user: (id) => open.byUser.get(id) ?? 0,
    total: open.total,
  };
}

/** The refusal in a person's words. */
export function streamRefusalWords(refusal: Extract<StreamSlot, { ok: false }>): string {
  if (refusal.limit === "session")
    return `Live updates are already open in ${refusal.allowed} tabs of this sign-in; close one to get them here`;
  if (refusal.limit === "user")
    return `Live updates are already open in ${refusal.allowed} tabs across your sign-ins; close one to get them here`;
  return "This console is serving as many live updates as it can right now; this page checks for changes every 15 seconds instead";
}
