import { afterEach, describe, expect, it } from "vitest";
import { expectApiError } from "../../testing/api-error";
import { fileSandbox } from "../../testing/file-sandbox";
import {
  aggregator,
  createBankAccount,
  createUser,
  offrampBody,
  payout,
  quote,
  topUp,
  wholeLedger,
} from "./test-fixtures";

// POST /v1/aggregator/offramp: each rule of docs/service-rules.md §8, with its exact answer, and what it leaves untouched.

const sandbox = fileSandbox({ env: { SANDBOX_AUTO_SETTLE: "false" } });

afterEach(async () => {
  await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
});

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = "0b5e7d0c-2f1a-4c55-8f0e-5b0a2d4c6e71";

describe("POST /v1/aggregator/offramp", () => {
  it("redeems the lock, debits the float and answers 201 with a PENDING offramp", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const lock = await quote(agg.api, 10);
    // A rate change after the quote does not touch the locked amounts.
    await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 320 });
    const body = offrampBody(agg, lock.fxLockId, { webhookUrl: "http://127.0.0.1:9/hooks" });
    const response = await agg.api.request("POST", "/v1/aggregator/offramp", body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: "PENDING",
      amountUsdt: 10,
      amountLkr: 3000,
      rateUsdtLkr: 300,
      externalRef: body.externalRef,
      bankRef: null,
      completedAt: null,
      failedAt: null,
      createdAt: expect.stringMatching(ISO_MS),
    });

    const fetched = await agg.api.request("GET", `/v1/aggregator/offramp/${response.body.paymentId}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.paymentId).toBe(response.body.paymentId);
    expect(fetched.body.amountLkr).toBe(3000);

    const ledger = await wholeLedger(agg.api);
    expect(ledger.ledger.map((e: { type: string }) => e.type)).toEqual(["CREDIT", "DEBIT"]);
    expect(ledger.ledger[1]).toEqual({
      id: expect.any(String),
      type: "DEBIT",
      amountLkr: 3000,
      balanceAfter: 7000,
      aggregatorOfframpId: response.body.paymentId,
      bankRef: null,
      notes: null,
      createdAt: response.body.createdAt,
    });
    expect(ledger.summary.currentBalanceLkr).toBe(7000);
  });

  it("returns the original offramp with 200 for a known externalRef, whatever the body says", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const original = await payout(agg, 5);
    const otherAccount = await createBankAccount(agg.api, agg.userId, { bankCode: 7083 });
    const secondLock = await quote(agg.api, 7);

    const replay = await agg.api.request(
      "POST",
      "/v1/aggregator/offramp",
      offrampBody(agg, secondLock.fxLockId, {
        externalRef: original.externalRef,
        userBankId: otherAccount.userBankId,
      }),
    );
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(original);
    // Even a body that would fail every other check gets the original.
    const nonsense = await agg.api.request("POST", "/v1/aggregator/offramp", {
      fxLockId: UNKNOWN_ID,
      userId: UNKNOWN_ID,
      userBankId: UNKNOWN_ID,
      externalRef: original.externalRef,
    });
    expect(nonsense.status).toBe(200);
    expect(nonsense.body).toEqual(original);

    // No money moved for the replays, and the second lock is still unused.
    const ledger = await wholeLedger(agg.api);
    expect(ledger.summary.debitCount).toBe(1);
    expect(ledger.summary.currentBalanceLkr).toBe(8500);
    const fresh = await agg.api.request(
      "POST",
      "/v1/aggregator/offramp",
      offrampBody(agg, secondLock.fxLockId),
    );
    expect(fresh.status).toBe(201);
    expect(fresh.body.amountLkr).toBe(2100);
  });

  it("refuses an unknown lock or another merchant's with 400 Invalid fxLockId", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const other = await aggregator(sandbox, 10_000, "Other Remit");
    const foreignLock = await quote(other.api, 1);
    for (const fxLockId of [UNKNOWN_ID, foreignLock.fxLockId]) {
      const response = await agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, fxLockId));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: "Invalid fxLockId",
        error: "Bad Request",
        details: [{ field: "fxLockId", constraint: "exists", message: "Invalid fxLockId" }],
      });
    }
    // The other merchant can still use its own lock.
    const own = await other.api.request(
      "POST",
      "/v1/aggregator/offramp",
      offrampBody(other, foreignLock.fxLockId),
    );
    expect(own.status).toBe(201);
  });

  it("refuses a lock that was already used", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const lock = await quote(agg.api, 2);
    const first = await agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, lock.fxLockId));
    expect(first.status).toBe(201);
    const second = await agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, lock.fxLockId));
    expectApiError(second, 400, "FX rate lock has already been used");
    expect((await wholeLedger(agg.api)).summary.debitCount).toBe(1);
  });

  it("accepts a lock at 59 seconds and refuses it after 61", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const young = await quote(agg.api, 1);
    const old = await quote(agg.api, 1);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 59 });
    const inTime = await agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, young.fxLockId));
    expect(inTime.status).toBe(201);

    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 2 });
    const late = await agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, old.fxLockId));
    expectApiError(late, 400, "FX rate lock has expired");
    const ledger = await wholeLedger(agg.api);
    expect(ledger.summary.debitCount).toBe(1);
    expect(ledger.summary.currentBalanceLkr).toBe(9700);
  });

  it("answers 404/403 for users and bank accounts that are unknown or another merchant's", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const other = await aggregator(sandbox, 10_000, "Other Remit");
    const lock = await quote(agg.api, 1);
    const cases: Array<[Record<string, string>, number, string | null]> = [
      [{ userId: UNKNOWN_ID }, 404, "Aggregator user not found"],
      [{ userId: other.userId }, 403, null],
      [{ userBankId: UNKNOWN_ID }, 404, "Bank account not found"],
      [{ userBankId: other.userBankId }, 403, null],
    ];
    for (const [override, status, message] of cases) {
      const response = await agg.api.request(
        "POST",
        "/v1/aggregator/offramp",
        offrampBody(agg, lock.fxLockId, override),
      );
      expect({ override, status: response.status }).toEqual({ override, status });
      if (message) expect(response.body.message).toBe(message);
      else expect(response.body).toMatchObject({ statusCode: 403, error: "Forbidden" });
    }
    // None of them consumed the lock.
    const ok = await agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, lock.fxLockId));
    expect(ok.status).toBe(201);
  });

  it("refuses a bank account of a different end-user of the same merchant", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const stranger = await createUser(agg.api);
    const strangerAccount = await createBankAccount(agg.api, stranger.userId);
    const lock = await quote(agg.api, 1);
    const response = await agg.api.request(
      "POST",
      "/v1/aggregator/offramp",
      offrampBody(agg, lock.fxLockId, { userBankId: strangerAccount.userBankId }),
    );
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      {
        field: "userBankId",
        constraint: "belongsTo",
        message: "userBankId must be a bank account of the given userId",
      },
    ]);
  });

  it("refuses an offramp the float cannot cover and moves nothing", async () => {
    const agg = await aggregator(sandbox, 1_000);
    const lock = await quote(agg.api, 10);
    const refused = await agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, lock.fxLockId));
    expectApiError(refused, 400, "insufficient float balance");
    const ledger = await wholeLedger(agg.api);
    expect(ledger.ledger).toHaveLength(1);
    expect(ledger.summary.currentBalanceLkr).toBe(1000);
    const report = await agg.api.request("GET", "/v1/aggregator/report/offramp");
    expect(report.body.summary.totalCount).toBe(0);

    // The lock was not consumed: after a top-up the same lock goes through, to the last cent.
    await topUp(sandbox, agg.merchant.merchantId, 2_000);
    const accepted = await agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, lock.fxLockId));
    expect(accepted.status).toBe(201);
    expect((await wholeLedger(agg.api)).summary.currentBalanceLkr).toBe(0);
  });

  it("refuses a lock whose LKR amount rounds to zero", async () => {
    const agg = await aggregator(sandbox, 1_000);
    const lock = await quote(agg.api, "0.00000001");
    expect(lock.amountLkr).toBe(0);
    const response = await agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, lock.fxLockId));
    expect(response.status).toBe(400);
    expect(response.body.details[0]).toMatchObject({ field: "fxLockId", constraint: "min" });
  });

  it("validates the body", async () => {
    const agg = await aggregator(sandbox, 1_000);
    const response = await agg.api.request("POST", "/v1/aggregator/offramp", {
      fxLockId: "nope",
      userId: agg.userId,
      userBankId: agg.userBankId,
    });
    expect(response.status).toBe(400);
    expect(response.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      "externalRef",
      "fxLockId",
    ]);
  });
});
