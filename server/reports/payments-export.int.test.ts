import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import type { Role } from "@/server/auth/policy";
import { type BffLogger, type BffLogLine, bffLogEntry } from "@/server/bff/log";
import { type RouteMember, routeMember } from "@/server/bff/testing/route-member";
import { paymentIndex } from "@/server/db/schema";
import { paymentsExportHandler } from "./payments-export";
import { indexPaidPayments, seedPaidPayments } from "./testing/paid-payments";

/** The console's own id of the account, given when it is stored. */
let accountId: string;

let sandbox: TestSandbox;
let fx: ConsoleFixture;
let member: RouteMember;
let apiKey = "";
let branchA: string;
let branchB: string;
const idsByBranch = new Map<string | null, string[]>();

async function createBranch(apiKey: string, code: string): Promise<string> {
  const response = await sandbox
    .client(apiKey)
    .request("POST", "/v1/branch", { name: `Branch ${code}`, code });
  if (response.status !== 201) throw new Error(`branch: ${response.status} ${response.text}`);
  return response.body.id;
}

beforeAll(async () => {
  [sandbox, fx] = await Promise.all([startTestSandbox(), createConsoleFixture("console_export")]);
  const merchant = await sandbox.createMerchant({ name: "Export route merchant" });
  apiKey = merchant.apiKey;
  member = await routeMember(fx, sandbox, apiKey, { name: "Export route merchant" });
  accountId = member.accountId;
  branchA = await createBranch(merchant.apiKey, "A");
  branchB = await createBranch(merchant.apiKey, "B");

  const rows = await seedPaidPayments(sandbox, {
    merchantId: merchant.merchantId,
    seed: [11, "export-route"],
    groups: [
      [branchA, 15],
      [branchB, 10],
      [null, 5],
    ],
    amount: (i) => decimal(10 + i),
    stepMs: 3_600_000,
  });
  for (const row of rows)
    idsByBranch.set(row.branchId ?? null, [...(idsByBranch.get(row.branchId ?? null) ?? []), row.id]);
  // The console's payment index knows branch A's payments (as its branch pass would have attributed them).
  await indexPaidPayments(
    fx,
    accountId,
    rows.filter((row) => row.branchId === branchA),
    { readWhole: false },
  );
});

afterAll(async () => {
  await member?.close();
  await Promise.all([sandbox?.close(), fx?.close()]);
});

function handlerFor(role: Role, branchId: string | null, signedIn = true, log: BffLogger = () => {}) {
  return paymentsExportHandler(member.routeDeps(role, { branchId, signedIn, log }));
}

async function exportCsv(role: Role, branchId: string | null, query: string, id?: string) {
  id ??= accountId;
  const handler = handlerFor(role, branchId);
  const request = new Request(`http://127.0.0.1/api/accounts/${id}/exports/payments${query}`);
  return handler(request, { params: Promise.resolve({ accountId: id }) });
}

function idsOf(csv: string): string[] {
  return csv
    .split("\r\n")
    .slice(1)
    .filter((line) => line !== "")
    .map((line) => line.split(",")[0] ?? "");
}

