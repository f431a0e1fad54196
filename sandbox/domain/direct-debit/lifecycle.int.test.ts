import { beforeAll, describe, expect, it } from "vitest";
import { expectErrorMessage } from "@/sandbox/testing/api-error";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import type { WebhookReceiver } from "@/sandbox/testing/harness";
import { type Api, approve, merchantApi, setRate, signedContract, UNKNOWN_ID } from "./test-factories";

const sandbox = fileSandbox({ env: { SANDBOX_DIRECT_DEBIT_AUTO_PAY: "false" } });

/** A charge of USDT 1 on the contract. */
const chargeOne = (api: Api, contractId: string) =>
  api.request("POST", `/v1/direct-debit/${contractId}/payment`, {
    currency: "USDT",
    amount: 1,
    productName: "Plan",
  });

describe("signing and terminating", () => {
  let hooks: WebhookReceiver;
  beforeAll(async () => {
    hooks = await sandbox.webhookReceiver();
  });

  it("stays INITIATED on sync until the user approves, then signs with a contract.signed webhook", async () => {
    const { api, contractBody } = await merchantApi(sandbox);
    const created = await api.request("POST", "/v1/direct-debit", contractBody({ webhookUrl: hooks.url }));
    const id = created.body.id;

    const early = await api.request("POST", `/v1/direct-debit/${id}/sync`, {});
    expect(early.status).toBe(200);
    expect(early.body.status).toBe("INITIATED");
    expect(early.body.contractId).toBeNull();

    const approved = await approve(sandbox, id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, status: "INITIATED" });
    expect(Number.isNaN(Date.parse(approved.body.approvedAt))).toBe(false);
    expect((await api.request("GET", `/v1/direct-debit/${id}`)).body.status).toBe("INITIATED");

    const synced = await api.request("POST", `/v1/direct-debit/${id}/sync`, {});
    expect(synced.status).toBe(200);
    expect(synced.body.status).toBe("SIGNED");
    expect(Number.isInteger(synced.body.contractId)).toBe(true);
    expect(synced.body.openUserId).toMatch(/\S+/);
    expect(synced.body.qrContent).toBeUndefined();

    const all = await hooks.waitFor((d) => d.some((x) => x.body.contractId === id));
    const hook = all.filter((x) => x.body.contractId === id);
    expect(hook).toHaveLength(1);
    expect(hook[0]?.verified).toBe(true);
    expect(Object.keys(hook[0]?.body).sort()).toEqual([
      "contractId",
      "event",
      "merchantContractCode",
      "status",
      "timestamp",
    ]);
    expect(hook[0]?.body).toMatchObject({
      event: "contract.signed",
      contractId: id,
      merchantContractCode: created.body.merchantContractCode,
      status: "SIGNED",
    });

    // Syncing again changes nothing and sends nothing.
    const again = await api.request("POST", `/v1/direct-debit/${id}/sync`, {});
    expect(again.body.contractId).toBe(synced.body.contractId);
    expectErrorMessage(
      await approve(sandbox, id),
      400,
      "Contract is SIGNED; only INITIATED contracts can be approved",
    );
    expectErrorMessage(await approve(sandbox, UNKNOWN_ID), 404, "Contract not found");
    expect((await approve(sandbox, "not-a-uuid")).status).toBe(404);
  });

  it("terminates only SIGNED contracts, recording the termination and sending contract.terminated", async () => {
    const { api, contractBody } = await merchantApi(sandbox);
    const pending = await api.request("POST", "/v1/direct-debit", contractBody());
    expectErrorMessage(
      await api.request("POST", `/v1/direct-debit/${pending.body.id}/terminate`, {}),
      400,
      "Only SIGNED contracts can be terminated",
    );

    const signed = await signedContract(sandbox, api, contractBody({ webhookUrl: hooks.url }));
    const res = await api.request("POST", `/v1/direct-debit/${signed.id}/terminate`, {
      terminationNotes: "Customer moved abroad",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "TERMINATED",
      contractTerminationWay: 1,
      terminationNotes: "Customer moved abroad",
    });
    expect(Number.isNaN(Date.parse(res.body.contractTerminationTime))).toBe(false);
    expectErrorMessage(
      await api.request("POST", `/v1/direct-debit/${signed.id}/terminate`, {}),
      400,
      "Only SIGNED contracts can be terminated",
    );
    const all = await hooks.waitFor((d) =>
      d.some((x) => x.body.contractId === signed.id && x.body.event === "contract.terminated"),
    );
    const events = all.filter((x) => x.body.contractId === signed.id).map((x) => x.body.event);
    expect(events).toEqual(["contract.signed", "contract.terminated"]);
    expect(all.find((x) => x.body.event === "contract.terminated")?.body.status).toBe("TERMINATED");

    expectErrorMessage(await chargeOne(api, signed.id), 400, "Contract is not signed");
  });
});

