import { describe, expect, it } from "vitest";
import { durationWords } from "./running-export";

describe("durationWords", () => {
  it("says how long an export will take in words, the noun agreeing with the number", () => {
    expect(durationWords(3)).toBe("about 5 seconds");
    expect(durationWords(41)).toBe("about 45 seconds");
    expect(durationWords(60)).toBe("about 1 minute");
    expect(durationWords(61)).toBe("about 2 minutes");
    expect(durationWords(3600)).toBe("about 60 minutes");
  });
});
