import { describe, expect, it } from "vitest";
import { createLongReadPacer, memoryPaceStore } from "./export-pace";
import { pagedCsvStream } from "./paged-csv";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("pagedCsvStream paced by the service's rate-limit headers", () => {
  it("spaces its calls to 150 of 200 a minute, and waits for the window to turn when only the reserve is left", async () => {
    let clock = 1_795_640_000_000;
    const sleeps: number[] = [];
    const pacer = createLongReadPacer({
      store: memoryPaceStore(() => clock),
      key: { accountId: "a", operationId: "listPayments" },
      fallbackIntervalMs: 300,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
      now: () => clock,
    });
    let remaining = 53;
    const stream = pagedCsvStream<{ id: string }>({
      header: "id\r\n",
      pacer,
      fetchPage: async (page) => {
        remaining -= 1;
        const headers = new Headers({
          "X-RateLimit-Limit": "200",
          "X-RateLimit-Remaining": String(remaining),
          "X-RateLimit-Reset": String(Math.floor(clock / 1000) + 30),
        });
        pacer.observe(headers);
        return { items: [{ id: `row-${page}` }], totalPages: 4, totalItems: 4 };
      },
      keyOf: (item) => item.id,
      lines: (items) => items.map((item) => `${item.id}\r\n`).join(""),
    });
    expect(await readAll(stream)).toBe("id\r\nrow-1\r\nrow-2\r\nrow-3\r\nrow-4\r\n");
    // Page 1 goes at once and page 2 at the default pace (its slot was taken before the limit was known);
    // then one call per 400 ms; at 50 left, the last quarter of 200 belongs to the rest of the console, so
    // page 4 waits for the announced reset.
    expect(sleeps[0]).toBe(300);
    expect(sleeps[1]).toBe(400);
    expect(sleeps[2]).toBeGreaterThan(29_000);
  });

  it("is cut with an error when the read is ended, and calls nothing more", async () => {
    const ended = new AbortController();
    const asked: number[] = [];
    const stream = pagedCsvStream<{ id: string }>({
      header: "id\r\n",
      fetchPage: async (page) => {
        asked.push(page);
        if (page === 2) ended.abort(new Error("access ended"));
        return { items: [{ id: `row-${page}` }], totalPages: 10, totalItems: 10 };
      },
      keyOf: (item) => item.id,
      lines: (items) => items.map((item) => `${item.id}\r\n`).join(""),
      signal: ended.signal,
    });
    await expect(readAll(stream)).rejects.toThrow("access ended");
    expect(asked).toEqual([1, 2]);
  });
});
