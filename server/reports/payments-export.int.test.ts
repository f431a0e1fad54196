import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { payments } from "@/sandbox/db/schema";
import { insertInChunks } from "@/sandbox/seed/bulk-insert";
import { buildPaymentRow } from "@/sandbox/seed/payment-row";
import { Rng } from "@/sandbox/seed/random";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import type { UpstreamCredentials } from "@/server/accounts/service";
import type { AccountView } from "@/server/accounts/view";
import type { Role } from "@/server/auth/policy";
import { deriveSigningKey, parseApiKey } from "@/server/upstream/api-key";
import { paymentsExportHandler } from "./payments-export";

const accountId = "0f5b7c3e-2a1d-4e6f-9b8a-7c6d5e4f3a2b";
const user = { id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a", email: "staff@example.lk", name: "Staff" };

let sandbox: TestSandbox;
let credentials: UpstreamCredentials;
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
  sandbox = await startTestSandbox();
  const merchant = await sandbox.createMerchant({ name: "Export route merchant" });
  const { keyId, secret } = parseApiKey(merchant.apiKey);
  credentials = { baseUrl: sandbox.url, keyId, signingKey: deriveSigningKey(secret) };
  branchA = await createBranch(merchant.apiKey, "A");
  branchB = await createBranch(merchant.apiKey, "B");

  const rng = new Rng(11, "export-route");
  const plan: [string | null, number][] = [
    [branchA, 15],
    [branchB, 10],
    [null, 5],
  ];
  const rows = plan.flatMap(([branchId, count]) =>
    Array.from({ length: count }, (_, i) =>
      buildPaymentRow(rng, {
        merchant: { id: merchant.merchantId, exchangeFeePercentage: "0.5", serviceFeePercentage: "1" },
        publicUrl: sandbox.url,
        provider: "EXCHANGEA",
        currency: "USDT",
        amount: decimal(10 + i),
        rate: decimal("300"),
        goods: [{ name: "Tea", description: "", mccCode: "5499" }],
        customerBilling: { firstName: "A", lastName: "B", email: "a@example.com", phone: "1", address: "X" },
        branchId,
        merchantTradeNo: null,
        createdAt: new Date(Date.now() - (i + 2) * 3_600_000),
        status: "PAID",
        settledAt: new Date(Date.now() - (i + 1) * 3_600_000),
      }),
    ),
  );
  for (const row of rows)
    idsByBranch.set(row.branchId ?? null, [...(idsByBranch.get(row.branchId ?? null) ?? []), row.id]);
  await sandbox.services.db.transaction((tx) => insertInChunks(tx, payments, rows));
});

afterAll(async () => {
  await sandbox?.close();
});

function handlerFor(role: Role, branchId: string | null, signedIn = true) {
  const account: AccountView = {
    id: accountId,
    name: "Export route merchant",
    environment: "sandbox",
    baseUrl: sandbox.url,
    keyId: credentials.keyId,
    capabilities: [],
    hasWebhookKey: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    keyRotatedAt: null,
  };
  return paymentsExportHandler({
    sessionUserId: async () => (signedIn ? user.id : null),
    accounts: () => ({
      loadMemberAccess: async (userId: string, id: string) => {
        if (userId !== user.id) return null;
        if (id !== accountId) return { user, member: null };
        return { user, member: { account, membership: { role, branchId }, credentials: () => credentials } };
      },
    }),
    minIntervalMs: 0,
    log: () => {},
  });
}

async function exportCsv(role: Role, branchId: string | null, query: string, id = accountId) {
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
});