describe("hosted approval page", () => {
  it("shows the contract and approves it with a plain form post", async () => {
    const { api, contractBody } = await merchantApi(sandbox, "Colombo <Cinema> & Co");
    await setRate(sandbox, 300);
    const created = await api.request(
      "POST",
      "/v1/direct-debit",
      contractBody({ serviceName: "Movie pass", currency: "LKR", singleUpperLimit: 9000, slippageBps: 100 }),
    );
    const pageUrl = created.body.qrContent as string;
    const html = await (await fetch(pageUrl)).text();
    expect(html).toContain("Movie pass");
    expect(html).toContain("Colombo &lt;Cinema&gt; &amp; Co");
    expect(html).not.toContain("<Cinema>");
    expect(html).toContain("LKR 9,000.00");
    expect(html).toContain("USDT 30.30");
    expect(html).toContain(`action="/direct-debit/approve/${created.body.id}/approve"`);
    expect(html).toContain(`action="/direct-debit/approve/${created.body.id}/decline"`);

    const declined = await fetch(`${pageUrl}/decline`, { method: "POST", redirect: "manual" });
    expect(declined.status).toBe(303);
    expect((await api.request("GET", `/v1/direct-debit/${created.body.id}`)).body.status).toBe("INITIATED");

    const posted = await fetch(`${pageUrl}/approve`, { method: "POST", redirect: "manual" });
    expect(posted.status).toBe(303);
    const outcome = await (await fetch(new URL(posted.headers.get("location") ?? "", pageUrl))).text();
    expect(outcome).toContain("You approved this direct debit.");
    expect(outcome).not.toContain(`/approve"`);

    const synced = await api.request("POST", `/v1/direct-debit/${created.body.id}/sync`, {});
    expect(synced.body.status).toBe("SIGNED");
    const signedPage = await (await fetch(pageUrl)).text();
    expect(signedPage).toContain("Signed");
    expect((await fetch(`${sandbox.url}/direct-debit/approve/${UNKNOWN_ID}`)).status).toBe(404);
  });
});

