import { rm, stat } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colomboDate } from "@/lib/dates";
import { sum } from "@/lib/money";
import { seedDemo } from "./demo";
import { demoKeysPath, readDemoKeys } from "./demo-keys";
import { closeSeeded, recordingLogger, rows, type Seeded, seededSandbox } from "./test-support";

let a: Seeded;

beforeAll(async () => {
  a = await seededSandbox();
}, 120_000);

afterAll(async () => {
  await closeSeeded(a);
});

describe("demo seed through the API", () => {
  it("serves the whole demo through the API", async () => {
    const keys = await readDemoKeys(demoKeysPath(a.dataDir));
    const merchant = a.sandbox.client(keys?.merchant.apiKey ?? "");
    const aggregator = a.sandbox.client(keys?.aggregator.apiKey ?? "");
    const [counts] = await rows(
      a,
      sql`select (select count(*)::int from payments) as payments, (select count(*)::int from offramps) as offramps,
            (select count(*)::int from float_ledger) as ledger`,
    );

    const paymentIds: string[] = [];
    for (let page = 1; page <= 40; page++) {
      const res = await merchant.request("GET", `/v1/payment/list?page=${page}&pageSize=100`);
      expect(res.status).toBe(200);
      paymentIds.push(...res.body.data.map((p: { id: string }) => p.id));
      if (page >= res.body.meta.totalPages) break;
    }
    expect(paymentIds).toHaveLength(Number(counts?.payments));
    const samples = await rows(
      a,
      sql`select distinct on (status, provider, original_currency, payment_link_id is null) id
          from payments order by status, provider, original_currency, payment_link_id is null, created_at desc`,
    );
    for (const { id } of samples) {
      const res = await merchant.request("GET", `/v1/payment/${id}`);
      expect(res.status).toBe(200);
    }

    const links = await merchant.request("GET", "/v1/payment-link/list?pageSize=100");
    expect(links.status).toBe(200);
    expect(new Set(links.body.data.map((l: { status: string }) => l.status))).toEqual(
      new Set(["ACTIVE", "INACTIVE", "EXPIRED"]),
    );
    const contracts = await merchant.request("GET", "/v1/direct-debit/list?limit=100");
    expect(contracts.status).toBe(200);
    for (const contract of contracts.body.data) {
      expect((await merchant.request("GET", `/v1/direct-debit/${contract.id}`)).status).toBe(200);
    }
    const withdrawals = await merchant.request("GET", "/v1/withdrawal/list?limit=100");
    expect(withdrawals.status).toBe(200);
    expect(withdrawals.body.summary.lkrToBeClaimed).toBeGreaterThan(0);
    for (const w of withdrawals.body.withdrawalRequests) {
      expect((await merchant.request("GET", `/v1/withdrawal/${w.id}`)).status).toBe(200);
    }
    expect((await merchant.request("GET", "/v1/branch/list?limit=100")).body.data).toHaveLength(5);

    const offramps = await aggregator.request("GET", "/v1/aggregator/report/offramp?limit=100&sortOrder=asc");
    expect(offramps.status).toBe(200);
    expect(offramps.body.summary.totalCount).toBe(Number(counts?.offramps));
    expect(offramps.body.summary.averageRateUsdtLkr).toBeGreaterThan(290);
    expect(offramps.body.summary.averageRateUsdtLkr).toBeLessThan(310);
    for (let page = 2; page <= offramps.body.pagination.totalPages; page++) {
      const res = await aggregator.request("GET", `/v1/aggregator/report/offramp?limit=100&page=${page}`);
      expect(res.status).toBe(200);
    }
    const ledger = await aggregator.request("GET", "/v1/aggregator/report/ledger?limit=100");
    expect(ledger.status).toBe(200);
    expect(ledger.body.pagination.totalCount).toBe(Number(counts?.ledger));
    expect(ledger.body.summary.currentBalanceLkr).toBeGreaterThan(1_000_000);
    const [user] = await rows(
      a,
      sql`select user_id from aggregator_bank_accounts order by created_at limit 1`,
    );
    const accounts = await aggregator.request(
      "GET",
      `/v1/aggregator/user/${user?.user_id}/bank-account/list`,
    );
    expect(accounts.status).toBe(200);
    expect(accounts.body[0].bankName).toEqual(expect.any(String));
  });

  it("opens the hosted pages of open checkouts, active links and unsigned contracts", async () => {
    const [payment] = await rows(
      a,
      sql`select id, qr_content from payments where status = 'INITIATED' limit 1`,
    );
    const [link] = await rows(
      a,
      sql`select slug from payment_links where status = 'ACTIVE' and expiration_date is null limit 1`,
    );
    const [contract] = await rows(
      a,
      sql`select qr_content from dd_contracts where status = 'INITIATED' limit 1`,
    );
    const checkoutUrl = `${a.sandbox.url}/checkout/${payment?.id}`;
    expect(new URL(String(payment?.qr_content)).searchParams.get("checkout")).toBe(checkoutUrl);
    for (const url of [checkoutUrl, `${a.sandbox.url}/l/${link?.slug}`, String(contract?.qr_content)]) {
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
    }
  });

  it("writes working API keys to DATA_DIR/demo-keys.json with mode 0600", async () => {
    const path = demoKeysPath(a.dataDir);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const keys = await readDemoKeys(path);
    expect(keys?.merchant.name).toBe("Ceylon Tea House");
    expect(keys?.aggregator.name).toBe("Lanka Remit Exchange");
    const merchantApi = a.sandbox.client(keys?.merchant.apiKey ?? "");
    const list = await merchantApi.request("GET", "/v1/payment/list?pageSize=5");
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(5);
    const aggregatorApi = a.sandbox.client(keys?.aggregator.apiKey ?? "");
    const banks = await aggregatorApi.request("GET", "/v1/bank/list");
    expect(banks.status).toBe(200);
    const report = await aggregatorApi.request("GET", "/v1/aggregator/report/offramp?limit=5");
    expect(report.status).toBe(200);
    expect(report.body.offramps).toHaveLength(5);
  });

  it("does not seed twice, and replaces keys that no longer work", async () => {
    const count = async () =>
      rows(
        a,
        sql`select (select count(*)::int from merchants) as merchants, (select count(*)::int from payments) as payments,
        (select count(*)::int from offramps) as offramps, (select count(*)::int from float_ledger) as ledger`,
      );
    const path = demoKeysPath(a.dataDir);
    const before = await count();
    const keysBefore = await readDemoKeys(path);
    const logs: Seeded["logs"] = [];
    await seedDemo(a.sandbox.services, recordingLogger(logs));
    expect(await count()).toEqual(before);
    expect(await readDemoKeys(path)).toEqual(keysBefore);
    expect(logs.map((l) => l.message)).toEqual([
      expect.stringMatching(/^demo seed: already seeded in \d+ ms$/),
    ]);

    // A revoked merchant key is replaced; the aggregator's still works and is kept.
    const revoked = await a.sandbox.control("DELETE", `/sandbox/api-keys/${keysBefore?.merchant.keyId}`);
    expect(revoked.status).toBe(204);
    await seedDemo(a.sandbox.services, recordingLogger(logs));
    const rotated = await readDemoKeys(path);
    expect(rotated?.merchant.keyId).not.toBe(keysBefore?.merchant.keyId);
    expect(rotated?.aggregator).toEqual(keysBefore?.aggregator);
    const list = await a.sandbox
      .client(rotated?.merchant.apiKey ?? "")
      .request("GET", "/v1/payment/list?pageSize=5");
    expect(list.status).toBe(200);

    // A missing file is written again, with working keys.
    await rm(path);
    await seedDemo(a.sandbox.services, recordingLogger(logs));
    const rewritten = await readDemoKeys(path);
    expect(rewritten).not.toBeNull();
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const again = await a.sandbox
      .client(rewritten?.merchant.apiKey ?? "")
      .request("GET", "/v1/payment/list?pageSize=1");
    expect(again.status).toBe(200);
    expect(await count()).toEqual(before);
  });

  it("leaves a pool a new withdrawal request can settle today", async () => {
    const keys = await readDemoKeys(demoKeysPath(a.dataDir));
    const api = a.sandbox.client(keys?.merchant.apiKey ?? "");
    const created = await api.request("POST", "/v1/withdrawal", {});
    expect(created.status).toBe(201);
    expect(created.body.totalPaymentsCount).toBeGreaterThan(0);
    expect(created.body.settlementDate).toBe(colomboDate(a.sandbox.services.clock.now()));
    const totals = sum([created.body.totalNetAmountLkr, created.body.totalFeesLkr]);
    expect(totals.eq(created.body.totalGrossAmountLkr)).toBe(true);
  });
});
