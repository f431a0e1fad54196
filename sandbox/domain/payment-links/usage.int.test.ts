import { describe, expect, it } from "vitest";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { LINK_CUSTOMER, submitLinkForm } from "@/sandbox/testing/hosted-link";
import { syncPaymentLinkUsage } from "./usage-job";

const sandbox = fileSandbox();

async function setup(link: Record<string, unknown>) {
  const merchant = await sandbox.createMerchant({ name: "Hill Country Tea" });
  const api = sandbox.client(merchant.apiKey);
  const created = await api.request("POST", "/v1/payment-link", {
    name: "Tea",
    currency: "USDT",
    allowCustomAmount: false,
    amount: 4,
    ...link,
  });
  expect(created.status).toBe(201);
  return { api, link: created.body as { id: string; slug: string } };
}

/** Pays through the hosted page, as a customer would; returns the new payment's id. */
async function startPayment(slug: string): Promise<string> {
  const res = await submitLinkForm(sandbox, slug, LINK_CUSTOMER);
  expect(res.status).toBe(303);
  const id = (res.headers.get("location") ?? "").replace("/checkout/", "");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

async function settle(paymentId: string, outcome: "PAID" | "FAILED") {
  const res = await sandbox.control("POST", `/sandbox/payments/${paymentId}/simulate`, { outcome });
  expect(res.status).toBe(200);
}

/** Advancing the clock runs every job before it answers. */
const runJobs = () => sandbox.control("POST", "/sandbox/clock/advance", { seconds: 1 });

describe("payment link usage", () => {
  it("closes a single-use link after its payment is PAID", async () => {
    const { api, link } = await setup({ reusable: false });
    const paymentId = await startPayment(link.slug);
    await settle(paymentId, "PAID");
    await runJobs();

    const after = await api.request("GET", `/v1/payment-link/${link.id}`);
    expect(after.body).toMatchObject({ status: "INACTIVE", used_count: 1, reusable: false });
    const page = await fetch(`${sandbox.url}/l/${link.slug}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This link is no longer available");
  });

  it("keeps a single-use link open while its payments fail", async () => {
    const { api, link } = await setup({ reusable: false });
    await settle(await startPayment(link.slug), "FAILED");
    await runJobs();
    expect((await api.request("GET", `/v1/payment-link/${link.id}`)).body).toMatchObject({
      status: "ACTIVE",
      used_count: 0,
    });
    expect((await fetch(`${sandbox.url}/l/${link.slug}`)).status).toBe(200);
  });

  it("counts every PAID payment of a reusable link, once, however often the job runs", async () => {
    const { api, link } = await setup({});
    const payments = [
      await startPayment(link.slug),
      await startPayment(link.slug),
      await startPayment(link.slug),
    ];
    await settle(payments[0] as string, "PAID");
    await settle(payments[1] as string, "PAID");
    await settle(payments[2] as string, "FAILED");
    await runJobs();

    const counted = await api.request("GET", `/v1/payment-link/${link.id}`);
    expect(counted.body).toMatchObject({ status: "ACTIVE", used_count: 2 });

    await syncPaymentLinkUsage(sandbox.services);
    await Promise.all([syncPaymentLinkUsage(sandbox.services), syncPaymentLinkUsage(sandbox.services)]);
    // Untouched rows keep their updated_at too: the job only writes links whose count moved.
    expect((await api.request("GET", `/v1/payment-link/${link.id}`)).body).toEqual(counted.body);
  });

  it("still counts a payment paid after the link was deactivated, without reopening it", async () => {
    const { api, link } = await setup({});
    const paymentId = await startPayment(link.slug);
    await api.request("DELETE", `/v1/payment-link/${link.id}`);
    await settle(paymentId, "PAID");
    await runJobs();
    expect((await api.request("GET", `/v1/payment-link/${link.id}`)).body).toMatchObject({
      status: "INACTIVE",
      used_count: 1,
    });
  });
});