describe("executing payments", () => {
  it("charges a signed contract up to its limit in USDT or converted LKR", async () => {
    const { api, contractBody } = await merchantApi(sandbox);
    const pending = await api.request("POST", "/v1/direct-debit", contractBody());
    const charge = (id: string, body: Record<string, unknown>) =>
      api.request("POST", `/v1/direct-debit/${id}/payment`, { productName: "Premium plan, March", ...body });
    expectErrorMessage(
      await charge(pending.body.id, { currency: "USDT", amount: 5 }),
      400,
      "Contract is not signed",
    );

    const contract = await signedContract(sandbox, api, contractBody({ singleUpperLimit: 50 }));
    expectErrorMessage(
      await charge(contract.id, { currency: "USDT", amount: 50.000001 }),
      400,
      "Amount exceeds the contract limit",
    );
    // 15,000.01 LKR at 300 is 50.000033 USDT, over the limit; 15,000 LKR is exactly 50.
    expectErrorMessage(
      await charge(contract.id, { currency: "LKR", amount: 15000.01 }),
      400,
      "Amount exceeds the contract limit",
    );

    const ok = await charge(contract.id, { currency: "LKR", amount: 15000 });
    expect(ok.status).toBe(201);
    expect(Object.keys(ok.body).sort()).toEqual(
      [
        "amount",
        "checkoutLink",
        "createdAt",
        "currency",
        "directDebitContractId",
        "feeBreakdown",
        "id",
        "merchantId",
        "payId",
        "paymentNo",
        "paymentProvider",
        "qrContent",
        "status",
      ].sort(),
    );
    expect(ok.body).toMatchObject({
      qrContent: null,
      checkoutLink: null,
      amount: 50,
      currency: "USDT",
      status: "INITIATED",
      paymentProvider: "EXCHANGEA_PAY",
      directDebitContractId: contract.id,
    });
    expect(ok.body.feeBreakdown).toMatchObject({
      grossAmountUSDT: 50,
      grossAmountLKR: 15000,
      netAmountLKR: 14775,
    });

    const payment = await api.request("GET", `/v1/payment/${ok.body.id}`);
    expect(payment.body).toMatchObject({
      status: "INITIATED",
      directDebitContractId: contract.id,
      qrContent: null,
      checkoutLink: null,
    });
    expect(payment.body.goods).toEqual([{ name: "Premium plan, March", description: "", mccCode: "5818" }]);

    await setRate(sandbox, null);
    try {
      expectErrorMessage(
        await charge(contract.id, { currency: "LKR", amount: 100 }),
        400,
        "exchange rate unavailable",
      );
      expect((await charge(contract.id, { currency: "USDT", amount: 1 })).status).toBe(201);
    } finally {
      await setRate(sandbox, 300);
    }
    // Auto-pay is off in this file: the charges wait for the provider.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await api.request("GET", `/v1/payment/${ok.body.id}`)).body.status).toBe("INITIATED");
    expectErrorMessage(await charge(UNKNOWN_ID, { currency: "USDT", amount: 1 }), 404, "Contract not found");
  });
});

describe("signing window", () => {
  it("expires unsigned contracts 15 minutes after creation, with contract.expired", async () => {
    const hooks = await sandbox.webhookReceiver();
    const { api, contractBody } = await merchantApi(sandbox);
    const lapsing = await api.request("POST", "/v1/direct-debit", contractBody({ webhookUrl: hooks.url }));
    const unapproved = await api.request("POST", "/v1/direct-debit", contractBody());
    const signed = await signedContract(sandbox, api, contractBody({ webhookUrl: hooks.url }));

    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 14 * 60 });
    expect((await api.request("GET", `/v1/direct-debit/${lapsing.body.id}`)).body.status).toBe("INITIATED");

    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 2 * 60 });
    const expired = await api.request("GET", `/v1/direct-debit/${lapsing.body.id}`);
    expect(expired.body.status).toBe("EXPIRED");
    expect(expired.body.qrContent).toBeUndefined();
    const all = await hooks.waitFor((d) => d.some((x) => x.body.event === "contract.expired"));
    expect(all.filter((x) => x.body.event === "contract.expired").map((x) => x.body)).toEqual([
      expect.objectContaining({ contractId: lapsing.body.id, status: "EXPIRED" }),
    ]);

    expectErrorMessage(
      await approve(sandbox, unapproved.body.id),
      400,
      "Contract is EXPIRED; only INITIATED contracts can be approved",
    );
    const sync = await api.request("POST", `/v1/direct-debit/${unapproved.body.id}/sync`, {});
    expect(sync.body.status).toBe("EXPIRED");
    expect((await api.request("GET", `/v1/direct-debit/${signed.id}`)).body.status).toBe("SIGNED");

    // Approved inside the window but synced after it: the user signed at the provider, so it signs.
    const late = await api.request("POST", "/v1/direct-debit", contractBody());
    expect((await approve(sandbox, late.body.id)).status).toBe(200);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 16 * 60 });
    expect((await api.request("GET", `/v1/direct-debit/${late.body.id}`)).body.status).toBe("INITIATED");
    expect((await api.request("POST", `/v1/direct-debit/${late.body.id}/sync`, {})).body.status).toBe(
      "SIGNED",
    );

    // A year on, the signed contract is past its end time and takes no more charges.
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 366 * 24 * 3600 });
    expectErrorMessage(await chargeOne(api, signed.id), 400, "Contract has expired");
  });
});
