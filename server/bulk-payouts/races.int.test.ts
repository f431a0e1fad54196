import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAmount } from "@/lib/format";
import { decimal } from "@/lib/money";
import { sentInWindow } from "@/server/approvals/sent-money";
import { bulkPayoutRows, bulkPayouts } from "@/server/db/schema";
import type { UpstreamClient } from "@/server/upstream/client";
import { UpstreamError, UpstreamTimeoutError, ValidationError } from "@/server/upstream/errors";
import { checkPayoutFileHandler } from "./check-route";
import { startBatchHandler } from "./routes";
import { runSlice, type SliceOptions } from "./run";
import { type BatchWorld, batchWorld, FILE_HEADER } from "./testing/batch-world";

// A batch under the faults and races a run meets: a cancel while a row is being quoted, an answer lost
// after the payout was made, a refused key, two batches at once under the threshold, text no database
// stores, and a second instance that wants the batch while the first is mid-call. Each would pay a row
// the person did not mean to pay, record a paid row as unpaid, or answer a 5xx.

let world: BatchWorld;

beforeAll(async () => {
  world = await batchWorld("console_bulk_races");
}, 180_000);

afterAll(() => world?.close());

/** The run's client with every call of the service passed through `hook` first. */
type Hook = (name: string, real: () => Promise<unknown>) => Promise<unknown>;
const hooked =
  (hook: Hook): NonNullable<SliceOptions["client"]> =>
  async (accountId, onResponse) => {
    const client = (await world.client(accountId, onResponse)) as UpstreamClient;
    const api = new Proxy(client.api, {
      get(target, name: string) {
        const real = (target as Record<string, (...args: unknown[]) => Promise<unknown>>)[name];
        if (typeof real !== "function") return real;
        return (...args: unknown[]) => hook(name, () => real(...args));
      },
    });
    return { ...client, api } as UpstreamClient;
  };

const slice = (batchId: string, client: NonNullable<SliceOptions["client"]>, owner = "test") =>
  runSlice(world.fx.handle.db, batchId, { owner, client, fallbackIntervalMs: 0, sliceMs: 20_000 });

const rowsOf = (batchId: string) =>
  world.fx.handle.db.select().from(bulkPayoutRows).where(eq(bulkPayoutRows.batchId, batchId));

const batchOf = async (batchId: string) =>
  (await world.fx.handle.db.select().from(bulkPayouts).where(eq(bulkPayouts.id, batchId)))[0];

async function started(...lines: string[]) {
  const answer = await world.start([FILE_HEADER, ...lines].join("\n"));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.batch.id;
}

const lostAnswer = () => new UpstreamTimeoutError("No answer within 15000 ms");

