import { createHash, randomUUID } from "node:crypto";
import { encode } from "@auth/core/jwt";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paymentBody } from "@/sandbox/domain/payments/test-factories";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { cachedAccessLookup, noteConsoleWrite } from "@/server/access/access-cache";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import type { AccountView } from "@/server/accounts/view";
import { revokeSession } from "@/server/auth/session-revocation";
import { forwarderFor } from "@/server/bff/testing/forwarder-for";
import { auditLog, memberships } from "@/server/db/schema";
import { createForwarder } from "./forwarder";
import { callBff, seenResponses } from "./testing/bff-client";

// The forwarder against the real sandbox, with a real console database.
type User = { id: string; email: string; name: string | null };

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_bff");
const keys: string[] = [];
let accountA: AccountView;
let accountB: AccountView;
let owner: User;
let staff: User;
let scoped: User;
let outsider: User;
let branchX: string;
let branchY: string;

const as = (user: User) => forwarderFor(fx, user.id);

async function account(name: string, roles?: string[]) {
  const merchant = await sandbox.createMerchant({ name, roles });
  keys.push(merchant.apiKey);
  const view = await fx.accounts.addAccount({ name, baseUrl: sandbox.url, apiKey: merchant.apiKey });
  return { merchant, view };
}

beforeAll(async () => {
  // One after the other: the first key in `keys` is Shop A's.
  ({ view: accountA } = await account("Shop A"));
  ({ view: accountB } = await account("Shop B"));
  [owner, staff, scoped, outsider] = await Promise.all([
    fx.createUser(),
    fx.createUser(),
    fx.createUser(),
    fx.createUser(),
  ]);
  await fx.addMember(owner.id, accountA.id, "owner");
  await fx.addMember(staff.id, accountA.id, "staff");
  await fx.addMember(outsider.id, accountB.id, "owner");
  const branch = (code: string) =>
    callBff(as(owner), "POST", accountA.id, "/v1/branch", { body: { name: `Branch ${code}`, code } });
  const [x, y] = await Promise.all([branch("X"), branch("Y")]);
  expect([x.status, y.status]).toEqual([201, 201]);
  branchX = x.body.id;
  branchY = y.body.id;
  await fx.addMember(scoped.id, accountA.id, "staff", branchX);
});

describe("forwarding to the sandbox", () => {
  it("creates through the BFF and reads back exactly what the service answers, with rate-limit headers", async () => {
    const created = await callBff(as(owner), "POST", accountA.id, "/v1/payment", {
      body: paymentBody({ merchantTradeNo: "ORDER-1" }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: 25, currency: "USDT", merchantTradeNo: "ORDER-1" });

    const viaBff = await callBff(as(owner), "GET", accountA.id, `/v1/payment/${created.body.id}`);
    const direct = await sandbox.client(keys[0] ?? "").request("GET", `/v1/payment/${created.body.id}`);
    expect(viaBff.status).toBe(200);
    expect(viaBff.text).toBe(direct.text);
    expect(viaBff.headers.get("x-ratelimit-limit")).toBe("300");
    expect(Number(viaBff.headers.get("x-ratelimit-remaining"))).toBeGreaterThan(0);
    expect(Number(viaBff.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000 - 1);

    const listed = await callBff(
      as(owner),
      "GET",
      accountA.id,
      "/v1/payment/list?pageSize=5&search=ORDER-1&dateRange=last7",
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p: { id: string }) => p.id)).toEqual([created.body.id]);
  });

  it("refuses an operation the member's role lacks, with 403", async () => {
    const list = await callBff(as(staff), "GET", accountA.id, "/v1/withdrawal/list");
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ statusCode: 403, error: "Forbidden", code: "forbidden" });
    expect(list.body.message).toContain("withdrawals:read");
    const create = await callBff(as(staff), "POST", accountA.id, "/v1/withdrawal", { body: {} });
    expect(create.status).toBe(403);
    const [entry] = await fx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, create.body.requestId));
    expect(entry).toMatchObject({
      userId: staff.id,
      action: "createWithdrawal",
      status: 403,
      outcome: "denied",
    });
  });

  it("refuses aggregator operations on a merchant account, and forwards them for an aggregator", async () => {
    const refused = await callBff(as(owner), "GET", accountA.id, "/v1/bank/list");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("AGGREGATOR");
    const { view } = await account("Aggregator", ["AGGREGATOR"]);
    await fx.addMember(owner.id, view.id, "finance");
    const banks = await callBff(as(owner), "GET", view.id, "/v1/bank/list");
    expect(banks.status).toBe(200);
    expect(banks.text).toContain("7010");
  });

  it("answers 404 alike for another merchant's account and for one that does not exist (IDOR)", async () => {
    const foreign = await callBff(as(outsider), "GET", accountA.id, "/v1/payment/list");
    const reverse = await callBff(as(owner), "POST", accountB.id, "/v1/payment", { body: paymentBody() });
    const missing = await callBff(
      as(owner),
      "GET",
      "5c7d1f7e-1d7b-4f0e-8a53-0a8c2f3b9d11",
      "/v1/payment/list",
    );
    const garbage = await callBff(as(owner), "GET", "not-an-id", "/v1/payment/list");
    for (const response of [foreign, reverse, missing, garbage]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(foreign.body.message);
      expect(response.text).not.toContain("Shop");
    }
    const bList = await callBff(as(outsider), "GET", accountB.id, "/v1/payment/list");
    expect(bList.body.data).toEqual([]);
  });
});

