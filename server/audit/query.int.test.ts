import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditFilters } from "@/lib/filters/audit";
import { writtenToStdout } from "@/lib/testing/stdout";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { type TestConsoleInstance, testConsoleInstance } from "@/server/access/testing/console-instance";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import type { AccountView } from "@/server/accounts/view";
import { authorizeCredentials } from "@/server/auth/authorize";
import { hashPassword } from "@/server/auth/password";
import { forwarderFor } from "@/server/bff/testing/forwarder-for";
import { auditLog, users } from "@/server/db/schema";
import { auditExportHandler } from "./export";
import { writeAudit } from "./log";
import { auditCsv, listAuditEntries } from "./query";
import { recordSecurityEvent } from "./security-events";
import { NO_AUDIT_FILTERS } from "./testing/no-filters";

// The audit page's queries on a real console database, with entries written the way the console writes
// them: the BFF forwarding to the real sandbox, sign-in, and the security-event helper.
type User = { id: string; email: string; name: string | null };
const ORIGIN = "http://localhost:3000";
const password = "correct horse battery";

let sandbox: TestSandbox;
let fx: ConsoleFixture;
let shopA: AccountView;
let shopB: AccountView;
let ana: User; // owner of A
let ben: User; // admin of A
let sam: User; // staff of A
let olga: User; // owner of B
let linkId: string;
let instance: TestConsoleInstance;

const none = NO_AUDIT_FILTERS;

function forwarderAs(user: User) {
  return forwarderFor(fx, user.id);
}

