import { describe, expect, it } from "vitest";
import type { LongReadPacer } from "@/server/reports/export-pace";
import { type ReferencePage, readUsedReferences } from "./used-references";

const PAGE_SIZE = 100;

/** An offramp report oldest first, as the service pages it, that counts the pages asked for. */
function report(count: number) {
  const payouts = Array.from({ length: count }, (_, i) => ({ paymentId: `p${i}`, externalRef: `ref-${i}` }));
  const asked: number[] = [];
  let turns = 0;
  const pacer: LongReadPacer = {
    operationId: "getOfframpReport",
    turn: async () => {
      turns++;
    },
    tryTurn: async () => true,
    observe: () => {},
    intervalMs: () => 0,
  };
  const fetchPage = async (page: number): Promise<ReferencePage> => {
    asked.push(page);
    return {
      items: payouts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      totalItems: payouts.length,
      totalPages: Math.max(1, Math.ceil(payouts.length / PAGE_SIZE)),
    };
  };
  const read = (key?: string) =>
    readUsedReferences({
      key,
      pageSize: PAGE_SIZE,
      fetchPage,
      pacer,
      signal: new AbortController().signal,
      maxRows: 100_000,
    });
  const add = (n: number) => {
    for (let i = 0; i < n; i++) {
      const next = payouts.length;
      payouts.push({ paymentId: `p${next}`, externalRef: `ref-${next}` });
    }
  };
  return { read, add, payouts, asked, turns: () => turns };
}

const key = () => `account ${Math.random()}`;

describe("the references a payout file is checked against", () => {
  it("are every payout's, read at the pace; a later check reads only from the last full page on", async () => {
    const service = report(250);
    const reader = key();
    const first = await service.read(reader);
    expect(first.size).toBe(250);
    expect(first.get("ref-0")).toBe("payout p0");
    expect(service.asked).toEqual([1, 2, 3]);
    expect(service.turns()).toBe(3);

    // Payouts made since (the newest are at the end): found, without the history read again.
    service.add(130);
    service.asked.length = 0;
    const second = await service.read(reader);
    expect(service.asked).toEqual([2, 3, 4]);
    expect(second.size).toBe(380);
    expect(second.get("ref-379")).toBe("payout p379");
    expect(second.get("ref-5")).toBe("payout p5");
  });

  it("are read whole for another reader, with no reader to remember them by, and when payouts went away", async () => {
    const service = report(250);
    const reader = key();
    await service.read(reader);
    service.asked.length = 0;
    await service.read(key());
    expect(service.asked).toEqual([1, 2, 3]);
    service.asked.length = 0;
    await service.read();
    await service.read();
    expect(service.asked).toEqual([1, 2, 3, 1, 2, 3]);

    // Rows removed move every later row: the remembered pages no longer hold, so all is read again.
    service.payouts.splice(10, 1);
    service.asked.length = 0;
    const after = await service.read(reader);
    expect(service.asked).toEqual([2, 1, 2, 3]);
    expect(after.has("ref-10")).toBe(false);
    expect(after.size).toBe(249);
  });
});
