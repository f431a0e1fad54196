import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_CSV_COLUMNS, PAYMENT_CSV_HEADER } from "@/lib/csv";
import { formatIsoWithOffset } from "@/lib/format";
import { decimal } from "@/lib/money";
import { payments } from "@/sandbox/db/schema";
import { insertInChunks } from "@/sandbox/seed/bulk-insert";
import { buildPaymentRow, type SeedPaymentStatus } from "@/sandbox/seed/payment-row";
import { Rng } from "@/sandbox/seed/random";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import type { UpstreamCredentials } from "@/server/accounts/service";
import { deriveSigningKey, parseApiKey } from "@/server/upstream/api-key";
import { createUpstreamClient } from "@/server/upstream/client";
import { createTransport } from "@/server/upstream/transport";
import { type PaymentPageFetcher, paymentPages, paymentsCsvStream } from "./payments-csv";

const COUNT = 250;
const statuses: SeedPaymentStatus[] = ["PAID", "PAID", "EXPIRED", "FAILED", "INITIATED"];

let sandbox: TestSandbox;
let credentials: UpstreamCredentials;
type Inserted = ReturnType<typeof buildPaymentRow>;
let inserted: Inserted[];

/** The export's page walk through the typed client, as the export route builds it. */
function upstreamPaymentPages(query: Record<string, string>): PaymentPageFetcher {
  const transport = createTransport({
    ...credentials,
    timeoutMs: 20_000,
    maxRetries: 4,
    maxRetryWaitMs: 65_000,
  });
  return paymentPages(createUpstreamClient(transport, { strictResponses: true }).api, query);
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const merchant = await sandbox.createMerchant({
    name: "CSV export merchant",
    exchangeFeePercentage: 0.5,
    serviceFeePercentage: 1,
  });
  const { keyId, secret } = parseApiKey(merchant.apiKey);
  credentials = { baseUrl: sandbox.url, keyId, signingKey: deriveSigningKey(secret) };

  // Straight into the sandbox's table: creating 250 through the API would wait out its 100/min limit.
  const rng = new Rng(7, "csv-export");
  const start = Date.now() - 10 * 24 * 60 * 60_000;
  inserted = Array.from({ length: COUNT }, (_, i) => {
    const currency = i % 3 === 0 ? "LKR" : "USDT";
    const status = statuses[i % statuses.length] ?? "PAID";
    // Open payments are recent: older ones would have expired by the time the list is read.
    const createdAt = new Date(
      status === "INITIATED" ? Date.now() - (i + 1) * 1000 : start + i * 37 * 60_000,
    );
    return buildPaymentRow(rng, {
      merchant: { id: merchant.merchantId, exchangeFeePercentage: "0.5", serviceFeePercentage: "1" },
      publicUrl: sandbox.url,
      provider: "EXCHANGEA",
      currency,
      amount: decimal(currency === "LKR" ? 1000 + i * 10.25 : 5 + i * 0.123457),
      rate: decimal("300"),
      goods: [{ name: "Ceylon tea", description: "Loose leaf", mccCode: "5499" }],
      customerBilling: {
        firstName: "Nimal",
        lastName: `Perera ${i}`,
        email: `c${i}@example.com`,
        phone: "+94770000000",
        address: "Galle Road",
      },
      branchId: null,
      merchantTradeNo: `ORDER-${i}`,
      createdAt,
      status,
      settledAt: new Date(createdAt.getTime() + 5 * 60_000),
    });
  });
  await sandbox.services.db.transaction((tx) => insertInChunks(tx, payments, inserted));
});

afterAll(async () => {
  await sandbox?.close();
});

function counting(fetchPage: PaymentPageFetcher) {
  const calls: number[] = [];
  const wrapped: PaymentPageFetcher = (page, signal) => {
    calls.push(page);
    return fetchPage(page, signal);
  };
  return { calls, fetchPage: wrapped };
}

function csvRows(text: string): string[][] {
  return text
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => line.split(","));
}

describe("payments CSV export against the sandbox", () => {
  it("streams every payment once, with the list's columns, in 100-row pages", async () => {
    const { calls, fetchPage } = counting(upstreamPaymentPages({}));
    const text = await new Response(paymentsCsvStream({ fetchPage })).text();
    const [header, ...rows] = csvRows(text);
    expect(`${header?.join(",")}\r\n`).toBe(PAYMENT_CSV_HEADER);
    const column = (name: (typeof PAYMENT_CSV_COLUMNS)[number]) => PAYMENT_CSV_COLUMNS.indexOf(name);
    expect(rows).toHaveLength(COUNT);
    expect(calls).toEqual([1, 2, 3]);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(inserted.map((row) => row.id)));

    const byId = new Map(inserted.map((row) => [row.id, row]));
    for (const row of rows) {
      const source = byId.get(row[0] ?? "");
      if (!source) throw new Error(`unexpected id ${row[0]}`);
      const createdAt = row[column("createdAt (Asia/Colombo)")];
      expect(row[column("status")]).toBe(source.status);
      expect(createdAt).toBe(formatIsoWithOffset(source.createdAt));
      expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+05:30$/);
      expect(row[column("paidAt (Asia/Colombo)")]).toBe(
        source.paidAt ? formatIsoWithOffset(source.paidAt) : "",
      );
      // The list reports every payment's USDT amount, LKR payments' too.
      expect(row[column("amountUsdt")]).toBe(decimal(source.grossUsdt).toFixed(6));
    }
    // Newest first, as the list returns them.
    const times = rows.map((row) => row[column("createdAt (Asia/Colombo)")] ?? "");
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("exports with the list's filters", async () => {
    const text = await new Response(
      paymentsCsvStream({ fetchPage: upstreamPaymentPages({ status: "PAID" }) }),
    ).text();
    const rows = csvRows(text).slice(1);
    expect(rows).toHaveLength(inserted.filter((row) => row.status === "PAID").length);
    expect(rows.every((row) => row[PAYMENT_CSV_COLUMNS.indexOf("status")] === "PAID")).toBe(true);
  });

  it("stops paging the upstream when the reader cancels after the first chunk", async () => {
    const { calls, fetchPage } = counting(upstreamPaymentPages({}));
    const reader = paymentsCsvStream({ fetchPage }).getReader();
    const first = await reader.read();
    expect(csvRows(new TextDecoder().decode(first.value))).toHaveLength(101);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls).toEqual([1]);
  });
});