describe("GET /api/accounts/:accountId/exports/payments", () => {
  it("exports the filtered list as a CSV attachment with its row count", async () => {
    const response = await exportCsv("owner", null, `?branchId=${branchB}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("x-total-count")).toBe("10");
    // One page, in hand before the answer: nothing left to wait for.
    expect(response.headers.get("x-export-estimated-seconds")).toBe("0");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(new Set(idsOf(await response.text()))).toEqual(new Set(idsByBranch.get(branchB)));
  });

  it("exports every payment without filters", async () => {
    const response = await exportCsv("finance", null, "");
    expect(idsOf(await response.text())).toHaveLength(30);
  });

  it("gives staff of a branch that branch only, whatever branch the address asks for", async () => {
    const response = await exportCsv("staff", branchA, `?branchId=${branchB}`);
    expect(response.status).toBe(200);
    expect(new Set(idsOf(await response.text()))).toEqual(new Set(idsByBranch.get(branchA)));
  });

  it("refuses filters the contract refuses, with its details", async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `p${i}`).join(",");
    const response = await exportCsv("owner", null, `?ids=${ids}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe("ids must contain no more than 50 elements");
    expect(body.details[0]).toMatchObject({ field: "ids" });
  });

  it("refuses days out of order and a branch the account does not have, rather than an empty file", async () => {
    const order = await exportCsv("owner", null, "?dateRange=custom&startDate=2026-11-20&endDate=2026-11-10");
    expect(order.status).toBe(400);
    expect((await order.json()).details?.[0]).toMatchObject({ field: "endDate" });
    const unknown = await exportCsv("owner", null, "?branchId=1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toMatch(/branchId names no branch of this account/);
  });

  it("refuses a filter its list cannot read instead of exporting more than was asked", async () => {
    const response = await exportCsv("owner", null, `?status=PAYED&branchId=${branchB}&startDate=2026-02-30`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("validation_failed");
    expect(body.details.map((detail: { field: string }) => detail.field).sort()).toEqual([
      "startDate",
      "status",
    ]);
    expect(body.details.find((detail: { field: string }) => detail.field === "startDate")).toMatchObject({
      constraint: "date",
      message: "startDate must be a calendar day (YYYY-MM-DD) from 1970-01-01 to 2999-12-31",
    });
    // A blank filter is no filter.
    expect((await exportCsv("owner", null, `?status=&branchId=${branchB}`)).status).toBe(200);
  });

  it("a client that closes the export before its first page is logged as gone, not as a failure", async () => {
    const lines: BffLogLine[] = [];
    const handler = handlerFor("owner", null, true, (line) => lines.push(line));
    const closed = new AbortController();
    const request = new Request(`http://127.0.0.1/api/accounts/${accountId}/exports/payments`, {
      signal: closed.signal,
    });
    // Closed while the first page is on its way, as a person who clicks away does.
    const answered = handler(request, { params: Promise.resolve({ accountId }) });
    setTimeout(() => closed.abort(), 5);
    const response = await answered;
    expect(response.status).toBe(499);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 499 });
    expect(lines[0]).not.toHaveProperty("error");
    expect(bffLogEntry(lines[0] as BffLogLine)).toEqual({ level: "info", message: "client went away" });
  });

  it("answers 404 to a user who is not a member and 401 without a session", async () => {
    const other = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
    expect((await exportCsv("owner", null, "", other)).status).toBe(404);
    const anonymous = handlerFor("owner", null, false);
    const response = await anonymous(
      new Request(`http://127.0.0.1/api/accounts/${accountId}/exports/payments`),
      {
        params: Promise.resolve({ accountId }),
      },
    );
    expect(response.status).toBe(401);
  });

  it("writes each payment's status in words and its branch by name", async () => {
    const filtered = await exportCsv("owner", null, `?branchId=${branchB}`);
    const rowsB = records(await filtered.text());
    expect(rowsB).toHaveLength(10);
    expect(rowsB.every((row) => row.branchId === branchB && row.branch === "Branch B")).toBe(true);
    expect(rowsB.every((row) => row.status === "PAID" && row.statusLabel === "Paid")).toBe(true);

    // Without a branch filter too: each payment read whole (from the index, or now) names its branch.
    const all = records(await (await exportCsv("finance", null, "")).text());
    const branchOf = new Map(all.map((row) => [row.id, row.branch]));
    for (const id of idsByBranch.get(branchA) ?? []) expect(branchOf.get(id)).toBe("Branch A");
    for (const id of idsByBranch.get(branchB) ?? []) expect(branchOf.get(id)).toBe("Branch B");
    for (const id of idsByBranch.get(null) ?? []) expect(branchOf.get(id)).toBe("");
  });

  it("writes what the list does not carry, reading whole the payments the index has not, and keeps them", async () => {
    // As an index that has read none of them whole (the exports above filled it).
    await fx.handle.db.update(paymentIndex).set({ detailsReadAt: null, netUsdt: null, customerEmail: null });
    expect(
      await fx.handle.db.select().from(paymentIndex).where(isNull(paymentIndex.detailsReadAt)),
    ).toHaveLength(30);
    const rows = records(await (await exportCsv("owner", null, "")).text());
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      const payment = await sandbox.client(apiKey).request("GET", `/v1/payment/${row.id}`);
      const fees = payment.body.feeBreakdown;
      expect(row).toMatchObject({
        pricedIn: "USDT",
        customerName: "A B",
        customerEmail: "a@example.com",
        amountLkr: "",
        netUsdt: decimal(fees.netAmountUSDT).toFixed(6),
        totalFeesUsdt: decimal(fees.totalFeesUSDT).toFixed(6),
        exchangeFeeUsdt: decimal(fees.exchangeFeeAmountUSDT).toFixed(6),
        serviceFeePercent: "1",
      });
      // Gross = fees + net, exactly.
      expect(
        decimal(row.totalFeesUsdt ?? "")
          .plus(row.netUsdt ?? "")
          .toFixed(6),
      ).toBe(row.amountUsdt);
    }
    // Read once: the index holds every exported payment whole now.
    const stored = await fx.handle.db.select().from(paymentIndex);
    expect(stored.filter((row) => row.detailsReadAt !== null)).toHaveLength(30);
  });

  it("names the link a payment came through, and the end its webhook told", async () => {
    const client = sandbox.client(apiKey);
    const link = await client.request("POST", "/v1/payment-link", {
      name: "Tea box link",
      amount: 12,
      currency: "USDT",
      allowCustomAmount: false,
      merchantTradeNo: "LINK-REF-1",
    });
    expect(link.status).toBe(201);
    const created = await client.request("POST", "/v1/payment", {
      amount: 12,
      currency: "USDT",
      provider: "EXCHANGEA",
      merchantTradeNo: "LINK-REF-1",
      goods: [{ name: "Tea", description: "Box" }],
      customerBilling: { firstName: "K", lastName: "S", email: "k@example.lk", phone: "1", address: "X" },
    });
    expect(created.status).toBe(201);
    await sandbox.control("POST", `/sandbox/payments/${created.body.id}/simulate`, { outcome: "FAILED" });
    // Its failure event reached this console: the index keeps the time the event gave.
    await fx.handle.db.insert(paymentIndex).values({
      accountId,
      paymentId: created.body.id,
      amount: "12",
      currency: "USDT",
      status: "FAILED",
      createdAt: new Date(created.body.createdAt),
      failedAt: new Date("2026-11-22T08:00:00.000Z"),
    });
    const [row] = records(await (await exportCsv("owner", null, "?search=LINK-REF-1")).text());
    expect(row).toMatchObject({
      id: created.body.id,
      merchantTradeNo: "LINK-REF-1",
      paymentLinkId: link.body.id,
      paymentLink: "Tea box link",
      status: "FAILED",
      "failedAt (Asia/Colombo)": "2026-11-22T13:30:00.000+05:30",
      "expiredAt (Asia/Colombo)": "",
    });
  });

  it("names the branch of a branch-scoped member's export", async () => {
    const rows = records(await (await exportCsv("staff", branchA, "")).text());
    expect(rows).toHaveLength(15);
    expect(rows.every((row) => row.branch === "Branch A")).toBe(true);
  });
});

/** The CSV's records as objects keyed by the header (no field here holds a comma or a quote). */
function records(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.split("\r\n").filter((line) => line !== "");
  const names = (header ?? "").split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((value, i) => [names[i], value])));
}