describe("the session cookie", () => {
  const secret = "a-session-secret-for-the-forwarder-tests-only!";
  const byCookie = createForwarder({
    sessionSecret: () => secret,
    accounts: () => fx.accounts,
    db: () => fx.handle.db,
    publicUrl: () => undefined,
    log: () => {},
  });
  async function cookieFor(userId: string, sid: string, key = secret) {
    const token = { sub: userId, sid, signedInAt: Math.floor(Date.now() / 1000) - 5 };
    const salt = "authjs.session-token";
    return `${salt}=${await encode({ token, secret: key, salt, maxAge: 3600 })}`;
  }

  it("is read by the BFF itself, and a signed-out session is refused in the same query", async () => {
    const sid = randomUUID();
    const cookie = await cookieFor(owner.id, sid);
    const before = await callBff(byCookie, "GET", accountA.id, "/v1/payment/list", { cookie });
    expect(before.status).toBe(200);
    await revokeSession(owner.id, sid, fx.handle.db);
    const after = await callBff(byCookie, "GET", accountA.id, "/v1/payment/list", { cookie });
    expect(after.status).toBe(401);
    // Another session of the same user (another device) is unaffected.
    const other = await cookieFor(owner.id, randomUUID());
    expect((await callBff(byCookie, "GET", accountA.id, "/v1/payment/list", { cookie: other })).status).toBe(
      200,
    );
  });

  it("refuses a cookie made with another secret, and none at all", async () => {
    const forged = await cookieFor(owner.id, randomUUID(), "another-secret-that-this-console-never-had!!");
    expect((await callBff(byCookie, "GET", accountA.id, "/v1/payment/list", { cookie: forged })).status).toBe(
      401,
    );
    expect((await callBff(byCookie, "GET", accountA.id, "/v1/payment/list")).status).toBe(401);
  });
});

