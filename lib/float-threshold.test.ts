import { describe, expect, it } from "vitest";
import { runwayThresholdFormSchema, thresholdDaysOf } from "./float-threshold";

const parse = (days: string) => runwayThresholdFormSchema.safeParse({ accountId: "a", days });

describe("runwayThresholdFormSchema", () => {
  it("takes whole days from 1 to 365, and blank for no warning", () => {
    for (const days of ["1", "14", " 30 ", "365", ""]) expect(parse(days).success).toBe(true);
    expect(thresholdDaysOf({ days: " 14 " })).toBe(14);
    expect(thresholdDaysOf({ days: "" })).toBeNull();
  });
  it("refuses fractions, signs, words and days out of range, in words", () => {
    for (const days of ["1.5", "-3", "two", "0", "366", "1e2"]) expect(parse(days).success).toBe(false);
    expect(parse("0").error?.issues[0]?.message).toBe("Enter between 1 and 365 days, or leave it blank");
    expect(parse("1.5").error?.issues[0]?.message).toBe("Enter whole days, like 14, or leave it blank");
  });
});
