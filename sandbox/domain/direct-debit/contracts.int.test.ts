import { describe, expect, it } from "vitest";
import { expectErrorMessage } from "@/sandbox/testing/api-error";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { type Json, merchantApi, scenarioId, setRate, UNKNOWN_ID } from "./test-factories";

const sandbox = fileSandbox({ env: { SANDBOX_DIRECT_DEBIT_AUTO_PAY: "false" } });

describe("scenarios", () => {
  it("lists active scenarios per provider by default and the inactive ones on request", async () => {
    const { api } = await merchantApi(sandbox);
    const active = await api.request("GET", "/v1/direct-debit/scenario-code/list?provider=EXCHANGEA_PAY");
    expect(active.status).toBe(200);
    const names = (active.body.data as Json[]).map((s) => s.scenarioName).sort();
    expect(names).toEqual(["Retail top-up", "Subscription", "Utility bills"]);
    const subscription = (active.body.data as Json[]).find((s) => s.scenarioName === "Subscription");
    expect(subscription).toMatchObject({ paymentProvider: "EXCHANGEA_PAY", maxLimit: 500, isActive: true });
    expect(typeof subscription.scenarioId).toBe("string");

    const inactive = await api.request(
      "GET",
      "/v1/direct-debit/scenario-code/list?provider=EXCHANGEA_PAY&active=false",
    );
    expect((inactive.body.data as Json[]).map((s) => [s.scenarioName, s.maxLimit, s.isActive])).toEqual([
      ["Legacy", 100, false],
    ]);

    const all = await api.request("GET", "/v1/direct-debit/scenario-code/list");
    const providers = new Set((all.body.data as Json[]).map((s) => s.paymentProvider));
    expect(providers).toEqual(new Set(["EXCHANGEA_PAY", "EXCHANGEB_PAY", "EXCHANGEC_PAY"]));
    expect((all.body.data as Json[]).every((s) => s.isActive === true)).toBe(true);
  });
});

