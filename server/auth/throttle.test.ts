import { describe, expect, it } from "vitest";
import { LOCK_MS, lockedUntil } from "./throttle";

const t0 = Date.parse("2026-11-22T08:00:00.000Z");
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

describe("lockedUntil", () => {
  const tenWithinWindow = Array.from({ length: 10 }, (_, i) => at(i));

  it("locks for 15 minutes after the 10th failure within 15 minutes", () => {
    expect(lockedUntil(tenWithinWindow, at(9))).toEqual(new Date(at(9).getTime() + LOCK_MS));
    expect(lockedUntil(tenWithinWindow, at(23.99))).toEqual(at(24));
    expect(lockedUntil(tenWithinWindow, at(24))).toBeNull();
  });

  it("does not lock at nine failures", () => {
    expect(lockedUntil(tenWithinWindow.slice(1), at(9))).toBeNull();
  });

  it("does not lock when ten failures are spread over more than 15 minutes", () => {
    const spread = Array.from({ length: 10 }, (_, i) => at(i * 2));
    expect(lockedUntil(spread, at(18))).toBeNull();
  });

  it("extends the lock from the latest failure that completes ten in a window", () => {
    const eleven = [...tenWithinWindow, at(12)];
    expect(lockedUntil(eleven, at(20))).toEqual(at(27));
  });
});
