import { describe, expect, it } from "vitest";
import { openStreams, takeStreamSlot } from "./stream-slots";

describe("takeStreamSlot", () => {
  it("refuses a holder's stream beyond the limit until one is given back, and counts holders apart", () => {
    const releases = [1, 2, 3].map(() => takeStreamSlot("session-a", 3));
    expect(releases.every((release) => typeof release === "function")).toBe(true);
    expect(takeStreamSlot("session-a", 3)).toBeNull();
    const other = takeStreamSlot("session-b", 3);
    expect(other).not.toBeNull();

    releases[0]?.();
    expect(openStreams("session-a")).toBe(2);
    const again = takeStreamSlot("session-a", 3);
    expect(again).not.toBeNull();
    expect(takeStreamSlot("session-a", 3)).toBeNull();

    for (const release of [...releases, again, other]) release?.();
    expect(openStreams("session-a")).toBe(0);
    expect(openStreams("session-b")).toBe(0);
  });

  it("gives a slot back once however often its release is called", () => {
    const first = takeStreamSlot("session-c", 2);
    const second = takeStreamSlot("session-c", 2);
    first?.();
    first?.();
    first?.();
    expect(openStreams("session-c")).toBe(1);
    second?.();
    expect(openStreams("session-c")).toBe(0);
  });
});
