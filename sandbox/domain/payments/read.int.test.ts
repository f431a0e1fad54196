import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { colomboDate } from "@/lib/dates";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { expectApiError } from "../../testing/api-error";
import { customerBilling, paymentBody } from "./test-factories";

const sandbox = fileSandbox();

async function merchantClient() {
  const merchant = await sandbox.createMerchant({ name: "Galle Crafts" });
  return { merchant, api: sandbox.client(merchant.apiKey) };
}

type Api = Awaited<ReturnType<typeof merchantClient>>["api"];

async function create(
  api: Api,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; [k: string]: unknown }> {
  const res = await api.request("POST", "/v1/payment", paymentBody(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

async function listIds(api: Api, query: string): Promise<string[]> {
  const res = await api.request("GET", `/v1/payment/list${query}`);
  expect(res.status).toBe(200);
  return res.body.data.map((item: { id: string }) => item.id);
}

describe("GET /v1/payment/:id", () => {
  it("returns the merchant's own payment as created", async () => {
    const { api } = await merchantClient();
    const created = await create(api, { amount: 1500, currency: "LKR", merchantTradeNo: "INV-7" });
    const res = await api.request("GET", `/v1/payment/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
  });

  it("answers 403 for another merchant's payment", async () => {
    const owner = await merchantClient();
    const other = await merchantClient();
    const created = await create(owner.api);
    const res = await other.api.request("GET", `/v1/payment/${created.id}`);
    expectApiError(res, 403, "Forbidden resource");
  });

  it("answers 404 for an unknown id, UUID or not", async () => {
    const { api } = await merchantClient();
    for (const id of [randomUUID(), "not-a-payment"]) {
      const res = await api.request("GET", `/v1/payment/${id}`);
      expectApiError(res, 404, "Payment not found");
    }
  });

  it("never shows a payment past its expiry as INITIATED", async () => {
    const { api } = await merchantClient();
    const created = await create(api);
    // Moves the clock without running the jobs, so the read itself must notice the expiry.
    await sandbox.services.clock.advance(3_601);
    const res = await api.request("GET", `/v1/payment/${created.id}`);
    expect(res.body.status).toBe("EXPIRED");
    const list = await api.request("GET", "/v1/payment/list");
    expect(list.body.data[0]).toMatchObject({ id: created.id, status: "EXPIRED" });
  });
});

describe("GET /v1/payment/list", () => {
  it("lists newest first with list items and pagination meta", async () => {
    const { api } = await merchantClient();
    const created: Array<Awaited<ReturnType<typeof create>>> = [];
    for (let i = 0; i < 5; i++) created.push(await create(api, { amount: 10 + i }));

    const first = await api.request("GET", "/v1/payment/list?page=1&pageSize=2");
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, pageSize: 2, totalItems: 5, totalPages: 3 });
    // A list item is the payment's id, amount, currency, status and times, nothing more.
    const listed = (i: number) => ({
      id: created[i]?.id,
      amount: 10 + i,
      currency: "USDT",
      status: "INITIATED",
      createdAt: created[i]?.createdAt,
      paidAt: null,
    });
    expect(first.body.data).toEqual([listed(4), listed(3)]);
    const last = await api.request("GET", "/v1/payment/list?page=3&pageSize=2");
    expect(last.body.meta).toEqual({ page: 3, pageSize: 2, totalItems: 5, totalPages: 3 });
    expect(last.body.data.map((p: { id: string }) => p.id)).toEqual([created[0]?.id]);

    const defaults = await api.request("GET", "/v1/payment/list");
    expect(defaults.body.meta).toEqual({ page: 1, pageSize: 20, totalItems: 5, totalPages: 1 });
  });

  it("shows only the merchant's own payments", async () => {
    const a = await merchantClient();
    const b = await merchantClient();
    const mine = await create(a.api);
    await create(b.api);
    expect(await listIds(a.api, "")).toEqual([mine.id]);
  });

  it("filters by status", async () => {
    const { api } = await merchantClient();
    const paid = await create(api);
    const open = await create(api);
    expect(
      (await sandbox.control("POST", `/sandbox/payments/${paid.id}/simulate`, { outcome: "PAID" })).status,
    ).toBe(200);
    const res = await api.request("GET", "/v1/payment/list?status=PAID");
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: paid.id, status: "PAID", paidAt: expect.any(String) }),
    ]);
    expect(await listIds(api, "?status=INITIATED")).toEqual([open.id]);
    expect(await listIds(api, "?status=FAILED")).toEqual([]);
  });

  it("searches id, payId, paymentNo, merchantTradeNo and customer name, email and phone, ignoring case", async () => {
    const { api } = await merchantClient();
    const target = await create(api, {
      merchantTradeNo: "ORD-XYZ-123",
      customerBilling: customerBilling({
        firstName: "Chamari",
        lastName: "Atapattu",
        email: "Chamari.A@Example.org",
        phone: "+94 77 555 0101",
      }),
    });
    const other = await create(api, { merchantTradeNo: "ORD-ABC-999" });

    expect(await listIds(api, "?search=chamari.a%40example")).toEqual([target.id]);
    expect(await listIds(api, "?search=EXAMPLE.ORG")).toEqual([target.id]);
    expect(await listIds(api, "?search=xyz-12")).toEqual([target.id]);
    expect(await listIds(api, "?search=chamari%20atapattu")).toEqual([target.id]);
    expect(await listIds(api, "?search=555%200101")).toEqual([target.id]);
    expect(await listIds(api, `?search=${String(target.paymentNo).toLowerCase()}`)).toEqual([target.id]);
    expect(await listIds(api, `?search=${target.payId}`)).toEqual([target.id]);
    expect(await listIds(api, `?search=${target.id.slice(0, 13).toUpperCase()}`)).toEqual([target.id]);
    expect(await listIds(api, "?search=ORD-")).toEqual([other.id, target.id]);
    // Wildcards are literal characters.
    expect(await listIds(api, "?search=%25")).toEqual([]);
    expect(await listIds(api, "?search=ORD_")).toEqual([]);
  });

  it("filters by ids given comma-separated or repeated, and refuses more than 50", async () => {
    const { api } = await merchantClient();
    const [a, b, c] = [await create(api), await create(api), await create(api)];
    expect(await listIds(api, `?ids=${a.id},${c.id}`)).toEqual([c.id, a.id]);
    expect(await listIds(api, `?ids[]=${a.id}&ids[]=${b.id}`)).toEqual([b.id, a.id]);
    expect(await listIds(api, `?ids=${randomUUID()}`)).toEqual([]);

    const tooMany = Array.from({ length: 51 }, () => randomUUID()).join(",");
    const res = await api.request("GET", `/v1/payment/list?ids=${tooMany}`);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: "ids", constraint: "arrayMaxSize", message: "ids must contain no more than 50 elements" },
    ]);
  });

  it("filters by branchId", async () => {
    const { api } = await merchantClient();
    const branch = await api.request("POST", "/v1/branch", { name: "Galle Fort", code: "GF" });
    expect(branch.status).toBe(201);
    const tagged = await create(api, { branchId: branch.body.id });
    await create(api);
    expect(await listIds(api, `?branchId=${branch.body.id}`)).toEqual([tagged.id]);
  });

  it("filters by dateRange relative to the sandbox clock and by custom Colombo days", async () => {
    const { api } = await merchantClient();
    const old = await create(api);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 10 * 86_400 });
    const recent = await create(api);

    expect(await listIds(api, "?dateRange=last7")).toEqual([recent.id]);
    expect(await listIds(api, "?dateRange=last30")).toEqual([recent.id, old.id]);
    expect(await listIds(api, "?dateRange=last90")).toEqual([recent.id, old.id]);

    const oldDay = colomboDate(new Date(String(old.createdAt)));
    const recentDay = colomboDate(new Date(String(recent.createdAt)));
    expect(await listIds(api, `?dateRange=custom&startDate=${recentDay}&endDate=${recentDay}`)).toEqual([
      recent.id,
    ]);
    expect(await listIds(api, `?dateRange=custom&startDate=${oldDay}&endDate=${oldDay}`)).toEqual([old.id]);
    expect(await listIds(api, `?dateRange=custom&startDate=${oldDay}&endDate=${recentDay}`)).toEqual([
      recent.id,
      old.id,
    ]);
    expect(await listIds(api, `?dateRange=custom&endDate=${oldDay}`)).toEqual([old.id]);

    const missing = await api.request("GET", "/v1/payment/list?dateRange=custom");
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      expect.objectContaining({ field: "startDate", constraint: "required" }),
    ]);
  });
});
