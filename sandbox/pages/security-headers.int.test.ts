import { beforeAll, describe, expect, it } from "vitest";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { merchantApi } from "../domain/direct-debit/test-factories";
import { paymentBody } from "../domain/payments/test-factories";

const sandbox = fileSandbox();
const pages: Record<string, string> = {};

beforeAll(async () => {
  const { api, contractBody } = await merchantApi(sandbox);
  const payment = await api.request("POST", "/v1/payment", paymentBody());
  const link = await api.request("POST", "/v1/payment-link", {
    allowCustomAmount: false,
    name: "Gift tin",
    currency: "LKR",
    amount: 2500,
  });
  const contract = await api.request("POST", "/v1/direct-debit", contractBody());
  pages.checkout = `/checkout/${payment.body.id}`;
  pages["payment link"] = `/l/${link.body.slug}`;
  pages["contract approval"] = `/direct-debit/approve/${contract.body.id}`;
  pages["unknown checkout"] = "/checkout/0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11";
  pages["unknown link"] = "/l/no-such-slug";
  pages["unknown contract"] = "/direct-debit/approve/0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11";
});

describe("hosted pages' security headers", () => {
  it.each([
    "checkout",
    "payment link",
    "contract approval",
    "unknown checkout",
    "unknown link",
    "unknown contract",
  ])("%s: no framing, a CSP for exactly what the page loads, no sniffing, no referrer", async (name) => {
    const response = await fetch(sandbox.url + pages[name]);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");

    // Nothing inline that the policy would block: no <style>, no style attributes, no inline scripts.
    const html = await response.text();
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
    expect(html).toContain('<link rel="stylesheet" href="/assets/pages.css">');
  });

  it("loads the checkout countdown from a served script, and both assets come back as what they are", async () => {
    const html = await (await fetch(sandbox.url + pages.checkout)).text();
    expect(html).toContain('<script src="/assets/checkout.js" defer></script>');
    expect(html).toMatch(/id="countdown" data-seconds="\d+"/);

    const script = await fetch(`${sandbox.url}/assets/checkout.js`);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await script.text()).toContain('getElementById("countdown")');
    const css = await fetch(`${sandbox.url}/assets/pages.css`);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await css.text()).toContain(".card{");
  });

  it("marks API answers nosniff too", async () => {
    const health = await fetch(`${sandbox.url}/health`);
    expect(health.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
