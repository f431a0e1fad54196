import { describe, expect, it } from "vitest";
import {
  openStreams,
  STREAMS_PER_SESSION,
  STREAMS_PER_USER,
  type StreamSlot,
  streamRefusalWords,
  takeStreamSlot,
} from "./stream-slots";

const released = (slot: StreamSlot) => (slot.ok ? slot.release : null);

describe("takeStreamSlot", () => {
  it("refuses a sign-in's stream beyond the limit until one is given back, and counts sign-ins apart", () => {
    const limits = { session: 3, user: 100, instance: 1_000 };
    const holder = { session: "session-a", user: "user-a" };
    const releases = [1, 2, 3].map(() => released(takeStreamSlot(holder, limits)));
    expect(releases.every((release) => typeof release === "function")).toBe(true);
    expect(takeStreamSlot(holder, limits)).toEqual({ ok: false, limit: "session", allowed: 3 });
    const other = released(takeStreamSlot({ session: "session-b", user: "user-a" }, limits));
    expect(other).not.toBeNull();
    releases[0]?.();
    expect(openStreams().session("session-a")).toBe(2);
    const again = released(takeStreamSlot(holder, limits));
    expect(again).not.toBeNull();
    expect(takeStreamSlot(holder, limits).ok).toBe(false);
    for (const release of [...releases, again, other]) release?.();
    expect(openStreams().session("session-a")).toBe(0);
    expect(openStreams().user("user-a")).toBe(0);
  });

  it("caps a person across their sign-ins: five sign-ins do not give five times the streams", () => {
    const taken: Array<() => void> = [];
    let refusal: StreamSlot | null = null;
    for (let signIn = 0; signIn < 5 && refusal === null; signIn++) {
      for (let tab = 0; tab < STREAMS_PER_SESSION; tab++) {
        const slot = takeStreamSlot({ session: `sign-in-${signIn}`, user: "user-many" });
        if (!slot.ok) {
          refusal = slot;
          break;
        }
        taken.push(slot.release);
      }
    }
    expect(taken).toHaveLength(STREAMS_PER_USER);
    expect(refusal).toEqual({ ok: false, limit: "user", allowed: STREAMS_PER_USER });
    if (refusal && !refusal.ok)
      expect(streamRefusalWords(refusal)).toMatch(/across your sign-ins; close one/);
    // Another person is not held back by this one.
    const someoneElse = takeStreamSlot({ session: "sign-in-x", user: "user-other" });
    expect(someoneElse.ok).toBe(true);
    released(someoneElse)?.();
    for (const release of taken) release();
    expect(openStreams().user("user-many")).toBe(0);
  });

  it("caps the instance as a whole", () => {
    const limits = { session: 10, user: 10, instance: 4 };
    const before = openStreams().total;
    const taken = Array.from({ length: 4 - before }, (_, i) =>
      released(takeStreamSlot({ session: `s-${i}`, user: `u-${i}` }, limits)),
    );
    const refusal = takeStreamSlot({ session: "s-last", user: "u-last" }, limits);
    expect(refusal).toEqual({ ok: false, limit: "instance", allowed: 4 });
    if (!refusal.ok) expect(streamRefusalWords(refusal)).toMatch(/every 15 seconds/);
    for (const release of taken) release?.();
  });

  it("gives a slot back once however often its release is called", () => {
    const holder = { session: "session-c", user: "user-c" };
    const first = released(takeStreamSlot(holder));
    const second = released(takeStreamSlot(holder));
    first?.();
    first?.();
    first?.();
    expect(openStreams().session("session-c")).toBe(1);
    expect(openStreams().user("user-c")).toBe(1);
    second?.();
    expect(openStreams().session("session-c")).toBe(0);
  });
});