/** A call through the BFF as the console's front server passes it on: X-Forwarded-For is the client. */
async function forward(user: User, accountId: string, method: "POST" | "PATCH", path: string, body: unknown) {
  const request = new Request(`${ORIGIN}/api/accounts/${accountId}${path}`, {
    method,
    headers: { origin: ORIGIN, "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
    body: JSON.stringify(body),
  });
  const segments = path.replace(/^\/v1\//, "").split("/");
  const response = await forwarderAs(user)[method](request, {
    params: Promise.resolve({ accountId, path: segments }),
  });
  return {
    status: response.status,
    body: await response.json(),
    requestId: response.headers.get("x-request-id"),
  };
}

async function withPassword(user: User) {
  await fx.handle.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
}

beforeAll(async () => {
  [sandbox, fx] = await Promise.all([startTestSandbox(), createConsoleFixture("console_audit_query")]);
  instance = testConsoleInstance(fx);
  const add = async (name: string) => {
    const merchant = await sandbox.createMerchant({ name });
    return fx.accounts.addAccount({ name, baseUrl: sandbox.url, apiKey: merchant.apiKey });
  };
  [shopA, shopB] = await Promise.all([add("Shop A"), add("Shop B")]);
  [ana, ben, sam, olga] = await Promise.all([
    fx.createUser("ana@example.com"),
    fx.createUser("ben@example.com"),
    fx.createUser("sam@example.com"),
    fx.createUser("olga@example.com"),
  ]);
  await Promise.all([
    fx.addMember(ana.id, shopA.id, "owner"),
    fx.addMember(ben.id, shopA.id, "admin"),
    fx.addMember(sam.id, shopA.id, "staff"),
    fx.addMember(olga.id, shopB.id, "owner"),
  ]);
  // A fixed-price LKR link, created through the forward by one member of one account.
  const createLink = async (who: User, accountId: string, name: string, amount: number) => {
    const created = await forward(who, accountId, "POST", "/v1/payment-link", {
      name,
      amount,
      currency: "LKR",
      allowCustomAmount: false,
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  linkId = await createLink(ben, shopA.id, "Tea", 1500);
  await createLink(olga, shopB.id, "Coffee", 900);
  // A refused change: staff may not create a branch.
  const refused = await forward(sam, shopA.id, "POST", "/v1/branch", { name: "Galle", code: "GAL" });
  expect(refused.status).toBe(403);
}, 60_000);

afterAll(async () => {
  await instance?.close();
  await fx?.close();
  await sandbox?.close();
});

describe("forwarded changes", () => {
  it("are recorded with the client address and shown with the operation's words and a link to the resource", async () => {
    const page = await listAuditEntries(fx.handle.db, ana.id, { ...none, operation: "createPaymentLink" });
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      personName: ben.name,
      personEmail: "ben@example.com",
      accountName: "Shop A",
      operation: "Create a payment link",
      resource: { id: linkId, href: `/accounts/${shopA.id}/payment-links/${linkId}` },
      status: 201,
      result: "success",
      resultWords: "Succeeded",
      address: "203.0.113.7",
    });
    expect(page.entries[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("include refusals, with their reason", async () => {
    const page = await listAuditEntries(fx.handle.db, ana.id, { ...none, result: "denied" });
    expect(page.entries.map((entry) => [entry.operation, entry.personEmail, entry.status])).toEqual([
      ["Create a branch", "sam@example.com", 403],
    ]);
    expect(page.entries[0]?.reason).toBe("role does not allow it");
  });
});

describe("account isolation", () => {
  it("shows owners and admins their accounts' entries only, and other roles nothing of any account", async () => {
    const forAna = await listAuditEntries(fx.handle.db, ana.id, none);
    const forBen = await listAuditEntries(fx.handle.db, ben.id, none);
    const forOlga = await listAuditEntries(fx.handle.db, olga.id, none);
    const forSam = await listAuditEntries(fx.handle.db, sam.id, none);
    const accountsOf = (entries: { accountId: string | null }[]) => new Set(entries.map((e) => e.accountId));
    expect(accountsOf(forAna.entries)).toEqual(new Set([shopA.id]));
    expect(accountsOf(forBen.entries)).toEqual(new Set([shopA.id]));
    expect(accountsOf(forOlga.entries)).toEqual(new Set([shopB.id]));
    expect(forOlga.entries.some((entry) => entry.personEmail === "ben@example.com")).toBe(false);
    expect(forSam.entries).toEqual([]);
    // Asking for another account by filter changes nothing.
    const sneaky = await listAuditEntries(fx.handle.db, olga.id, { ...none, account: shopA.id });
    expect(sneaky.entries).toEqual([]);
  });
});

describe("sign-ins", () => {
  it("records sign-ins and failed sign-ins with the address, never the password, for the person's own eyes", async () => {
    await withPassword(ana);
    await authorizeCredentials(
      { email: "ana@example.com", password },
      { ip: "198.51.100.4", db: fx.handle.db },
    );
    await expect(
      authorizeCredentials(
        { email: "ana@example.com", password: "not the password" },
        { ip: "198.51.100.5", db: fx.handle.db },
      ),
    ).rejects.toThrow();
    await expect(
      authorizeCredentials(
        { email: "nobody@example.com", password: "not the password" },
        { ip: "198.51.100.6", db: fx.handle.db },
      ),
    ).rejects.toThrow();

    const own = await listAuditEntries(fx.handle.db, ana.id, { ...none, operation: "auth.sign-in" });
    expect(own.entries.map((entry) => [entry.operation, entry.result, entry.address, entry.reason])).toEqual([
      ["Sign in", "failure", "198.51.100.5", "wrong email or password"],
      ["Sign in", "success", "198.51.100.4", null],
    ]);
    const failed = await listAuditEntries(fx.handle.db, ana.id, { ...none, result: "failure" });
    expect(failed.entries.map((entry) => entry.address)).toContain("198.51.100.5");
    // Nobody else sees Ana's sign-ins, not even the admin of her account, nor an unknown email's.
    const forBen = await listAuditEntries(fx.handle.db, ben.id, { ...none, operation: "auth.sign-in" });
    expect(forBen.entries).toEqual([]);
    const rows = await fx.handle.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign-in"));
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain("not the password");
    expect(JSON.stringify(rows)).not.toContain(password);
  });

  it("records second-factor changes through recordSecurityEvent", async () => {
    await recordSecurityEvent({
      userId: ana.id,
      event: "auth.two-factor.enable",
      address: "198.51.100.4",
      details: { method: "totp", secret: "JBSWY3DPEHPK3PXP" },
      db: fx.handle.db,
    });
    const page = await listAuditEntries(fx.handle.db, ana.id, {
      ...none,
      operation: "auth.two-factor.enable",
    });
    expect(page.entries.map((entry) => [entry.operation, entry.resultWords, entry.address])).toEqual([
      ["Turn on two-factor sign-in", "Succeeded", "198.51.100.4"],
    ]);
    const [row] = await fx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "auth.two-factor.enable"));
    expect(JSON.stringify(row)).not.toContain("JBSWY3DPEHPK3PXP");
  });

  it("stores only IP addresses as the address", async () => {
    const { id } = await writeAudit(fx.handle.db, {
      action: "auth.sign-in",
      outcome: "denied",
      address: "local",
    });
    const [row] = await fx.handle.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(row?.address).toBeNull();
  });
});

describe("filters and pages", () => {
  it("filter by person, operation, result and Colombo date window together", async () => {
    const old = new Date("2026-01-10T20:00:00Z"); // 11 January in Colombo (01:30)
    await fx.handle.db.insert(auditLog).values([
      {
        at: old,
        userId: ben.id,
        accountId: shopA.id,
        action: "deleteBranch",
        outcome: "success",
        status: 200,
      },
      {
        at: new Date("2026-01-11T19:00:00Z"), // 12 January in Colombo
        userId: ben.id,
        accountId: shopA.id,
        action: "deleteBranch",
        outcome: "success",
        status: 200,
      },
    ]);
    const page = await listAuditEntries(fx.handle.db, ana.id, {
      ...none,
      person: ben.id,
      operation: "deleteBranch",
      result: "success",
      startDate: "2026-01-11",
      endDate: "2026-01-11",
    });
    expect(page.entries.map((entry) => entry.at)).toEqual([old.toISOString()]);
    const both = await listAuditEntries(fx.handle.db, ana.id, {
      ...none,
      operation: "deleteBranch",
      startDate: "2026-01-11",
      endDate: "2026-01-12",
    });
    expect(both.entries).toHaveLength(2);
    const samOnly = await listAuditEntries(fx.handle.db, ana.id, { ...none, person: sam.id });
    expect(new Set(samOnly.entries.map((entry) => entry.personEmail))).toEqual(new Set(["sam@example.com"]));
  });

  it("name the member a member change concerns, with a link to the members page", async () => {
    await writeAudit(fx.handle.db, {
      userId: ana.id,
      accountId: shopA.id,
      action: "member.update",
      outcome: "success",
      address: null,
      details: { memberId: sam.id, previousRole: "staff", role: "developer" },
    });
    const page = await listAuditEntries(fx.handle.db, ana.id, { ...none, operation: "member.update" });
    expect(page.entries.map((entry) => [entry.operation, entry.resource])).toEqual([
      [
        "Change a member's role or branch",
        { id: "sam@example.com", href: `/settings/members?account=${shopA.id}` },
      ],
    ]);
  });

  it("page newest first by keyset, forwards and back, without gaps or repeats", async () => {
    await fx.handle.db.insert(auditLog).values(
      Array.from({ length: 23 }, (_, index) => ({
        userId: ana.id,
        accountId: shopA.id,
        action: "updatePaymentLink",
        outcome: "success",
        status: 200,
        details: { resourceId: `link-${index}` },
      })),
    );
    const filters = { ...none, operation: "updatePaymentLink" };
    const first = await listAuditEntries(fx.handle.db, ana.id, filters, 10);
    expect(first.newer).toBeNull();
    expect(first.older).not.toBeNull();
    const second = await listAuditEntries(fx.handle.db, ana.id, { ...filters, page: first.older }, 10);
    const third = await listAuditEntries(fx.handle.db, ana.id, { ...filters, page: second.older }, 10);
    expect(third.entries).toHaveLength(3);
    expect(third.older).toBeNull();
    const ids = [...first.entries, ...second.entries, ...third.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(23);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const back = await listAuditEntries(fx.handle.db, ana.id, { ...filters, page: second.newer }, 10);
    expect(back.entries.map((entry) => entry.id)).toEqual(first.entries.map((entry) => entry.id));
    expect(back.newer).toBeNull();
  });
});

describe("CSV", () => {
  it("exports the filtered rows of every page, formula-safe", async () => {
    await fx.handle.db.update(users).set({ name: '=HYPERLINK("http://evil")' }).where(eq(users.id, ben.id));
    let text = "";
    for await (const line of auditCsv(fx.handle.db, ana.id, { ...none, person: ben.id }, { batch: 2 })) {
      text += line;
    }
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe(
      "time (Asia/Colombo),person,email,account,operation,operation id,resource,resource page,status,result,reason,request id,address",
    );
    const expected = await fx.handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.userId, ben.id), eq(auditLog.accountId, shopA.id)));
    expect(lines).toHaveLength(1 + (expected[0]?.count ?? 0));
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(text).toContain(
      `Create a payment link,createPaymentLink,${linkId},/accounts/${shopA.id}/payment-links/${linkId},201,Succeeded`,
    );
    expect(text).toContain("203.0.113.7");
    expect(text).not.toContain("Shop B");
  });

  it("is served to owners and admins only", async () => {
    const handlerAs = (user: User | null) =>
      auditExportHandler({
        session: async () => (user ? { userId: user.id, sessionId: null } : null),
        db: () => fx.handle.db,
        watch: () => instance.watch,
      });
    const url = "http://localhost:3000/settings/audit/export?operation=createPaymentLink";
    const owner = await handlerAs(ana)(new Request(url));
    expect(owner.status).toBe(200);
    expect(owner.headers.get("content-type")).toContain("text/csv");
    expect(owner.headers.get("content-disposition")).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = await owner.text();
    expect(body.trim().split("\r\n")).toHaveLength(2);
    const staff = await handlerAs(sam)(new Request(url));
    expect(staff.status).toBe(403);
    expect(await staff.text()).not.toContain("createPaymentLink,");
    const nobody = await handlerAs(null)(new Request(url));
    expect(nobody.status).toBe(401);
    // An impossible day in the address is refused, not dropped from the filters (which would export more).
    for (const query of ["startDate=2026-02-30", "endDate=0000-01-01", "startDate=9999-12-31"]) {
      const impossible = await handlerAs(ana)(
        new Request(`http://localhost:3000/settings/audit/export?${query}`),
      );
      expect(impossible.status, query).toBe(400);
      expect((await impossible.json()).message, query).toMatch(/must be a calendar day \(YYYY-MM-DD\)/);
    }
  });
});

describe("on 100,000 entries", () => {
  it("answers the first page, a filtered page and a deep page quickly", async () => {
    await fx.handle.db.execute(sql`
      insert into audit_log (at, user_id, account_id, action, outcome, status, request_id, address)
      select now() - (g || ' seconds')::interval,
             case when g % 3 = 0 then ${ben.id}::uuid else ${olga.id}::uuid end,
             case when g % 3 = 0 then ${shopA.id}::uuid else ${shopB.id}::uuid end,
             case when g % 5 = 0 then 'createPayment' else 'updatePaymentLink' end,
             case when g % 7 = 0 then 'failure' else 'success' end,
             200, 'req-' || g, '192.0.2.1'
      from generate_series(1, 100000) g`);
    await fx.handle.db.execute(sql`analyze audit_log`);
    const timed = async (filters: AuditFilters) => {
      const started = performance.now();
      const page = await listAuditEntries(fx.handle.db, ana.id, filters);
      return { page, ms: performance.now() - started };
    };
    const first = await timed(none);
    expect(first.page.entries).toHaveLength(50);
    const filtered = await timed({ ...none, operation: "createPayment", result: "failure" });
    expect(filtered.page.entries.length).toBeGreaterThan(0);
    const [oldest] = await fx.handle.db
      .select({ id: sql<number>`min(id)::int` })
      .from(auditLog)
      .where(eq(auditLog.accountId, shopA.id));
    const deep = await timed({ ...none, page: { direction: "before", id: (oldest?.id ?? 0) + 60 } });
    expect(deep.page.entries.length).toBeGreaterThan(0);
    for (const { ms } of [first, filtered, deep]) expect(ms).toBeLessThan(500);
  }, 60_000);

  it("a reader that leaves mid-export is logged as gone, never as a failure", async () => {
    const written = await writtenToStdout(async () => {
      const handler = auditExportHandler({
        session: async () => ({ userId: ana.id, sessionId: null }),
        db: () => fx.handle.db,
        watch: () => instance.watch,
      });
      const response = await handler(new Request("http://localhost:3000/settings/audit/export"));
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      // The next rows are on their way when the person closes the download.
      const pending = reader.read();
      await reader.cancel();
      await pending.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const lines = written.filter((line) => line.includes('"scope":"audit"'));
    expect(lines.some((line) => line.includes('"message":"client went away"'))).toBe(true);
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});
