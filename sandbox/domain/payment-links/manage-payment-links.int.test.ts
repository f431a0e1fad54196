import { describe, expect, it } from "vitest";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { expectApiError } from "../../testing/api-error";
import { customLink, fixedLink, ISO_MS, linkTestClients, UNKNOWN_ID } from "./test-support";

const sandbox = fileSandbox();
const { merchantClient, sandboxNow } = linkTestClients(() => sandbox);

describe("GET /v1/payment-link/list", () => {
  async function seeded() {
    const { api } = await merchantClient();
    const branch = await api.request("POST", "/v1/branch", { name: "Galle", code: "GAL" });
    const names = [];
    for (const [name, description, branchId] of [
      ["Tea tin", "Loose leaf", null],
      ["Spice pack", "Cinnamon and CLOVES", branch.body.id],
      ["Gift card", null, branch.body.id],
    ] as const) {
      const body = {
        ...fixedLink,
        name,
        ...(description ? { description } : {}),
        ...(branchId ? { branchId } : {}),
      };
      names.push((await api.request("POST", "/v1/payment-link", body)).body.name);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { api, branchId: branch.body.id as string };
  }

  const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((link) => link.name);

  it("lists newest first with the page envelope", async () => {
    const { api } = await seeded();
    const res = await api.request("GET", "/v1/payment-link/list");
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(["Gift card", "Spice pack", "Tea tin"]);
    expect(res.body).toMatchObject({
      page: 1,
      limit: 20,
      total: 3,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
    expect(res.body.data[0]).toHaveProperty("used_count", 0);
  });

  it("pages with pageSize as the limit", async () => {
    const { api } = await seeded();
    const first = await api.request("GET", "/v1/payment-link/list?page=1&pageSize=2");
    expect(names(first)).toEqual(["Gift card", "Spice pack"]);
    expect(first.body).toMatchObject({
      page: 1,
      limit: 2,
      total: 3,
      totalPages: 2,
      hasNext: true,
      hasPrev: false,
    });
    const second = await api.request("GET", "/v1/payment-link/list?page=2&pageSize=2");
    expect(names(second)).toEqual(["Tea tin"]);
    expect(second.body).toMatchObject({
      page: 2,
      limit: 2,
      total: 3,
      totalPages: 2,
      hasNext: false,
      hasPrev: true,
    });
    expect((await api.request("GET", "/v1/payment-link/list?pageSize=101")).status).toBe(400);
  });

  it("searches name or description case-insensitively and filters by branch", async () => {
    const { api, branchId } = await seeded();
    expect(names(await api.request("GET", "/v1/payment-link/list?search=TEA"))).toEqual(["Tea tin"]);
    expect(names(await api.request("GET", "/v1/payment-link/list?search=cloves"))).toEqual(["Spice pack"]);
    expect(names(await api.request("GET", "/v1/payment-link/list?search=_"))).toEqual([]);
    const byBranch = await api.request("GET", `/v1/payment-link/list?branchId=${branchId}`);
    expect(names(byBranch)).toEqual(["Gift card", "Spice pack"]);
    expect(byBranch.body.total).toBe(2);
  });

  it("shows only the merchant's own links", async () => {
    await seeded();
    const { api } = await merchantClient();
    const res = await api.request("GET", "/v1/payment-link/list");
    expect(res.body).toEqual({
      data: [],
      page: 1,
      limit: 20,
      total: 0,
      totalPages: 0,
      hasNext: false,
      hasPrev: false,
    });
  });
});

describe("PATCH /v1/payment-link/:id", () => {
  it("updates the given fields, clears nulls and moves updated_at", async () => {
    const { api } = await merchantClient();
    const created = await api.request("POST", "/v1/payment-link", {
      ...fixedLink,
      description: "Old text",
      cancelUrl: "https://shop.example/cancel",
    });
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 3 });
    const res = await api.request("PATCH", `/v1/payment-link/${created.body.id}`, {
      name: "Premium tea",
      amount: 20,
      description: null,
      reusable: false,
      cancelUrl: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created.body,
      name: "Premium tea",
      amount: 20,
      description: null,
      reusable: false,
      cancelUrl: null,
      updated_at: expect.stringMatching(ISO_MS),
    });
    expect(Date.parse(res.body.updated_at) - Date.parse(created.body.updated_at)).toBeGreaterThanOrEqual(
      3_000,
    );
    expect((await api.request("GET", `/v1/payment-link/${created.body.id}`)).body).toEqual(res.body);
  });

  it("re-rounds the stored amounts when the currency changes", async () => {
    const { api } = await merchantClient();
    const created = await api.request("POST", "/v1/payment-link", { ...fixedLink, amount: 1.234567 });
    const res = await api.request("PATCH", `/v1/payment-link/${created.body.id}`, { currency: "LKR" });
    expect(res.body).toMatchObject({ currency: "LKR", amount: 1.23 });
  });

  it("checks the rules on the merged link", async () => {
    const { api } = await merchantClient();
    const custom = await api.request("POST", "/v1/payment-link", customLink);
    const path = `/v1/payment-link/${custom.body.id}`;

    for (const [change, field, constraint, message] of [
      [{ maxAmount: 50 }, "maxAmount", "min", "maxAmount must be greater than or equal to minAmount"],
      [
        { allowCustomAmount: false },
        "amount",
        "required",
        "amount is required when allowCustomAmount is false",
      ],
      [{ minAmount: null }, "minAmount", "required", "minAmount is required when allowCustomAmount is true"],
    ] as const) {
      const refused = await api.request("PATCH", path, change);
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([{ field, constraint, message }]);
    }

    const past = new Date((await sandboxNow()) - 60_000).toISOString();
    const expired = await api.request("PATCH", path, { expirationDate: past });
    expect(expired.body.details).toEqual([
      { field: "expirationDate", constraint: "minDate", message: "expirationDate must be in the future" },
    ]);

    // Nothing above was written.
    expect((await api.request("GET", path)).body).toEqual(custom.body);

    const fixed = await api.request("PATCH", path, { allowCustomAmount: false, amount: 250 });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({
      allowCustomAmount: false,
      amount: 250,
      minAmount: 100,
      maxAmount: 5000,
    });
  });

  it("refuses to update a deactivated link", async () => {
    const { api } = await merchantClient();
    const created = await api.request("POST", "/v1/payment-link", fixedLink);
    await api.request("DELETE", `/v1/payment-link/${created.body.id}`);
    const res = await api.request("PATCH", `/v1/payment-link/${created.body.id}`, { name: "Revived" });
    expectApiError(res, 400, "Only active payment links can be updated");
  });

  it("answers 404 for an unknown link and 403 for another merchant's", async () => {
    const { api } = await merchantClient();
    const other = await merchantClient();
    const created = await api.request("POST", "/v1/payment-link", fixedLink);
    const missing = await api.request("PATCH", `/v1/payment-link/${UNKNOWN_ID}`, { name: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Payment link not found");
    expect(
      (await other.api.request("PATCH", `/v1/payment-link/${created.body.id}`, { name: "x" })).status,
    ).toBe(403);
  });
});

describe("DELETE /v1/payment-link/:id", () => {
  it("deactivates the link and answers the same to a repeated call", async () => {
    const { api } = await merchantClient();
    const created = await api.request("POST", "/v1/payment-link", fixedLink);
    for (let call = 0; call < 2; call++) {
      const res = await api.request("DELETE", `/v1/payment-link/${created.body.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "Payment link deactivated successfully" });
    }
    expect((await api.request("GET", `/v1/payment-link/${created.body.id}`)).body.status).toBe("INACTIVE");
  });

  it("answers 404 for an unknown link and 403 for another merchant's, leaving it active", async () => {
    const { api } = await merchantClient();
    const other = await merchantClient();
    const created = await api.request("POST", "/v1/payment-link", fixedLink);
    const missing = await api.request("DELETE", `/v1/payment-link/${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Payment link not found");
    expect((await other.api.request("DELETE", `/v1/payment-link/${created.body.id}`)).status).toBe(403);
    expect((await api.request("GET", `/v1/payment-link/${created.body.id}`)).body.status).toBe("ACTIVE");
  });
});

describe("expiry", () => {
  it("reports EXPIRED once the sandbox clock passes expirationDate, and then refuses updates", async () => {
    const { api } = await merchantClient();
    const expirationDate = new Date((await sandboxNow()) + 120_000).toISOString();
    const created = await api.request("POST", "/v1/payment-link", { ...fixedLink, expirationDate });
    expect(created.body).toMatchObject({ status: "ACTIVE", expirationDate });

    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 121 });
    const after = await api.request("GET", `/v1/payment-link/${created.body.id}`);
    expect(after.body.status).toBe("EXPIRED");
    const listed = await api.request("GET", "/v1/payment-link/list");
    expect(listed.body.data[0]).toMatchObject({ id: created.body.id, status: "EXPIRED" });

    const patch = await api.request("PATCH", `/v1/payment-link/${created.body.id}`, { name: "Later" });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toBe("Only active payment links can be updated");
  });
});
