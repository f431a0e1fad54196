import { describe, expect, it } from "vitest";
import { createLongReadPacer, memoryPaceStore } from "@/server/reports/export-pace";
import { type ReadPage, type ReadProgress, readAllPages, TooManyRowsError } from "./read-pages";

type Row = { id: string };
const page = (ids: string[], totalPages: number, totalItems: number): ReadPage<Row, string> => ({
  items: ids.map((id) => ({ id })),
  totalPages,
  totalItems,
  summary: "summary",
});

function fakeClock() {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    waits,
  };
}

function pacer(fallbackIntervalMs: number, clock = fakeClock()) {
  return createLongReadPacer({
    store: memoryPaceStore(clock.now),
    key: { accountId: "a", operationId: "getLedgerReport" },
    fallbackIntervalMs,
    sleep: clock.sleep,
    now: clock.now,
  });
}

describe("readAllPages", () => {
  it("reads every page at the pace, reports progress, and keeps a row that slid onto the next page once", async () => {
    const pages = [page(["a", "b"], 3, 6), page(["b", "c"], 3, 6), page(["d", "e"], 3, 6)];
    const clock = fakeClock();
    const progress: ReadProgress[] = [];
    const asked: number[] = [];
    const result = await readAllPages({
      fetchPage: async (n) => {
        asked.push(n);
        return pages[n - 1] ?? page([], 3, 6);
      },
      keyOf: (row) => row.id,
      pacer: pacer(1_200, clock),
      signal: new AbortController().signal,
      maxRows: 100,
      onProgress: (p) => progress.push(p),
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(result.items.map((row) => row.id)).toEqual(["a", "b", "c", "d", "e"]);
    expect(result.summary).toBe("summary");
    expect(clock.waits).toEqual([1_200, 1_200]);
    expect(progress.map((p) => [p.pagesRead, p.totalPages])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(progress[0]?.secondsLeft).toBe(3);
    expect(progress[2]?.secondsLeft).toBe(0);
  });

  it("refuses a window above its bound before reading page 2", async () => {
    const asked: number[] = [];
    const read = readAllPages({
      fetchPage: async (n) => {
        asked.push(n);
        return page(["a"], 50, 5_000);
      },
      keyOf: (row) => row.id,
      pacer: pacer(0),
      signal: new AbortController().signal,
      maxRows: 1_000,
    });
    await expect(read).rejects.toBeInstanceOf(TooManyRowsError);
    expect(asked).toEqual([1]);
  });

  it("stops when asked to", async () => {
    const abort = new AbortController();
    const read = readAllPages({
      fetchPage: async (n) => {
        if (n === 1) abort.abort();
        return page(["a"], 3, 3);
      },
      keyOf: (row) => row.id,
      pacer: pacer(0),
      signal: abort.signal,
      maxRows: 10,
    });
    await expect(read).rejects.toThrow();
  });
});
