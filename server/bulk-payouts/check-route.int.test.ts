import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayoutFileCheck } from "@/lib/bulk-payouts/payout-file-preview";
import type { Role } from "@/server/auth/policy";
import { auditLog, longReads } from "@/server/db/schema";
import { LONG_READS_PER_USER } from "@/server/reports/long-reads";
import { type ReportRoutesWorld, reportRoutesWorld } from "@/server/reports/testing/report-routes";
import { checkPayoutFileHandler } from "./check-route";

// A payout file checked through its route against a real sandbox (its bank list, the account's payouts
// and their references, the rate and the float) and a real console database. Nothing is sent.

let world: ReportRoutesWorld;
let accountId = "";

beforeAll(async () => {
  world = await reportRoutesWorld("console_bulk_check");
  accountId = world.member.accountId;
}, 180_000);

afterAll(() => world?.close());

const HEADER = "reference,external_user_id,bank_code,account_number,account_name,amount_usdt";

async function post(
  body: unknown,
  role: Role = "finance",
  branchId: string | null = null,
): Promise<Response> {
  const handler = checkPayoutFileHandler(world.member.routeDeps(role, { branchId }));
  const request = new Request(`http://127.0.0.1/api/accounts/${accountId}/bulk-payouts/check`, {
    method: "POST",
    headers: { origin: "http://127.0.0.1", "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve({ accountId }) });
}

async function check(file: string): Promise<Extract<PayoutFileCheck, { ok: true }>> {
  const response = await post({ file });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

describe("POST /api/accounts/:accountId/bulk-payouts/check", () => {
  it("checks each row against the service's banks and the account's references, and prices the rest", async () => {
    const used = world.data.o.o1?.externalRef ?? "";
    const file = [
      `\uFEFF${HEADER}`,
      "NEW-1,user-a,7010,001234567890,A. Perera,10",
      "NEW-2,user-b,7278,009876543210,B. Silva,2.5",
      `${used},user-c,7010,1,C. Fernando,1`,
      // Citibank is on the service's list of banks but not active: payouts to it are refused.
      "NEW-3,user-d,7047,1,D. Perera,1",
      "NEW-4,user-e,7010,1,E. Perera,1.123456789",
      "",
    ].join("\r\n");
    const result = await check(file);
    const problems = Object.fromEntries(result.rows.map((row) => [row.row, row.ok ? [] : row.problems]));
    expect(problems).toEqual({
      2: [],
      3: [],
      4: [
        `Reference ${used} was already used by payout ${world.data.o.o1?.paymentId} on this account: it is not paid again`,
      ],
      5: ["Bank code 7047 is not a bank the service pays to"],
      6: ["Amount (USDT): Up to 8 decimal places"],
    });
    const ok = result.rows.flatMap((row) => (row.ok ? [row.plan] : []));
    expect(ok.map((plan) => [plan.reference, plan.bankName])).toEqual([
      ["NEW-1", "Bank of Ceylon"],
      ["NEW-2", "Sampath Bank"],
    ]);
    // The dataset's last rate is 300 LKR per USDT; the float is the ledger's last balance.
    const balance = world.data.entries.at(-1)?.balanceAfter ?? 0;
    expect(result.totals).toMatchObject({
      validCount: 2,
      refusedCount: 3,
      totalUsdt: "12.5",
      rateUsdtLkr: "300",
      indicativeLkr: "3750.00",
      floatBeforeLkr: String(balance),
      blocker: null,
    });
    expect(Number(result.totals.floatAfterLkr)).toBeCloseTo(balance - 3750, 2);
  });

  it("refuses to start a file the float cannot cover, in LKR", async () => {
    const result = await check(`${HEADER}\nBIG-1,user-a,7010,1,A,999999\n`);
    expect(result.totals.validCount).toBe(1);
    expect(result.totals.blocker).toMatch(
      /^The float holds LKR [\d,]+\.\d\d; the valid rows need about LKR 299,999,700\.00: /,
    );
  });

  it("answers a file it cannot read with 400 in words, and a malformed request too", async () => {
    const broken = await post({ file: `${HEADER}\nA,u,7010,1,"open,1\n` });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toMatch(/^A quoted cell is never closed/);
    const noColumns = await post({ file: "ref,amount\nA,1\n" });
    expect(noColumns.status).toBe(400);
    expect((await noColumns.json()).message).toMatch(
      /^The file has columns the payout file does not take: "ref", "amount"/,
    );
    for (const body of ["not json", { file: 5 }, {}]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("Choose a payout file (CSV) to check.");
    }
  });

  it("refuses a request larger than a 5 MB file can make, before reading it all", async () => {
    const response = await post({ file: "x".repeat(11 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/^The file is larger than 5 MB\./);
  });

  it("counts as one of the person's long reads, and gives its place back when it ends", async () => {
    const { db } = world.fx.handle;
    const mine = and(eq(longReads.userId, world.member.user.id), eq(longReads.accountId, accountId));
    await check(`${HEADER}\nNEW-9,user-a,7010,1,A,1\n`);
    expect(await db.select().from(longReads).where(mine)).toEqual([]);

    await db.insert(longReads).values(
      Array.from({ length: LONG_READS_PER_USER }, () => ({
        userId: world.member.user.id,
        accountId,
        kind: "export",
        instanceId: "elsewhere",
      })),
    );
    const refused = await post({ file: `${HEADER}\nNEW-9,user-a,7010,1,A,1\n` });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      `You already have ${LONG_READS_PER_USER} long reads of this account running (exports, charts, a reconciliation or a payout file check). Wait for one to finish, or cancel it, before starting another.`,
    );
    await db.delete(longReads).where(mine);
  });

  it("is for members who may pay out of the whole account, and is in the audit log", async () => {
    expect((await post({ file: `${HEADER}\n` }, "staff")).status).toBe(403);
    expect(
      (await post({ file: `${HEADER}\n` }, "finance", "3f1d2c4b-5a69-4e87-9c0b-a1b2c3d4e5f6")).status,
    ).toBe(403);
    const audited = await world.fx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "bulk_payout.check")));
    expect(audited.length).toBeGreaterThan(0);
  });
});
