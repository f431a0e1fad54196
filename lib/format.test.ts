import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDeadline,
  formatHeadlineAmount,
  formatIsoWithOffset,
  formatPast,
  formatRelative,
} from "./format";
import { decimal } from "./money";

describe("formatHeadlineAmount", () => {
  it("writes headline figures with two decimals, rounded half-up, exactly", () => {
    expect(formatHeadlineAmount("10616.611282", "USDT")).toBe("USDT 10,616.61");
    expect(formatHeadlineAmount("0.005", "USDT")).toBe("USDT 0.01");
    expect(formatHeadlineAmount("9999999999.995", "USDT")).toBe("USDT 10,000,000,000.00");
    expect(formatHeadlineAmount("4250", "LKR")).toBe("LKR 4,250.00");
  });
});

describe("formatAmount", () => {
  it("always names the currency and groups thousands", () => {
    expect(formatAmount(1234.5, "LKR")).toBe("LKR 1,234.50");
    expect(formatAmount("12.345678", "USDT")).toBe("USDT 12.345678");
    expect(formatAmount(decimal("1000000"), "USDT")).toBe("USDT 1,000,000.00");
    expect(formatAmount("0", "LKR")).toBe("LKR 0.00");
  });

  it("shows LKR with exactly 2 places and USDT with 2 to 6", () => {
    expect(formatAmount("7", "LKR")).toBe("LKR 7.00");
    expect(formatAmount("7.1", "USDT")).toBe("USDT 7.10");
    expect(formatAmount("7.123", "USDT")).toBe("USDT 7.123");
  });

  it("rounds half up like the API", () => {
    expect(formatAmount("2.345", "LKR")).toBe("LKR 2.35");
    expect(formatAmount("1.005", "LKR")).toBe("LKR 1.01");
    expect(formatAmount("0.0000025", "USDT")).toBe("USDT 0.000003");
  });

  it("keeps every digit of a long decimal string", () => {
    // As a double this is 12345678901234568, which would print ",568.00".
    expect(formatAmount("12345678901234567.25", "LKR")).toBe("LKR 12,345,678,901,234,567.25");
    expect(formatAmount("98765432109876.123456", "USDT")).toBe("USDT 98,765,432,109,876.123456");
  });

  it("shows negatives with a minus and no negative zero", () => {
    expect(formatAmount("-1234.5", "LKR")).toBe("LKR -1,234.50");
    expect(formatAmount("-0.001", "LKR")).toBe("LKR 0.00");
  });

  it("refuses what is not an amount", () => {
    expect(() => formatAmount("abc", "LKR")).toThrow(RangeError);
  });
});

describe("formatDate / formatDateTime", () => {
  it("shows the wall-clock time in Colombo", () => {
    expect(formatDateTime("2026-11-22T08:15:30.123Z")).toBe("22 Nov 2026, 13:45");
    expect(formatDateTime(new Date("2026-11-21T18:30:00.000Z"))).toBe("22 Nov 2026, 00:00");
    expect(formatDateTime("2026-11-21T18:29:59.999Z")).toBe("21 Nov 2026, 23:59");
    expect(formatDate("2026-12-31T18:30:00.000Z")).toBe("1 Jan 2027");
  });

  it("refuses an unparseable timestamp", () => {
    expect(() => formatDateTime("yesterday")).toThrow(RangeError);
  });
});

describe("formatRelative", () => {
  const now = new Date("2026-11-22T08:00:00.000Z");

  it("uses the largest whole unit, in both directions", () => {
    expect(formatRelative("2026-11-22T07:57:00.000Z", now)).toBe("3 minutes ago");
    expect(formatRelative("2026-11-22T07:56:01.000Z", now)).toBe("3 minutes ago");
    expect(formatRelative("2026-11-22T10:00:00.000Z", now)).toBe("in 2 hours");
    expect(formatRelative("2026-11-22T07:59:15.000Z", now)).toBe("45 seconds ago");
    expect(formatRelative("2026-11-21T08:00:00.000Z", now)).toBe("yesterday");
    expect(formatRelative("2026-11-08T08:00:00.000Z", now)).toBe("2 weeks ago");
    expect(formatRelative("2025-11-01T08:00:00.000Z", now)).toBe("last year");
  });

  it("says now for less than a second", () => {
    expect(formatRelative("2026-11-22T07:59:59.600Z", now)).toBe("now");
    expect(formatRelative(now.toISOString(), now)).toBe("now");
  });
});

describe("formatIsoWithOffset", () => {
  it("writes the Colombo wall-clock time with its offset", () => {
    expect(formatIsoWithOffset("2026-11-22T08:15:30.123Z")).toBe("2026-11-22T13:45:30.123+05:30");
    expect(formatIsoWithOffset("2026-11-21T18:30:00.000Z")).toBe("2026-11-22T00:00:00.000+05:30");
  });

  it("denotes the same instant", () => {
    const iso = "2026-03-01T21:07:09.005Z";
    expect(new Date(formatIsoWithOffset(iso)).toISOString()).toBe(iso);
  });
});

describe("formatPast and formatDeadline", () => {
  const now = new Date("2026-11-22T08:00:00.000Z");
  it("never says a past event is in the future", () => {
    expect(formatPast("2026-11-22T08:00:05.000Z", now)).toBe("just now");
    expect(formatPast("2026-11-22T07:59:48.000Z", now)).toBe("just now");
    expect(formatPast("2026-11-22T07:57:30.000Z", now)).toBe("2 minutes ago");
  });
  it("says how far a deadline lies ahead or behind", () => {
    expect(formatDeadline("2026-11-25T08:00:00.000Z", now)).toBe("in 3 days");
    expect(formatDeadline("2026-11-22T08:00:30.000Z", now)).toBe("in under a minute");
    expect(formatDeadline("2026-11-22T07:59:50.000Z", now)).toBe("just now");
    expect(formatDeadline("2026-11-22T06:00:00.000Z", now)).toBe("2 hours ago");
  });
});
