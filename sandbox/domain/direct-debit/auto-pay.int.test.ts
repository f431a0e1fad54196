import { describe, expect, it } from "vitest";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";

// Auto-pay is the default (docs/service-rules.md §7): this file runs the sandbox without overriding it.
const sandbox = fileSandbox();

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field.
type Json = any;

describe("direct debit auto-pay", () => {
  it("pays a charge within about a second, with both webhooks, and counts it on the contract", async () => {
    const hooks = await sandbox.webhookReceiver();
    const merchant = await sandbox.createMerchant({ name: "Negombo Fibre" });
    const api = sandbox.client(merchant.apiKey);
    const scenarios = await api.request("GET", "/v1/direct-debit/scenario-code/list?provider=EXCHANGEA_PAY");
    const utility = (scenarios.body.data as Json[]).find((s) => s.scenarioName === "Utility bills");

    const created = await api.request("POST", "/v1/direct-debit", {
      provider: "EXCHANGEA_PAY",
      serviceName: "Fibre 100 Mbps",
      scenarioId: utility.id,
      currency: "USDT",
      singleUpperLimit: 80,
      webhookUrl: hooks.url,
      returnUrl: "https://fibre.example.lk/return",
      cancelUrl: "https://fibre.example.lk/cancel",
    });
    expect(created.status).toBe(201);
    const contractId = created.body.id as string;
    expect((await sandbox.control("POST", `/sandbox/direct-debit/${contractId}/approve`)).status).toBe(200);
    expect((await api.request("POST", `/v1/direct-debit/${contractId}/sync`, {})).body.status).toBe("SIGNED");

    const charge = async (amount: number) => {
      const res = await api.request("POST", `/v1/direct-debit/${contractId}/payment`, {
        currency: "USDT",
        amount,
        productName: "Fibre, April",
        goods: [
          { goodsType: "02", goodsCategory: "4899", referenceGoodsId: "FIBRE-100", goodsName: "Fibre 100" },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe("INITIATED");
      return res.body as Json;
    };
    const started = Date.now();
    const first = await charge(40);

    const deliveries = await hooks.waitFor(
      (d) => d.filter((x) => x.body.paymentId === first.id).length >= 2,
      5_000,
    );
    const paidAfter = Date.now() - started;
    expect(paidAfter).toBeLessThan(2_500);
    const paymentHooks = deliveries.filter((x) => x.body.paymentId === first.id);
    expect(paymentHooks.map((x) => x.body.status)).toEqual(["INITIATED", "PAID"]);
    for (const hook of paymentHooks) {
      expect(hook.verified).toBe(true);
      expect(hook.body).toMatchObject({
        payId: first.payId,
        amount: 40,
        currency: "USDT",
        directDebitContractId: contractId,
      });
    }
    expect(Number.isNaN(Date.parse(paymentHooks[1]?.body.paidAt))).toBe(false);

    const payment = await api.request("GET", `/v1/payment/${first.id}`);
    expect(payment.body).toMatchObject({ status: "PAID", directDebitContractId: contractId });
    expect(payment.body.goods).toEqual([{ name: "Fibre 100", description: "", mccCode: "5818" }]);

    const second = await charge(12.5);
    await hooks.waitFor(
      (d) => d.some((x) => x.body.paymentId === second.id && x.body.status === "PAID"),
      5_000,
    );
    const contract = await api.request("GET", `/v1/direct-debit/${contractId}`);
    expect(contract.body.paymentCount).toBe(2);
    expect(contract.body.totalAmountCharged).toBe(52.5);
    const secondPaid = await api.request("GET", `/v1/payment/${second.id}`);
    expect(contract.body.lastPaymentAt).toBe(secondPaid.body.paidAt);
  });
});
