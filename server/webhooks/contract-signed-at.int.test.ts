import { beforeAll, describe, expect, it } from "vitest";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import { webhookInbox } from "@/server/db/schema";
import { contractSignedAt } from "./contract-signed-at";

const fx = consoleFixtureForFile("console_signed_at");
let accountId = "";
let otherAccountId = "";
const CONTRACT = "5d9a0c1e-2b3f-4a6d-8e7f-9a0b1c2d3e4f";

beforeAll(async () => {
  const credentials = { baseUrl: "http://127.0.0.1:9", keyId: "ak_live_x", signingKey: "a".repeat(64) };
  [accountId, otherAccountId] = [await fx.storeAccount(credentials), await fx.storeAccount(credentials)];
});

let keys = 0;
async function store(
  account: string,
  event: string,
  timestamp: string,
  confirmation: "pending" | "confirmed" | "foreign",
  contractId = CONTRACT,
) {
  keys += 1;
  const payload = { event, contractId, merchantContractCode: "TEA1", status: "SIGNED", timestamp };
  await fx.handle.db.insert(webhookInbox).values({
    accountId: account,
    dedupeKey: `k-${keys}`,
    eventType: event,
    payload,
    rawBody: JSON.stringify(payload),
    signatureTimestamp: Date.parse(timestamp),
    confirmation,
  });
}

describe("contractSignedAt", () => {
  it("answers the time of the contract's confirmed contract.signed event, and null when none was heard", async () => {
    expect(await contractSignedAt(accountId, CONTRACT, fx.handle.db)).toBeNull();
    // Not this account's, not confirmed, not the signing, not this contract: none of them count.
    await store(otherAccountId, "contract.signed", "2026-11-20T04:01:00.000Z", "confirmed");
    await store(accountId, "contract.signed", "2026-11-20T04:02:00.000Z", "pending");
    await store(accountId, "contract.signed", "2026-11-20T04:02:30.000Z", "foreign");
    await store(accountId, "contract.terminated", "2026-11-20T04:03:00.000Z", "confirmed");
    await store(accountId, "contract.signed", "2026-11-20T04:04:00.000Z", "confirmed", "another");
    expect(await contractSignedAt(accountId, CONTRACT, fx.handle.db)).toBeNull();

    await store(accountId, "contract.signed", "2026-11-20T04:06:00.000Z", "confirmed");
    await store(accountId, "contract.signed", "2026-11-20T04:05:00.000Z", "confirmed");
    expect(await contractSignedAt(accountId, CONTRACT, fx.handle.db)).toBe("2026-11-20T04:05:00.000Z");
  });
});
