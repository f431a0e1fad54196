import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchDetail } from "@/lib/bulk-payouts/batch";
import { auditLog, merchantAccounts, moneyOutSends } from "@/server/db/schema";
import { latestDelivery, storeDelivery } from "@/server/webhooks/testing/deliveries";
import { getBatch } from "./batches";
import { batchResultsHandler } from "./routes";
import { type BatchWorld, batchWorld, FILE_HEADER } from "./testing/batch-world";

// Payout batches run against a real sandbox and a real console database: each row becomes exactly one
// payout carrying its reference, outcomes come back from the service, the same file is never paid twice,
// and a batch above the threshold waits for a second person as a whole.

let world: BatchWorld;

beforeAll(async () => {
  world = await batchWorld("console_bulk_run");
}, 180_000);

afterAll(() => world?.close());

const sentOrDone = (state: string) => !["waiting", "quoting"].includes(state);

describe("a payout batch", () => {
  it("pays each row once with its reference, reads the outcomes, and never pays the same file again", async () => {
    const file = [
      FILE_HEADER,
      "RUN-1,run-user-1,7010,100200300,A. Perera,1.5",
      "RUN-2,run-user-2,7278,400500600,B. Silva,2",
      "RUN-3,run-user-1,7010,100200300,A. Perera,0.25",
    ].join("\r\n");
    const started = await world.start(file, "monday.csv");
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { batch } = started.body;
    expect(batch).toMatchObject({
      status: "running",
      rowCount: 3,
      totalUsdt: "3.75",
      indicativeLkr: "1125.00",
    });

    await world.runUntil(batch.id, (states) => states.every(sentOrDone));
    const detail = (await getBatch(world.fx.handle.db, world.accountId, batch.id, {
      userId: world.member.user.id,
      mayPay: true,
    })) as BatchDetail;
    expect(detail.rows.map((row) => [row.reference, row.state, row.amountLkr])).toEqual([
      ["RUN-1", "sent", "450.00"],
      ["RUN-2", "sent", "600.00"],
      ["RUN-3", "sent", "75.00"],
    ]);
    // One end user with one bank account for rows 1 and 3: the second row found what the first registered.
    expect(detail.rows[0]?.recipient).toEqual({
      accountName: "A. Perera",
      bankName: "Bank of Ceylon",
      accountNumber: "100200300",
    });
    for (const reference of ["RUN-1", "RUN-2", "RUN-3"])
      expect(await world.payoutsWithReference(reference)).toBe(1);
    const sends = await world.fx.handle.db
      .select()
      .from(moneyOutSends)
      .where(eq(moneyOutSends.accountId, world.accountId));
    expect(sends.map((send) => send.externalRef).sort()).toEqual(["RUN-1", "RUN-2", "RUN-3"]);

    // The bank's outcomes, as the service reports them, finish the batch.
    const [first, second, third] = detail.rows;
    await world.sandbox.control("POST", `/sandbox/offramps/${first?.offrampId}/settle`, {
      outcome: "COMPLETED",
    });
    await world.sandbox.control("POST", `/sandbox/offramps/${second?.offrampId}/settle`, {
      outcome: "FAILED",
      failureReason: "Account closed",
    });
    await world.sandbox.control("POST", `/sandbox/offramps/${third?.offrampId}/settle`, {
      outcome: "COMPLETED",
    });
    expect(await world.runUntil(batch.id, (states) => !states.includes("sent"))).toEqual([
      "completed",
      "failed",
      "completed",
    ]);
    const finished = await getBatch(world.fx.handle.db, world.accountId, batch.id, {
      userId: world.member.user.id,
      mayPay: true,
    });
    expect(finished?.batch).toMatchObject({ status: "finished", sentLkr: "1125.00" });

    const results = await batchResultsHandler(world.deps())(
      new Request(`http://127.0.0.1/api/accounts/${world.accountId}/bulk-payouts/${batch.id}/results.csv`),
      { params: Promise.resolve({ accountId: world.accountId, batchId: batch.id }) },
    );
    expect(results.headers.get("content-disposition")).toBe('attachment; filename="monday-results.csv"');
    const lines = (await results.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "file_row,reference,external_user_id,bank_code,account_number,account_name,amount_usdt,state,payout_id,amount_lkr,rate_usdt_lkr,failure_reason",
    );
    expect(lines[2]).toBe(
      `3,RUN-2,run-user-2,7278,400500600,B. Silva,2,failed,${second?.offrampId},600.00,300,Account closed`,
    );

    // The same file again: every row says it was paid, and nothing starts.
    const again = await world.start(file, "monday.csv");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      "No row of this file can be paid: fix the refused rows and upload the file again.",
    );
    for (const reference of ["RUN-1", "RUN-2", "RUN-3"])
      expect(await world.payoutsWithReference(reference)).toBe(1);
  }, 180_000);

  it("refuses a file whose references wait in another batch, before anything is sent", async () => {
    const file = [FILE_HEADER, "WAIT-1,wait-user,7010,555,W. Perera,1"].join("\n");
    const first = await world.start(file);
    expect(first.status).toBe(201);
    const cancelled = await world.act(first.body.batch.id, "cancel", "starter");
    expect(cancelled.body.batch).toMatchObject({ status: "cancelled", counts: { cancelled: 1 } });
    // Cancelled rows free their references: the corrected file may start.
    const second = await world.start(file);
    expect(second.status).toBe(201);
    const third = await world.start(file);
    expect(third.status).toBe(400);
    await world.act(second.body.batch.id, "cancel", "starter");
    expect(await world.payoutsWithReference("WAIT-1")).toBe(0);
  }, 120_000);

  it("waits for a second person as a whole above the threshold, with the recipients the service holds", async () => {
    await world.withThreshold("500", async () => {
      const file = [
        FILE_HEADER,
        "HELD-1,held-user-1,7083,777888,C. Fernando,1",
        "HELD-2,held-user-2,7010,999000,D. Jayasuriya,1",
      ].join("\n");
      const started = await world.start(file);
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const { batch } = started.body;
      expect(batch.status).toBe("preparing");
      expect(batch.heldReason).toMatch(/above LKR 500\.00, so a second person has to approve it\.$/);

      // Preparing registers every recipient at the service and pays nobody.
      await world.runUntil(batch.id, () => true, 1);
      const waiting = await world.act(batch.id, "approve", "starter");
      expect(waiting.status).toBe(403);
      expect(waiting.body.message).toBe(
        "You started this batch, so another member has to approve or reject it.",
      );
      const seen = await getBatch(world.fx.handle.db, world.accountId, batch.id, {
        userId: "someone",
        mayPay: true,
      });
      expect(seen?.batch.status).toBe("awaiting_approval");
      expect(
        seen?.rows.map((row) => [row.state, row.recipient?.accountName, row.recipient?.bankName]),
      ).toEqual([
        ["waiting", "C. Fernando", "Hatton National Bank"],
        ["waiting", "D. Jayasuriya", "Bank of Ceylon"],
      ]);
      expect(await world.payoutsWithReference("HELD-1")).toBe(0);

      const approved = await world.act(batch.id, "approve", "second");
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.batch).toMatchObject({ status: "running", decidedBy: { name: "Second Member" } });
      await world.runUntil(batch.id, (states) => states.every(sentOrDone));
      expect(await world.payoutsWithReference("HELD-1")).toBe(1);
      expect(await world.payoutsWithReference("HELD-2")).toBe(1);

      const audit = await world.fx.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.accountId, world.accountId));
      const actions = audit.map((entry) => `${entry.action}:${entry.outcome}`);
      expect(actions).toContain("bulk_payout.start:success");
      expect(actions).toContain("bulk_payout.approve:success");
      expect(actions).toContain("bulk_payout.approve:denied");
    });
  }, 180_000);

  it("moves a sent row to its outcome when the payout's webhook arrives", async () => {
    const receiver = await world.sandbox.webhookReceiver();
    const key = await world.sandbox.control("GET", "/sandbox/webhook-public-key");
    await world.fx.handle.db
      .update(merchantAccounts)
      .set({ webhookPublicKey: key.text })
      .where(eq(merchantAccounts.id, world.accountId));
    world.sendWebhooksTo(receiver.url);
    const started = await world.start([FILE_HEADER, "HOOK-1,hook-user,7010,4242,H. Perera,1"].join("\n"));
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await world.runUntil(started.body.batch.id, (states) => states.every(sentOrDone));
    const sent = await getBatch(world.fx.handle.db, world.accountId, started.body.batch.id, {
      userId: world.member.user.id,
      mayPay: true,
    });
    const offrampId = sent?.rows[0]?.offrampId;
    expect(sent?.rows[0]?.state).toBe("sent");

    await world.sandbox.control("POST", `/sandbox/offramps/${offrampId}/settle`, {
      outcome: "FAILED",
      failureReason: "Beneficiary name mismatch",
    });
    const delivery = await latestDelivery(
      receiver,
      (body) => body?.paymentId === offrampId && body?.event === "payment.failed",
    );
    // No slice runs: the webhook alone moves the row, with the bank's reason.
    expect((await storeDelivery(world.fx.handle.db, world.accountId, delivery)).status).toBe(200);
    const after = await getBatch(world.fx.handle.db, world.accountId, started.body.batch.id, {
      userId: world.member.user.id,
      mayPay: true,
    });
    expect(after?.rows[0]).toMatchObject({ state: "failed", failureReason: "Beneficiary name mismatch" });
  }, 120_000);
});
