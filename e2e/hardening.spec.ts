import { expect, test } from "@playwright/test";
import { E2E } from "./env";

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