describe("a payout batch under faults and races", () => {
  it("pays nobody when cancelled while a row is being quoted", async () => {
    const id = await started("CXL-1,cxl-user,7010,123123,C. Race,1");
    let counts: unknown = null;
    await slice(
      id,
      hooked(async (name, real) => {
        if (name === "getAggregatorQuote" && counts === null)
          counts = (await world.act(id, "cancel", "starter")).body.batch.counts;
        return real();
      }),
    );
    expect(counts).toMatchObject({ cancelled: 1 });
    expect((await rowsOf(id))[0]?.state).toBe("cancelled");
    expect(await world.payoutsWithReference("CXL-1")).toBe(0);
  }, 120_000);

  it("finds the payout of a send whose answer was lost, even after the batch is cancelled", async () => {
    const id = await started("STK-1,stk-user,7010,456456,S. Stuck,1");
    await slice(
      id,
      hooked(async (name, real) => {
        if (name !== "createOfframp") return real();
        await real();
        throw lostAnswer();
      }),
    );
    expect((await rowsOf(id))[0]?.state).toBe("quoting");
    expect((await world.act(id, "cancel", "starter")).body.batch.status).toBe("cancelled");
    await slice(id, world.client);
    const [row] = await rowsOf(id);
    expect(row?.state).toBe("sent");
    expect(row?.offrampId).not.toBeNull();
    expect(await world.payoutsWithReference("STK-1")).toBe(1);
  }, 120_000);

  it("never records a row whose answer was lost as refused when the next quote is refused", async () => {
    const id = await started("RFS-1,rfs-user,7010,789789,R. Refused,1");
    let lost = false;
    const client = hooked(async (name, real) => {
      if (name === "createOfframp" && !lost) {
        lost = true;
        await real();
        throw lostAnswer();
      }
      if (name === "getAggregatorQuote" && lost)
        throw new ValidationError("amount_usdt out of range", { status: 400 });
      return real();
    });
    await slice(id, client);
    await slice(id, client);
    const [row] = await rowsOf(id);
    expect(await world.payoutsWithReference("RFS-1")).toBe(1);
    expect(row?.state).toBe("sent");
  }, 120_000);

  it("pauses with the reason when the service refuses the account's key, refusing no row", async () => {
    const id = await started("AUTH-1,auth-user-1,7010,111,A. One,1", "AUTH-2,auth-user-2,7010,222,A. Two,1");
    const refused = hooked(async () => {
      throw new UpstreamError("authentication", "Invalid signature", { status: 401 });
    });
    expect(await slice(id, refused)).toBe("idle");
    expect((await rowsOf(id)).map((row) => row.state)).toEqual(["waiting", "waiting"]);
    const batch = await batchOf(id);
    expect(batch?.status).toBe("paused");
    expect(batch?.pausedReason).toMatch(/^The payments service refused this account's API key or role/);
    await world.act(id, "cancel", "starter");
  }, 120_000);

  it("holds the second of two batches that together pass the threshold", async () => {
    // 600 above what the account sent in the last 24 hours: one batch of 450 fits, two do not.
    const before = (await sentInWindow(world.fx.handle.db, world.accountId, "batch")).accountLkr;
    const threshold = decimal(before).plus(600).toFixed(2);
    await world.withThreshold(threshold, async () => {
      const first = await world.start([FILE_HEADER, "THR-1,thr-user-1,7010,1010,T. One,1.5"].join("\n"));
      const second = await world.start([FILE_HEADER, "THR-2,thr-user-2,7010,2020,T. Two,1.5"].join("\n"));
      expect(first.body.batch.status).toBe("running");
      expect(second.body.batch.status).toBe("preparing");
      const sent = formatAmount(decimal(before).plus(450).toFixed(2), "LKR");
      expect(second.body.batch.heldReason).toBe(
        `LKR 450.00 now plus ${sent} sent from this merchant account in the last 24 hours is above ${formatAmount(threshold, "LKR")}, so a second person has to approve it.`,
      );
      await world.act(first.body.batch.id, "cancel", "starter");
      await world.act(second.body.batch.id, "cancel", "starter");
    });
  }, 120_000);

  it("refuses text no database stores with a 400 in words, on every batch route", async () => {
    const { accountId } = world;
    const post = async (handler: typeof startBatchHandler, path: string, body: unknown) => {
      const request = new Request(`http://127.0.0.1/api/accounts/${accountId}/bulk-payouts${path}`, {
        method: "POST",
        headers: { origin: "http://127.0.0.1", "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const response = await handler(world.deps())(request, { params: Promise.resolve({ accountId }) });
      return { status: response.status, message: ((await response.json()) as { message: string }).message };
    };
    const line = "NUL-1,nul-user,7010,999,N. Ul,1";
    expect(
      await post(startBatchHandler, "", { file: `${FILE_HEADER}\n${line}`, fileName: "a\u0000b.csv" }),
    ).toEqual({
      status: 400,
      message: "The file's name holds characters that are not text. Rename the file and choose it again.",
    });
    const notText =
      "The file is not text as a spreadsheet saves CSV. Save it again as CSV UTF-8 (comma delimited).";
    const nulCell = { file: `${FILE_HEADER}\nNUL-2\u0000,nul-user,7010,999,N. Ul,1` };
    expect(await post(startBatchHandler, "", nulCell)).toEqual({ status: 400, message: notText });
    expect(await post(checkPayoutFileHandler, "/check", nulCell)).toEqual({ status: 400, message: notText });

    await world.withThreshold("1", async () => {
      const id = await started("NUL-3,nul-user,7010,999,N. Ul,1");
      await slice(id, world.client);
      const reject = await world.act(id, "reject", "second", { reason: "bad\u0000reason" });
      expect(reject.status).toBe(400);
      expect((await batchOf(id))?.status).toBe("awaiting_approval");
      await world.act(id, "cancel", "starter");
    });
  }, 120_000);

  it("paces by the limits the service announces", async () => {
    const id = await started("PACE-1,pace-user,7010,4242,P. Ace,1");
    await slice(id, world.client);
    // The sandbox allows 60 payouts a minute; a batch takes 80 % of that: one every 1,250 ms.
    expect((await batchOf(id))?.sendIntervalMs).toBe(1250);
  }, 120_000);

  it("goes at its share of the documented limits before the service has said anything, never slower", async () => {
    const id = await started("DOC-1,doc-user,7010,4343,D. Ocs,1");
    await runSlice(world.fx.handle.db, id, { owner: "test", client: world.client, sliceMs: 20_000 });
    expect((await batchOf(id))?.sendIntervalMs).toBe(1250);
    expect((await rowsOf(id))[0]?.state).toBe("sent");
  }, 120_000);

  it("keeps a second instance off a batch whose holder is mid-call, however long its calls take", async () => {
    const id = await started("LSE-1,lse-user,7010,5150,L. Ease,1");
    // Every call takes 800 ms: a row's three registration calls outlast the 2-second lease.
    const slow = hooked(async (_name, real) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      return real();
    });
    const options = { client: slow, leaseMs: 2_000, fallbackIntervalMs: 0, sliceMs: 20_000 };
    const first = runSlice(world.fx.handle.db, id, { ...options, owner: "instance-1" });
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const second = await runSlice(world.fx.handle.db, id, { ...options, owner: "instance-2" });
    expect(second).toBe("busy");
    await first;
    const [row] = await rowsOf(id);
    const client = (await world.client(world.accountId, () => {})) as UpstreamClient;
    const accounts = await client.api.listAggregatorBankAccounts({ params: { id: row?.userId ?? "" } });
    expect(accounts).toHaveLength(1);
    expect(await world.payoutsWithReference("LSE-1")).toBe(1);
  }, 120_000);

  it("starts the same file once when it is started three times at once", async () => {
    const file = [FILE_HEADER, "TWICE-1,twice-user,7010,31337,T. Wice,1"].join("\n");
    const answers = await Promise.all([world.start(file), world.start(file), world.start(file)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
  }, 120_000);
});
