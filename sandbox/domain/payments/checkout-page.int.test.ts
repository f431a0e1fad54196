import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import type { WebhookReceiver } from "@/sandbox/testing/harness";
import { paymentBody } from "./test-factories";

const sandbox = fileSandbox();
let hooks: WebhookReceiver;

beforeAll(async () => {
  hooks = await sandbox.webhookReceiver();
});

async function createPayment(merchantName: string, overrides: Record<string, unknown> = {}) {
  const merchant = await sandbox.createMerchant({ name: merchantName });
  const api = sandbox.client(merchant.apiKey);
  const res = await api.request("POST", "/v1/payment", paymentBody({ webhookUrl: hooks.url, ...overrides }));
  expect(res.status).toBe(201);
  return { api, payment: res.body as { id: string; checkoutLink: string; payId: string } };
}

async function getPage(id: string) {
  const res = await fetch(`${sandbox.url}/checkout/${id}`);
  return { status: res.status, type: res.headers.get("content-type"), html: await res.text() };
}

const press = (id: string, action: string) =>
  fetch(`${sandbox.url}/checkout/${id}/${action}`, { method: "POST", redirect: "manual" });

describe("hosted checkout page", () => {
  it("shows the QR code, amount, merchant, status, expiry and the customer's buttons", async () => {
    const { payment } = await createPayment("Nuwara Eliya Estates", { amount: 42.5 });
    expect(payment.checkoutLink).toBe(`${sandbox.url}/checkout/${payment.id}`);
    const page = await getPage(payment.id);
    expect(page.status).toBe(200);
    expect(page.type).toContain("text/html");
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('name="viewport"');
    expect(page.html).toContain("<h1>");
    expect(page.html).toContain("USDT 42.50");
    expect(page.html).toContain("Nuwara Eliya Estates");
    expect(page.html).toContain("Awaiting payment");
    expect(page.html).toMatch(/<svg[^>]*>/);
    expect(page.html).toContain('id="countdown"');
    expect(page.html).toContain(`action="/checkout/${payment.id}/pay"`);
    expect(page.html).toContain(`action="/checkout/${payment.id}/fail"`);
    // Loading in the wallet is an EXCHANGEB step only.
    expect(page.html).not.toContain("/open-in-wallet");
  });

  it("shows the LKR amount of an LKR payment and the wallet button for EXCHANGEB", async () => {
    const { payment } = await createPayment("Colombo Books", {
      amount: 1000,
      currency: "LKR",
      provider: "EXCHANGEB",
    });
    const page = await getPage(payment.id);
    expect(page.html).toContain("LKR 1,000.00");
    expect(page.html).toContain("USDT 3.333333");
    expect(page.html).toContain(`action="/checkout/${payment.id}/open-in-wallet"`);
  });

  it("escapes what it shows", async () => {
    const { payment } = await createPayment("<script>alert(1)</script> & Sons", {
      merchantTradeNo: '"><img src=x>',
    });
    const page = await getPage(payment.id);
    expect(page.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons");
    expect(page.html).not.toContain("<script>alert(1)");
    expect(page.html).toContain("&quot;&gt;&lt;img src=x&gt;");
  });

  it("pay makes the payment PAID with a signed webhook and shows the outcome without buttons", async () => {
    const { api, payment } = await createPayment("Jaffna Mangoes");
    const res = await press(payment.id, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/checkout/${payment.id}`);

    const fetched = await api.request("GET", `/v1/payment/${payment.id}`);
    expect(fetched.body.status).toBe("PAID");
    expect(fetched.body.paidAt).toEqual(expect.any(String));
    const paid = (
      await hooks.waitFor((d) => d.some((x) => x.body.paymentId === payment.id && x.body.status === "PAID"))
    ).find((x) => x.body.paymentId === payment.id && x.body.status === "PAID");
    expect(paid?.verified).toBe(true);
    expect(paid?.body).toMatchObject({ payId: payment.payId, paidAt: fetched.body.paidAt });

    const page = await getPage(payment.id);
    expect(page.html).toContain("Paid");
    expect(page.html).toContain("Payment received");
    expect(page.html).not.toContain("<form");

    const again = await press(payment.id, "fail");
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`/checkout/${payment.id}?notice=rejected`);
    expect((await getPage(`${payment.id}?notice=rejected`)).html).toContain('role="alert"');
    expect((await api.request("GET", `/v1/payment/${payment.id}`)).body.status).toBe("PAID");
  });

  it("fail makes the payment FAILED", async () => {
    const { api, payment } = await createPayment("Matara Batik");
    expect((await press(payment.id, "fail")).status).toBe(303);
    expect((await api.request("GET", `/v1/payment/${payment.id}`)).body.status).toBe("FAILED");
    expect((await getPage(payment.id)).html).toContain("The payment failed");
  });

  it("open in wallet moves an EXCHANGEB payment to USER_REVIEW, and is refused for EXCHANGEA", async () => {
    const b = await createPayment("Negombo Fish", { provider: "EXCHANGEB" });
    expect((await press(b.payment.id, "open-in-wallet")).status).toBe(303);
    expect((await b.api.request("GET", `/v1/payment/${b.payment.id}`)).body.status).toBe("USER_REVIEW");
    const page = await getPage(b.payment.id);
    expect(page.html).toContain("Under review in the wallet app");
    expect(page.html).toContain(`action="/checkout/${b.payment.id}/pay"`);
    expect(page.html).not.toContain("/open-in-wallet");

    const a = await createPayment("Trinco Pearls", { provider: "EXCHANGEA" });
    const refused = await press(a.payment.id, "open-in-wallet");
    expect(refused.headers.get("location")).toBe(`/checkout/${a.payment.id}?notice=rejected`);
    expect((await a.api.request("GET", `/v1/payment/${a.payment.id}`)).body.status).toBe("INITIATED");
  });

  it("answers 404 for an unknown payment or action", async () => {
    expect((await getPage(randomUUID())).status).toBe(404);
    expect((await getPage("not-a-uuid")).status).toBe(404);
    expect((await press(randomUUID(), "pay")).status).toBe(404);
    const { payment } = await createPayment("Badulla Honey");
    expect((await press(payment.id, "refund")).status).toBe(404);
  });
});
