import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  COLOMBO_TZ,
  colomboDate,
  colomboDayEndExclusive,
  colomboDayStart,
  FIRST_DAY,
  isDateOnly,
  LAST_DAY,
} from "./dates";

describe("colomboDate", () => {
  it("switches day at 18:30 UTC", () => {
    expect(colomboDate(new Date("2026-11-21T18:29:59.999Z"))).toBe("2026-11-21");
    expect(colomboDate(new Date("2026-11-21T18:30:00.000Z"))).toBe("2026-11-22");
    expect(colomboDate(new Date("2026-11-22T00:00:00.000Z"))).toBe("2026-11-22");
  });

  it("crosses months and years", () => {
    expect(colomboDate(new Date("2026-12-31T18:30:00.000Z"))).toBe("2027-01-01");
    expect(colomboDate(new Date("2028-02-28T18:30:00.000Z"))).toBe("2028-02-29");
  });

  it("agrees with the time zone database", () => {
    const tzdb = new Intl.DateTimeFormat("en-CA", { timeZone: COLOMBO_TZ });
    const instant = fc.integer({ min: Date.UTC(2007, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instant, (ms) => {
        expect(colomboDate(new Date(ms))).toBe(tzdb.format(new Date(ms)));
      }),
    );
  });

  it("rejects an invalid Date", () => {
    expect(() => colomboDate(new Date("nope"))).toThrow(RangeError);
  });
});

describe("colomboDayStart / colomboDayEndExclusive", () => {
  it("bounds a Colombo day in UTC", () => {
    expect(colomboDayStart("2026-11-22").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(colomboDayEndExclusive("2026-11-22").toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(colomboDayEndExclusive("2026-12-31").toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(colomboDayStart("2027-01-01").toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("contains exactly the instants colomboDate maps to that day", () => {
    const day = "2026-11-22";
    const start = colomboDayStart(day).getTime();
    const end = colomboDayEndExclusive(day).getTime();
    expect(colomboDate(new Date(start))).toBe(day);
    expect(colomboDate(new Date(start - 1))).toBe("2026-11-21");
    expect(colomboDate(new Date(end - 1))).toBe(day);
    expect(colomboDate(new Date(end))).toBe("2026-11-23");
  });

  it("rejects what is not a real date", () => {
    expect(() => colomboDayStart("2026-02-30")).toThrow(RangeError);
    expect(() => colomboDayEndExclusive("22/11/2026")).toThrow(RangeError);
  });
});

describe("isDateOnly", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    for (const ok of ["2026-11-22", "2028-02-29", "2026-01-01", "2026-12-31"])
      expect(isDateOnly(ok)).toBe(true);
    for (const bad of [
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "2026-11-22T00:00:00Z",
      "2026-1-2",
      " 2026-11-22",
      "",
      "20261122",
    ]) {
      expect(isDateOnly(bad)).toBe(false);
    }
  });

  it("takes only the days from FIRST_DAY to LAST_DAY, so arithmetic on them never leaves the calendar", () => {
    for (const ok of [FIRST_DAY, LAST_DAY, "2999-02-28"]) expect(isDateOnly(ok), ok).toBe(true);
    for (const bad of ["0000-01-01", "0099-01-01", "1969-12-31", "3000-01-01", "9999-12-31"]) {
      expect(isDateOnly(bad), bad).toBe(false);
    }
    expect(addDays(LAST_DAY, 400)).toBe("3001-02-04");
    expect(addDays(FIRST_DAY, -400)).toBe("1968-11-27");
  });
});

describe("addDays", () => {
  it("moves over month, year and leap-day boundaries", () => {
    expect(addDays("2026-11-22", 1)).toBe("2026-11-23");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-22", -90)).toBe("2026-08-24");
    expect(addDays("2026-11-22", 0)).toBe("2026-11-22");
  });

  it("refuses fractional days and bad dates", () => {
    expect(() => addDays("2026-11-22", 0.5)).toThrow(RangeError);
    expect(() => addDays("2026-11-31", 1)).toThrow(RangeError);
  });
});
