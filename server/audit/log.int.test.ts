import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "@/server/db/schema";
import { migratedTestDbForFile } from "@/server/db/testing/migrated-db";
import { writeAudit } from "./log";

const testDb = migratedTestDbForFile("console_audit");

describe("writeAudit", () => {
  it("stores the entry with credentials stripped from details and path", async () => {
    const userId = randomUUID();
    const accountId = randomUUID();
    const { id } = await writeAudit(testDb.handle.db, {
      userId,
      accountId,
      action: "account.add",
      method: "POST",
      path: "/api/accounts?token=t0k3n&step=2",
      status: 201,
      requestId: "req_1",
      outcome: "success",
      details: {
        name: "Main store",
        apiKey: "ak_live_1.sk_live_topsecret",
        upstream: { headers: { authorization: "Bearer abc", "x-request-id": "u1" }, signing_key: "f00d" },
        members: [{ email: "a@example.com", password: "hunter2hunter2" }],
      },
    });

    const [row] = await testDb.handle.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(row).toMatchObject({
      userId,
      accountId,
      action: "account.add",
      method: "POST",
      path: "/api/accounts?step=2",
      status: 201,
      requestId: "req_1",
      outcome: "success",
      details: {
        name: "Main store",
        upstream: { headers: { "x-request-id": "u1" } },
        members: [{ email: "a@example.com" }],
      },
    });
    expect(JSON.stringify(row)).not.toMatch(/sk_live|topsecret|Bearer|f00d|hunter2|t0k3n/);
    expect(row?.at).toBeInstanceOf(Date);
  });

  it("accepts entries without user, account or details, in order", async () => {
    const first = await writeAudit(testDb.handle.db, {
      action: "auth.sign-in",
      outcome: "denied",
      status: 401,
    });
    const second = await writeAudit(testDb.handle.db, {
      action: "auth.sign-in",
      outcome: "success",
      status: 200,
    });
    expect(second.id).toBeGreaterThan(first.id);
    const [row] = await testDb.handle.db.select().from(auditLog).where(eq(auditLog.id, first.id));
    expect(row).toMatchObject({ userId: null, accountId: null, details: {}, outcome: "denied" });
  });
});
