import { describe, expect, it } from "vitest";
import type { AccountView } from "@/server/accounts/view";
import type { BffLogLine } from "./log";
import { withAccount } from "./with-account";

const accountId = "0f5b7c3e-2a1d-4e6f-9b8a-7c6d5e4f3a2b";
const user = { id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a", email: "a@example.lk", name: "A" };
const account: AccountView = {
  id: accountId,
  name: "Shop",
  environment: "sandbox",
  baseUrl: "http://127.0.0.1:4010",
  keyId: "ak_live_x",
  capabilities: [],
  hasWebhookKey: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  keyRotatedAt: null,
  approvalAboveLkr: null,
};

// A membership table of one row: the lookup is a dependency here, not the thing under test.
const accounts = () => ({
  loadMemberAccess: async (userId: string, id: string) => {
    if (userId !== user.id) return null;
    if (id !== accountId) return { user, member: null };
    const credentials = () => ({
      baseUrl: account.baseUrl,
      keyId: account.keyId,
      signingKey: "0".repeat(64),
    });
    return { user, member: { account, membership: { role: "staff" as const, branchId: null }, credentials } };
  },
});

function route(options: Parameters<typeof withAccount>[1] = {}) {
  const lines: BffLogLine[] = [];
  const handler = withAccount(
    async ({ access, requestId }) =>
      Response.json({ name: access.account.name, role: access.membership.role, requestId }),
    {
      sessionUserId: async () => user.id,
      accounts,
      publicUrl: () => undefined,
      log: (line) => lines.push(line),
      ...options,
    },
  );
  const call = (method: string, id = accountId, headers: Record<string, string> = {}) =>
    handler(new Request(`http://localhost:3000/api/accounts/${id}/x`, { method, headers }), {
      params: Promise.resolve({ accountId: id }),
    });
  return { call, lines };
}

describe("withAccount", () => {
  it("hands the account and membership to the handler and tags the answer with a request id", async () => {
    const { call, lines } = route();
    const response = await call("GET");
    const body = await response.json();
    expect(body).toMatchObject({ name: "Shop", role: "staff" });
    expect(response.headers.get("x-request-id")).toBe(body.requestId);
    expect(lines).toMatchObject([{ requestId: body.requestId, status: 200, userId: user.id }]);
  });

  it("answers 404 for an account the user is not a member of", async () => {
    const response = await route().call("GET", "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found", statusCode: 404 });
  });

  it("answers 403 without the route's permission, and for a cross-site write", async () => {
    const denied = await route({ permission: "withdrawals:read" }).call("GET");
    expect(denied.status).toBe(403);
    const crossSite = await route().call("POST", accountId, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: "origin_rejected" });
    const sameSite = await route().call("POST", accountId, { origin: "http://localhost:3000" });
    expect(sameSite.status).toBe(200);
  });

  it("answers 401 without a session and hides unexpected errors behind a generic message", async () => {
    const anonymous = route({ sessionUserId: async () => null });
    expect((await anonymous.call("GET")).status).toBe(401);

    const broken = route({
      sessionUserId: async () => {
        throw new Error("connection to 10.0.0.5 refused");
      },
    });
    const response = await broken.call("GET");
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("10.0.0.5");
    expect(broken.lines[0]?.error).toContain("10.0.0.5");
  });
});
