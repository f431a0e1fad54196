import { expect, test } from "@playwright/test";
import { E2E } from "./env";
import { openDemoMerchant, uniqueTag } from "./helpers/console";
import { addMember, signedInContext } from "./helpers/console-cli";

test("a public file answers without a session cookie, even to a signed-in browser", async ({ page }) => {
  await page.goto("/");
  for (const path of ["/icon.svg", "/openapi.json"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["set-cookie"], path).toBeUndefined();
  }
});

test("after signing in, a callback that collapses into another host stays on the console", async ({
  page,
}) => {
  for (const target of ["%2F.%2F%2Fevil.example", "%2F..%2F%2Fevil.example%2Fx", "%2F%5C%2Fevil.example"]) {
    await page.goto(`/sign-in?callbackUrl=${target}`);
    expect(new URL(page.url()).host).toBe(new URL(E2E.consoleUrl).host);
  }
});

test("forwarding headers from a browser are not believed, and HSTS is not claimed over plain HTTP", async ({
  page,
}) => {
  const response = await page.request.get("/sign-in", {
    headers: {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
      "x-forwarded-for": "203.0.113.9",
    },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
  const body = await response.text();
  expect(body).not.toContain("evil.example");
});

test("one sign-in holds a bounded number of live-update streams; a closed one frees its place", async ({
  page,
  browser,
}) => {
  const accountId = await openDemoMerchant(page);
  // A member of its own, so that no stream another test left behind shares this sign-in's or person's count.
  const member = await addMember(accountId, "finance", `streams${uniqueTag()}`);
  const context = await signedInContext(browser, member);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();
  const url = new URL(`/api/accounts/${accountId}/events`, E2E.consoleUrl).href;
  const streams: AbortController[] = [];
  const openStream = async () => {
    const abort = new AbortController();
    const response = await fetch(url, { headers: { cookie }, signal: abort.signal });
    if (response.ok) streams.push(abort);
    return { ok: response.ok, status: response.status, body: response.ok ? null : await response.json() };
  };
  try {
    // The sign-in page's own stream may still hold its place for a moment, so at most 8 open; the first
    // refusal ends the loop.
    let refusal: Awaited<ReturnType<typeof openStream>> | null = null;
    for (let i = 0; i < 12 && !refusal; i++) {
      const response = await openStream();
      if (!response.ok) refusal = response;
    }
    expect(streams.length).toBeGreaterThan(0);
    expect(streams.length).toBeLessThanOrEqual(8);
    expect(refusal?.status).toBe(429);
    const body = refusal?.body;
    expect(body).toMatchObject({ statusCode: 429, code: "too_many_streams" });
    expect(body.message).toMatch(/close one/);

    streams.shift()?.abort();
    let reopened = false;
    for (let i = 0; i < 20 && !reopened; i++) {
      reopened = (await openStream()).ok;
      if (!reopened) await page.waitForTimeout(250);
    }
    expect(reopened).toBe(true);
  } finally {
    for (const stream of streams) stream.abort();
  }
});

test("the webhook receiver refuses a delivery in the console's error body, with a request id", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const unknown = await page.request.post("/api/webhooks/00000000-0000-4000-8000-000000000000", {
    data: { event: "payment.updated" },
  });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ statusCode: 404, error: "Not Found", code: "not_found" });
  const unsigned = await page.request.post(`/api/webhooks/${accountId}`, {
    data: { event: "payment.updated" },
  });
  expect([400, 401]).toContain(unsigned.status());
  const body = await unsigned.json();
  expect(body).toMatchObject({
    statusCode: unsigned.status(),
    requestId: unsigned.headers()["x-request-id"],
  });
  expect(body.code).toMatch(/^[a-z_]+$/);
  expect(body.message.length).toBeGreaterThan(0);
});