describe("members limited to one branch", () => {
  it("create in their branch only", async () => {
    const own = await callBff(as(scoped), "POST", accountA.id, "/v1/payment", { body: paymentBody() });
    expect(own.status).toBe(201);
    expect(own.body.branchId).toBe(branchX);
    const other = await callBff(as(scoped), "POST", accountA.id, "/v1/payment", {
      body: paymentBody({ branchId: branchY }),
    });
    expect(other.status).toBe(403);
  });

  it("list and read only their branch's payments", async () => {
    const theirs = await callBff(as(owner), "POST", accountA.id, "/v1/payment", {
      body: paymentBody({ branchId: branchY }),
    });
    const mine = await callBff(as(scoped), "POST", accountA.id, "/v1/payment", { body: paymentBody() });

    const list = await callBff(as(scoped), "GET", accountA.id, "/v1/payment/list?pageSize=100");
    expect(list.status).toBe(200);
    const ids = list.body.data.map((p: { id: string }) => p.id);
    expect(ids).toContain(mine.body.id);
    expect(ids).not.toContain(theirs.body.id);
    const asked = await callBff(as(scoped), "GET", accountA.id, `/v1/payment/list?branchId=${branchY}`);
    expect(asked.status).toBe(403);

    expect((await callBff(as(scoped), "GET", accountA.id, `/v1/payment/${mine.body.id}`)).status).toBe(200);
    const hidden = await callBff(as(scoped), "GET", accountA.id, `/v1/payment/${theirs.body.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain(theirs.body.id);
    expect((await callBff(as(owner), "GET", accountA.id, `/v1/payment/${theirs.body.id}`)).status).toBe(200);
  });

  it("change only their branch's payment links", async () => {
    const link = { name: "Tea", amount: 10, currency: "LKR", allowCustomAmount: false };
    const theirs = await callBff(as(owner), "POST", accountA.id, "/v1/payment-link", {
      body: { ...link, branchId: branchY },
    });
    const mine = await callBff(as(scoped), "POST", accountA.id, "/v1/payment-link", { body: link });
    expect([theirs.status, mine.status]).toEqual([201, 201]);

    const blocked = await callBff(as(scoped), "PATCH", accountA.id, `/v1/payment-link/${theirs.body.id}`, {
      body: { name: "Mine now" },
    });
    expect(blocked.status).toBe(404);
    const unchanged = await callBff(as(owner), "GET", accountA.id, `/v1/payment-link/${theirs.body.id}`);
    expect(unchanged.body.name).toBe("Tea");
    const allowed = await callBff(as(scoped), "PATCH", accountA.id, `/v1/payment-link/${mine.body.id}`, {
      body: { name: "Renamed" },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.name).toBe("Renamed");
  });
});

describe("service refusals", () => {
  it("maps a revoked key to 502 with a clear message, not to a session 401", async () => {
    const { merchant, view } = await account("Revoked later");
    await fx.addMember(owner.id, view.id, "owner");
    expect((await callBff(as(owner), "GET", view.id, "/v1/branch/list")).status).toBe(200);
    expect((await sandbox.control("DELETE", `/sandbox/api-keys/${merchant.apiKeyId}`)).status).toBe(204);
    const response = await callBff(as(owner), "GET", view.id, "/v1/branch/list");
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ code: "upstream_key_rejected", error: "Bad Gateway" });
    expect(response.body.message).toContain("refused this account's API key");
  });

  it("passes the service's 429 through with Retry-After and the rate-limit headers", async () => {
    const { view } = await account("Busy");
    await fx.addMember(owner.id, view.id, "owner");
    const statuses: number[] = [];
    let last = await callBff(as(owner), "POST", view.id, "/v1/withdrawal", { body: {} });
    statuses.push(last.status);
    for (let i = 0; i < 12 && last.status !== 429; i++) {
      last = await callBff(as(owner), "POST", view.id, "/v1/withdrawal", { body: {} });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(last.status).toBe(429);
    expect(statuses).toHaveLength(11);
    expect(last.body).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.body.retryAfter).toBe(Number(last.headers.get("retry-after")));
    expect(last.headers.get("x-ratelimit-limit")).toBe("10");
    expect(last.headers.get("x-ratelimit-remaining")).toBe("0");
    const [entry] = await fx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, last.headers.get("x-request-id") ?? ""));
    expect(entry).toMatchObject({ action: "createWithdrawal", status: 429, outcome: "failure" });
  });
});

describe("key material", () => {
  it("answers 400 to a body nested 10,000 deep, wherever the nesting is, and forwards nothing", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    for (const rawBody of [
      deep,
      `{"amount":25,"note":${deep}}`,
      JSON.stringify(paymentBody()).replace(/}$/, `,"x":${deep}}`),
    ]) {
      const response = await callBff(as(owner), "POST", accountA.id, "/v1/payment", { rawBody });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: "validation_failed" });
    }
  });

  it("answers 400 to NUL characters in a body or a query, which the service could not store", async () => {
    const body = await callBff(as(owner), "POST", accountA.id, "/v1/branch", {
      body: { name: "Kandy\u0000", code: "NUL1" },
    });
    expect(body.status).toBe(400);
    const query = await callBff(as(owner), "GET", accountA.id, "/v1/payment/list?search=a%00b");
    expect(query.status).toBe(400);
  });

  it("appears in no response of this file", () => {
    expect(seenResponses.length).toBeGreaterThan(20);
    const everything = seenResponses
      .map((response) => `${JSON.stringify([...response.headers])}\n${response.text}`)
      .join("\n");
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      const secret = key.slice(key.indexOf(".") + 1);
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(createHash("sha256").update(secret).digest("hex"));
    }
  });
});

describe("request bodies", () => {
  it("refuses a body that does not say it is JSON (415), and forwards nothing", async () => {
    const code = `TP${Date.now() % 100000}`;
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
      const answer = await callBff(as(owner), "POST", accountA.id, "/v1/branch", {
        body: { name: `Plain ${code}`, code },
        contentType,
      });
      expect(answer.status, contentType).toBe(415);
      expect(answer.body).toMatchObject({ statusCode: 415, code: "unsupported_media_type" });
    }
    const branches = await callBff(as(owner), "GET", accountA.id, "/v1/branch/list");
    expect(JSON.stringify(branches.body)).not.toContain(`Plain ${code}`);
  });
});

describe("remembering member access (the front server's forwarder)", () => {
  it("answers from memory until the console changes anything, then reads the database again", async () => {
    const member = await fx.createUser();
    await fx.addMember(member.id, accountA.id, "staff");
    const remembering = createForwarder({
      sessionUserId: async () => member.id,
      accounts: (() => {
        const lookup = cachedAccessLookup(fx.accounts);
        return () => lookup;
      })(),
      db: () => fx.handle.db,
      publicUrl: () => undefined,
      log: () => {},
    });
    const list = () => callBff(remembering, "GET", accountA.id, "/v1/payment/list?pageSize=1");
    expect((await list()).status).toBe(200);

    await fx.handle.db
      .delete(memberships)
      .where(and(eq(memberships.userId, member.id), eq(memberships.accountId, accountA.id)));
    // Within its few seconds, with no change made through this console, the answer is remembered.
    expect((await list()).status).toBe(200);
    // A request that may change members, sessions or accounts went through the console: forgotten.
    noteConsoleWrite();
    const refused = await list();
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe("not_found");
    // A forwarder without the memory sees the change at once.
    expect((await callBff(as(member), "GET", accountA.id, "/v1/payment/list?pageSize=1")).status).toBe(404);
  });
});
