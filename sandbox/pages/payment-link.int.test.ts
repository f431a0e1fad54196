import { describe, expect, it } from "vitest";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { LINK_CUSTOMER, submitLinkForm } from "@/sandbox/testing/hosted-link";

const sandbox = fileSandbox();

const customer = LINK_CUSTOMER;

async function merchantClient() {
  const merchant = await sandbox.createMerchant({ name: "Lanka Crafts" });
  return { merchant, api: sandbox.client(merchant.apiKey) };
}

/** A new merchant's link made with `body`: the merchant's client and the service's answer. */
async function newLink(body: Record<string, unknown>) {
  const { merchant, api } = await merchantClient();
  const link = await api.request("POST", "/v1/payment-link", body);
  expect(link.status).toBe(201);
  return { merchant, api, link };
}

/** A custom-amount link in USDT, between 5 and 250. */
const DONATION = {
  name: "Donation",
  currency: "USDT",
  allowCustomAmount: true,
  minAmount: 5,
  maxAmount: 250,
};

function openPage(slug: string) {
  return fetch(`${sandbox.url}/l/${slug}`);
}

const submit = (slug: string, fields: Record<string, string>) => submitLinkForm(sandbox, slug, fields);

describe("GET /l/:slug", () => {
  it("shows a fixed-price link with its quantity input and the billing fields, escaped", async () => {
    const { link } = await newLink({
      allowCustomAmount: false,
      name: "Mask <b>carved</b>",
      description: "Hand made & painted",
      currency: "LKR",
      amount: 1500,
      allowQuantityBuy: true,
      maxQuantity: 4,
    });
    const res = await openPage(link.body.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("Mask &lt;b&gt;carved&lt;/b&gt;");
    expect(html).not.toContain("<b>carved</b>");
    expect(html).toContain("Hand made &amp; painted");
    expect(html).toContain("LKR 1,500.00");
    expect(html).toMatch(/<input id="quantity" name="quantity" type="number" min="1" max="4"/);
    expect(html).not.toContain('name="amount"');
    for (const name of Object.keys(customer)) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<form method="post"/);
  });

  it("writes back what a customer typed as text, never as markup, on a refused form", async () => {
    const { link } = await newLink({
      allowCustomAmount: false,
      name: "Gift tin",
      currency: "LKR",
      amount: 900,
    });
    const typed = '"><img src=x onerror=alert(1)>';
    const res = await submit(link.body.slug, { ...customer, firstName: typed, email: "not an email" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).not.toContain("<img");
    expect(html).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it("asks for an amount within the bounds of a custom-amount link", async () => {
    const { link } = await newLink(DONATION);
    const html = await (await openPage(link.body.slug)).text();
    expect(html).toContain('name="amount"');
    expect(html).toContain("Between USDT 5.00 and USDT 250.00");
    expect(html).not.toContain('name="quantity"');
  });

  it("answers 404 for an unknown slug and 410 for a deactivated or expired link", async () => {
    expect((await openPage("no-such-link")).status).toBe(404);
    const { api } = await merchantClient();
    const deleted = await api.request("POST", "/v1/payment-link", {
      allowCustomAmount: false,
      name: "Old",
      currency: "USDT",
      amount: 1,
    });
    await api.request("DELETE", `/v1/payment-link/${deleted.body.id}`);
    const gone = await openPage(deleted.body.slug);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This link is no longer available");

    const now = Date.parse((await sandbox.control("GET", "/sandbox/clock")).body.now);
    const expiring = await api.request("POST", "/v1/payment-link", {
      allowCustomAmount: false,
      name: "Flash sale",
      currency: "USDT",
      amount: 1,
      expirationDate: new Date(now + 30_000).toISOString(),
    });
    expect((await openPage(expiring.body.slug)).status).toBe(200);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 31 });
    expect((await openPage(expiring.body.slug)).status).toBe(410);
    expect((await submit(expiring.body.slug, customer)).status).toBe(410);
  });
});

describe("POST /l/:slug", () => {
  it("creates a payment tagged with the link's branch, trade number and webhook, then redirects to checkout", async () => {
    const { merchant, api } = await merchantClient();
    const hooks = await sandbox.webhookReceiver();
    const branch = await api.request("POST", "/v1/branch", { name: "Kandy", code: "KDY" });
    const link = await api.request("POST", "/v1/payment-link", {
      allowCustomAmount: false,
      name: "Batik scarf",
      currency: "USDT",
      amount: 12.5,
      allowQuantityBuy: true,
      maxQuantity: 5,
      merchantTradeNo: "LINK-ORDER-7",
      branchId: branch.body.id,
      webhookUrl: hooks.url,
    });

    const res = await submit(link.body.slug, { ...customer, quantity: "3" });
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    const paymentId = /^\/checkout\/([0-9a-f-]{36})$/.exec(location)?.[1];
    expect(paymentId).toBeDefined();

    const payment = await api.request("GET", `/v1/payment/${paymentId}`);
    expect(payment.status).toBe(200);
    expect(payment.body).toMatchObject({
      id: paymentId,
      merchantId: merchant.merchantId,
      merchantTradeNo: "LINK-ORDER-7",
      branchId: branch.body.id,
      amount: 37.5,
      currency: "USDT",
      status: "INITIATED",
      paymentProvider: "EXCHANGEA",
      goods: [{ name: "Batik scarf", description: "Batik scarf", mccCode: "5818" }],
      customerBilling: customer,
    });
    // The page fixes the expiry a moment before the payment row takes its own creation time.
    const lifetime = Date.parse(payment.body.expireTime) - Date.parse(payment.body.createdAt);
    expect(lifetime).toBeGreaterThan(60 * 60 * 1000 - 1_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);

    const [delivery] = await hooks.waitFor((all) => all.length >= 1);
    expect(delivery?.verified).toBe(true);
    expect(delivery?.body).toMatchObject({ paymentId, merchantTradeNo: "LINK-ORDER-7", status: "INITIATED" });
  });

  it("charges the customer's amount on a custom-amount link in LKR", async () => {
    const { api, link } = await newLink({
      name: "Temple donation",
      description: "Thank you",
      currency: "LKR",
      allowCustomAmount: true,
      minAmount: 100,
      maxAmount: 10000,
    });
    const res = await submit(link.body.slug, { ...customer, amount: "3000" });
    expect(res.status).toBe(303);
    const paymentId = (res.headers.get("location") ?? "").split("/").pop();
    const payment = await api.request("GET", `/v1/payment/${paymentId}`);
    expect(payment.body).toMatchObject({
      lkrGrossAmount: 3000,
      goods: [{ name: "Temple donation", description: "Thank you" }],
    });
  });

  it("shows clear inline errors, keeps the values and creates nothing when the form is wrong", async () => {
    const { api, link } = await newLink(DONATION);
    const res = await submit(link.body.slug, {
      ...customer,
      email: "nimal-at-example",
      lastName: "",
      amount: "999",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter an amount between USDT 5.00 and USDT 250.00");
    expect(html).toContain("Enter a valid email address, like name@example.com");
    expect(html).toContain("Last name is required");
    expect(html).toContain('value="Nimal"');
    expect(html).toContain('value="nimal-at-example"');
    expect(html).toContain('value="999"');
    expect(html).toMatch(/id="email"[^>]*aria-invalid="true"/);

    const payments = await api.request("GET", "/v1/payment/list");
    expect(payments.body.meta.totalItems).toBe(0);
  });
});
