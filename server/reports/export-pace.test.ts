import { describe, expect, it } from "vitest";
import { createExportPacer, estimateExportSeconds, readRateLimit } from "./export-pace";

const headers = (limit: string | null, remaining: string | null, reset: string | null) => {
  const h = new Headers();
  if (limit !== null) h.set("X-RateLimit-Limit", limit);
  if (remaining !== null) h.set("X-RateLimit-Remaining", remaining);
  if (reset !== null) h.set("X-RateLimit-Reset", reset);
  return h;
};

describe("readRateLimit", () => {
  it("reads the service's announcement, and nothing from missing or foreign values", () => {
    expect(readRateLimit(headers("200", "187", "1795640060"))).toEqual({
      limit: 200,
      remaining: 187,
      resetAtMs: 1795640060000,
    });
    expect(readRateLimit(headers(null, "187", "1795640060"))).toBeNull();
    expect(readRateLimit(headers("two hundred", "187", "1"))).toBeNull();
    expect(readRateLimit(headers("200", "", "1"))).toBeNull();
    expect(readRateLimit(headers("0", "0", "1"))).toBeNull();
  });
});

describe("createExportPacer", () => {
  it("keeps its default pace until the service says its limit", () => {
    const pacer = createExportPacer(300);
    expect(pacer.intervalMs()).toBe(300);
    expect(pacer.delayMs(1_000, 1_100)).toBe(200);
    expect(pacer.delayMs(1_000, 2_000)).toBe(0);
  });

  it("uses 150 of 200 calls a minute: one call every 400 ms", () => {
    const pacer = createExportPacer(100);
    pacer.observe(headers("200", "190", "1795640060"));
    expect(pacer.intervalMs()).toBe(400);
    expect(pacer.delayMs(10_000, 10_100)).toBe(300);
    // A slower limit gives a slower pace: 60 a minute → 45 → one call every 1,334 ms.
    pacer.observe(headers("60", "59", "1795640060"));
    expect(pacer.intervalMs()).toBe(1334);
  });

  it("leaves the last quarter of the window to the rest of the console: it waits for the reset", () => {
    const pacer = createExportPacer(100);
    const now = 1_795_640_000_000;
    pacer.observe(headers("200", "50", String((now + 20_000) / 1000)));
    expect(pacer.delayMs(now - 5_000, now)).toBe(20_250);
    pacer.observe(headers("200", "51", String((now + 20_000) / 1000)));
    expect(pacer.delayMs(now - 5_000, now)).toBe(0);
  });

  it("never goes faster than its default pace", () => {
    const pacer = createExportPacer(1_200);
    pacer.observe(headers("1000", "999", "1795640060"));
    expect(pacer.intervalMs()).toBe(1_200);
  });

  it("estimates the export's duration from its pages before it starts", () => {
    const pacer = createExportPacer(100);
    pacer.observe(headers("200", "199", "1795640060"));
    expect(estimateExportSeconds(1, pacer)).toBe(0);
    expect(estimateExportSeconds(151, pacer)).toBe(60);
  });
});
