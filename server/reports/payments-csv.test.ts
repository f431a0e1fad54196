import { describe, expect, it } from "vitest";
import { PAYMENT_CSV_HEADER } from "@/lib/csv";
import type { PaymentListItem, PaymentListResponse } from "@/lib/payments-api/payments";
import { type PaymentPageFetcher, paymentsCsvStream } from "./payments-csv";

function item(n: number): PaymentListItem {
  return {
    id: `pay_${String(n).padStart(4, "0")}`,
    amount: n + 0.5,
    currency: n % 2 === 0 ? "USDT" : "LKR",
    status: "PAID",
    createdAt: new Date(Date.UTC(2026, 10, 1) + n * 60_000).toISOString(),
    paidAt: null,
  };
}

/** A list of `total` payments served `size` per page, recording every page asked for. */
function fakeList(total: number, size = 3) {
  const calls: number[] = [];
  const all = Array.from({ length: total }, (_, i) => item(i));
  const fetchPage: PaymentPageFetcher = async (page) => {
    calls.push(page);
    return pageOf(all, page, size);
  };
  return { calls, all, fetchPage };
}

function pageOf(all: PaymentListItem[], page: number, size: number): PaymentListResponse {
  return {
    data: all.slice((page - 1) * size, page * size),
    meta: { page, pageSize: size, totalItems: all.length, totalPages: Math.ceil(all.length / size) },
  };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

const noWait = { minIntervalMs: 0 };

describe("paymentsCsvStream", () => {
  it("writes the header and every row of every page, in order", async () => {
    const { calls, fetchPage } = fakeList(8);
    const text = await readAll(paymentsCsvStream({ fetchPage, ...noWait }));
    const lines = text.split("\r\n").filter((line) => line !== "");
    expect(`${lines[0]}\r\n`).toBe(PAYMENT_CSV_HEADER);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(
      Array.from({ length: 8 }, (_, i) => item(i).id),
    );
    expect(calls).toEqual([1, 2, 3]);
  });

  it("writes only the header for an empty list", async () => {
    const { fetchPage } = fakeList(0);
    expect(await readAll(paymentsCsvStream({ fetchPage, ...noWait }))).toBe(PAYMENT_CSV_HEADER);
  });

  it("uses a page fetched beforehand instead of asking for it again", async () => {
    const { calls, all, fetchPage } = fakeList(5);
    await readAll(paymentsCsvStream({ fetchPage, firstPage: pageOf(all, 1, 3), ...noWait }));
    expect(calls).toEqual([2]);
  });

  it("fetches a page only when the reader wants more, and stops when the reader cancels", async () => {
    const { calls, fetchPage } = fakeList(30);
    const reader = paymentsCsvStream({ fetchPage, ...noWait }).getReader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain(item(2).id);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([1]);
  });

  it("keeps calls at least the minimum interval apart", async () => {
    const { fetchPage } = fakeList(9);
    let clock = 1_000;
    const starts: number[] = [];
    const waits: number[] = [];
    await readAll(
      paymentsCsvStream({
        fetchPage: (page, signal) => {
          starts.push(clock);
          clock += 40; // each call takes 40 ms
          return fetchPage(page, signal);
        },
        minIntervalMs: 300,
        now: () => clock,
        sleep: async (ms) => {
          waits.push(ms);
          clock += ms;
        },
      }),
    );
    expect(starts).toEqual([1_000, 1_300, 1_600]);
    expect(waits).toEqual([260, 260]);
  });

  it("writes a row that slid onto the next page (new payments arrived) only once", async () => {
    const all = Array.from({ length: 6 }, (_, i) => item(i));
    const pages: Record<number, PaymentListItem[]> = {
      1: all.slice(0, 3),
      // One new payment came first in the meantime: page 2 starts with the last row of page 1.
      2: [all[2], all[3], all[4]].filter((x): x is PaymentListItem => x !== undefined),
      3: all.slice(5),
    };
    const text = await readAll(
      paymentsCsvStream({
        fetchPage: async (page) => ({
          data: pages[page] ?? [],
          meta: { page, pageSize: 3, totalItems: 7, totalPages: 3 },
        }),
        ...noWait,
      }),
    );
    const ids = text
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",")[0]);
    expect(ids).toEqual(all.map((x) => x.id));
  });

  it("ends the stream with an error when a page fails, after the rows already written", async () => {
    const { fetchPage } = fakeList(9);
    const reader = paymentsCsvStream({
      fetchPage: (page, signal) => (page === 2 ? Promise.reject(new Error("boom")) : fetchPage(page, signal)),
      ...noWait,
    }).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain(item(0).id);
    await expect(reader.read()).rejects.toThrow("boom");
  });

  it("refuses to run past its row bound", async () => {
    const { fetchPage } = fakeList(10);
    await expect(readAll(paymentsCsvStream({ fetchPage, maxRows: 5, ...noWait }))).rejects.toThrow(
      /stops at 5 rows/,
    );
  });
});