describe("creating contracts", () => {
  it("creates a USDT contract awaiting approval with links to the hosted approval page", async () => {
    const { merchant, api, subscription, contractBody } = await merchantApi(sandbox);
    const before = Date.parse((await sandbox.control("GET", "/sandbox/clock")).body.now);
    const res = await api.request(
      "POST",
      "/v1/direct-debit",
      contractBody({ merchantContractCode: "PLAN2026A" }),
    );
    expect(res.status).toBe(201);
    const c = res.body;
    expect(c).toMatchObject({
      merchantId: merchant.merchantId,
      paymentProvider: "EXCHANGEA_PAY",
      merchantContractCode: "PLAN2026A",
      serviceName: "Premium plan",
      scenarioId: subscription,
      currency: "USDT",
      singleUpperLimit: 50,
      status: "INITIATED",
      contractId: null,
      paymentCount: 0,
      totalAmountCharged: 0,
      periodic: false,
    });
    expect(c.singleUpperLimitLkr ?? null).toBeNull();
    expect(c.slippageBps ?? null).toBeNull();
    expect(c.preContractId).toMatch(/^\S+$/);
    expect(c.bizId).toMatch(/^\S+$/);
    expect(c.merchantAccountNo).toMatch(/^\d+$/);
    expect(c.qrContent).toBe(`${sandbox.url}/direct-debit/approve/${c.id}`);
    expect(c.deepLink).toContain(encodeURIComponent(c.qrContent));
    const created = Date.parse(c.createdAt);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(c.requestExpireTime) - created).toBe(15 * 60 * 1000);
    const end = new Date(created);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(c.contractEndTime).toBe(end.toISOString());

    const generated = await api.request("POST", "/v1/direct-debit", contractBody());
    expect(generated.status).toBe(201);
    expect(generated.body.merchantContractCode).toMatch(/^[A-Za-z0-9]{1,32}$/);
    expect(generated.body.merchantContractCode).not.toBe("PLAN2026A");
  });

  it("converts an LKR limit with slippage: 25,000 LKR at 321.45 with 175 bps is 79.133613 USDT", async () => {
    const { api, contractBody } = await merchantApi(sandbox);
    expect((await setRate(sandbox, 321.45)).status).toBe(200);
    try {
      // 25000 / 321.45 = 77.772592938…; × 1.0175 = 79.133613314…; half-up to 6 places.
      const res = await api.request(
        "POST",
        "/v1/direct-debit",
        contractBody({ currency: "LKR", singleUpperLimit: 25000, slippageBps: 175 }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        currency: "LKR",
        singleUpperLimit: 79.133613,
        singleUpperLimitLkr: 25000,
        slippageBps: 175,
      });
      // Without slippage the default is 0 bps: 3000 / 321.45 = 9.332711…
      const plain = await api.request(
        "POST",
        "/v1/direct-debit",
        contractBody({ currency: "LKR", singleUpperLimit: 3000 }),
      );
      expect(plain.body).toMatchObject({
        singleUpperLimit: 9.332711,
        singleUpperLimitLkr: 3000,
        slippageBps: 0,
      });
    } finally {
      await setRate(sandbox, 300);
    }
  });

  it("rejects other providers, unusable scenarios, limits over the scenario and a missing rate", async () => {
    const { api, contractBody } = await merchantApi(sandbox);
    const create = (overrides: Record<string, unknown>) =>
      api.request("POST", "/v1/direct-debit", contractBody(overrides));

    const otherProvider = await create({
      provider: "EXCHANGEB_PAY",
      scenarioId: await scenarioId(api, "EXCHANGEB_PAY", "Subscription"),
    });
    expect(otherProvider.status).toBe(400);
    expect(otherProvider.body.message).toContain("EXCHANGEB_PAY");

    expectErrorMessage(
      await create({ scenarioId: await scenarioId(api, "EXCHANGEB_PAY", "Membership") }),
      400,
      "The scenario does not belong to this provider",
    );
    expectErrorMessage(
      await create({ scenarioId: await scenarioId(api, "EXCHANGEA_PAY", "Legacy", "false") }),
      400,
      "The scenario is not active",
    );
    expectErrorMessage(
      await create({ scenarioId: "6f1c9a52-0d55-4c1e-9a7e-3f5f0f3f2b11" }),
      400,
      "scenarioId must refer to a known scenario",
    );

    const overLimit = await create({ singleUpperLimit: 500.000001 });
    expect(overLimit.status).toBe(400);
    expect(overLimit.body.details?.[0]?.field).toBe("singleUpperLimit");
    expect((await create({ singleUpperLimit: 500 })).status).toBe(201);
    // 150,000 LKR at 300 is exactly 500 USDT; 1 bps of slippage takes it over.
    expect((await create({ currency: "LKR", singleUpperLimit: 150000 })).status).toBe(201);
    expect((await create({ currency: "LKR", singleUpperLimit: 150000, slippageBps: 1 })).status).toBe(400);

    const usdtSlippage = await create({ slippageBps: 10 });
    expect(usdtSlippage.status).toBe(400);
    expect(usdtSlippage.body.details?.[0]?.field).toBe("slippageBps");

    await setRate(sandbox, null);
    try {
      expectErrorMessage(
        await create({ currency: "LKR", singleUpperLimit: 1000 }),
        400,
        "exchange rate unavailable",
      );
      expect((await create({ currency: "USDT", singleUpperLimit: 10 })).status).toBe(201);
    } finally {
      await setRate(sandbox, 300);
    }

    const branch = await create({ branchId: "6f1c9a52-0d55-4c1e-9a7e-3f5f0f3f2b11" });
    expect(branch.status).toBe(400);
    expect(branch.body.details?.[0]?.field).toBe("branchId");
  });

  it("answers 409 for a contract code the merchant already used, not for another merchant", async () => {
    const first = await merchantApi(sandbox);
    expect((await first.createContract({ merchantContractCode: "DUP1" })).status).toBe(201);
    expectErrorMessage(
      await first.createContract({ merchantContractCode: "DUP1" }),
      409,
      "merchantContractCode already exists",
    );
    const second = await merchantApi(sandbox, "Galle Gym");
    expect((await second.createContract({ merchantContractCode: "DUP1" })).status).toBe(201);
  });
});

