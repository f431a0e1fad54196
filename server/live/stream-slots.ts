import "server-only";

// How many live-update streams one sign-in may hold open at once. A person with the console open in several
// tabs has one stream per tab (browsers allow six connections per site over HTTP/1.1); a script opening
// hundreds would hold as many sockets, subscriptions and timers in this process, so the next is refused.
export const STREAMS_PER_SESSION = 8;

const slotsKey = Symbol.for("merchant-console.live-stream-slots");
type Slots = Map<string, number>;
const store = globalThis as typeof globalThis & { [slotsKey]?: Slots };
const open: Slots = store[slotsKey] ?? new Map();
store[slotsKey] = open;

/**
 * Takes one of the holder's stream slots: a function that gives it back (once, however often it is called),
 * or null when all of them are in use.
 */
export function takeStreamSlot(holder: string, limit = STREAMS_PER_SESSION): (() => void) | null {
  const count = open.get(holder) ?? 0;
  if (count >= limit) return null;
  open.set(holder, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (open.get(holder) ?? 1) - 1;
    if (left <= 0) open.delete(holder);
    else open.set(holder, left);
  };
}

/** Streams the holder has open now. */
export function openStreams(holder: string): number {
  return open.get(holder) ?? 0;
}