describe("listing and reading contracts", () => {
  it("filters, searches and paginates the merchant's own contracts, newest first", async () => {
    const { api, contractBody } = await merchantApi(sandbox);
    const branch = await api.request("POST", "/v1/branch", { name: "Nugegoda", code: "NUG" });
    expect(branch.status).toBe(201);
    const ids: string[] = [];
    for (const [i, body] of [
      contractBody({ serviceName: "Gym monthly", merchantContractCode: "GYM001" }),
      contractBody({ serviceName: "Water bill", currency: "LKR", singleUpperLimit: 6000 }),
      contractBody({ serviceName: "Gym yearly", branchId: branch.body.id }),
    ].entries()) {
      const res = await api.request("POST", "/v1/direct-debit", body);
      expect(res.status, `contract ${i}`).toBe(201);
      ids.push(res.body.id);
    }
    const other = await merchantApi(sandbox, "Elsewhere");
    await other.createContract({ serviceName: "Gym elsewhere" });

    const all = await api.request("GET", "/v1/direct-debit/list");
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ page: 1, limit: 20, totalItems: 3, totalPages: 1 });
    expect((all.body.data as Json[]).map((c) => c.id)).toEqual([...ids].reverse());

    const page2 = await api.request("GET", "/v1/direct-debit/list?page=2&limit=2");
    expect(page2.body.meta).toEqual({ page: 2, limit: 2, totalItems: 3, totalPages: 2 });
    expect((page2.body.data as Json[]).map((c) => c.id)).toEqual([ids[0]]);

    const search = await api.request("GET", "/v1/direct-debit/list?search=gym");
    expect((search.body.data as Json[]).map((c) => c.serviceName).sort()).toEqual([
      "Gym monthly",
      "Gym yearly",
    ]);
    const byCode = await api.request("GET", "/v1/direct-debit/list?search=gym00");
    expect((byCode.body.data as Json[]).map((c) => c.id)).toEqual([ids[0]]);
    const wildcard = await api.request("GET", "/v1/direct-debit/list?search=%25");
    expect(wildcard.body.data).toEqual([]);

    const lkr = await api.request("GET", "/v1/direct-debit/list?currency=LKR");
    expect((lkr.body.data as Json[]).map((c) => c.id)).toEqual([ids[1]]);
    const byBranch = await api.request("GET", `/v1/direct-debit/list?branchId=${branch.body.id}`);
    expect((byBranch.body.data as Json[]).map((c) => c.id)).toEqual([ids[2]]);
    const signed = await api.request("GET", "/v1/direct-debit/list?status=SIGNED");
    expect(signed.body).toEqual({ data: [], meta: { page: 1, limit: 20, totalItems: 0, totalPages: 0 } });
    const provider = await api.request("GET", "/v1/direct-debit/list?paymentProvider=EXCHANGEB_PAY");
    expect(provider.body.meta.totalItems).toBe(0);
    expect((await api.request("GET", "/v1/direct-debit/list?limit=101")).status).toBe(400);
  });

  it("returns one contract; another merchant's is 403 and an unknown id 404", async () => {
    const { api, contractBody } = await merchantApi(sandbox);
    const created = await api.request("POST", "/v1/direct-debit", contractBody());
    const got = await api.request("GET", `/v1/direct-debit/${created.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);

    const other = await merchantApi(sandbox, "Another");
    const path = `/v1/direct-debit/${created.body.id}`;
    expect((await other.api.request("GET", path)).status).toBe(403);
    expect((await other.api.request("POST", `${path}/sync`, {})).status).toBe(403);
    expect((await other.api.request("POST", `${path}/terminate`, {})).status).toBe(403);
    expectErrorMessage(await api.request("GET", `/v1/direct-debit/${UNKNOWN_ID}`), 404, "Contract not found");
  });
});
