import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { demoKeys, E2E } from "./env";

/** A real secret (not a placeholder like `sk_live_…`) anywhere in a text. */
const SECRET_PATTERN = /sk_live_[A-Za-z0-9_-]{16,}/;

function readIfPresent(path: string): string[] {
  try {
    const text = readFileSync(path, "utf8").trim();
    return text ? [text] : [];
  } catch {
    return [];
  }
}

/**
 * What must never reach a browser: each demo account's secret and derived signing key, the vault's
 * master key and the session-signing secret of this run.
 */
function forbiddenStrings(): string[] {
  const keys = demoKeys();
  const accountKeys = [keys.merchant, keys.aggregator].flatMap((key) => {
    const secret = key.apiKey.split(".")[1] ?? "";
    expect(secret).toMatch(/^sk_live_/);
    return [secret, createHash("sha256").update(secret).digest("hex"), key.apiKey];
  });
  const serverSecrets = [
    ...readIfPresent(join(E2E.dataDir, "master.key")),
    ...readIfPresent(join(E2E.dataDir, "auth-secret")),
  ];
  expect(serverSecrets.length).toBeGreaterThan(0);
  return [...accountKeys, ...serverSecrets];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test("no page, BFF response or client bundle contains a secret or a signing key", async ({
  page,
  request,
}) => {
  const forbidden = forbiddenStrings();
  const bodies: Array<{ url: string; text: string }> = [];
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (!["document", "fetch", "xhr", "script"].includes(type)) return;
    const text = await response.text().catch(() => "");
    bodies.push({ url: response.url(), text });
  });

  // Every page the navigation offers, for each account.
  await page.goto("/");
  const accountUrls = new Set<string>([page.url()]);
  const accounts = await request.get("/api/auth/session");
  expect(accounts.ok()).toBe(true);
  const navLinks = await page
    .locator("nav a[href^='/']")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""));
  for (const href of navLinks) accountUrls.add(href);
  for (const href of ["/settings/accounts", "/settings/members"]) accountUrls.add(href);
  for (const url of accountUrls) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
  }

  // BFF responses directly, for both demo accounts.
  const keys = demoKeys();
  const accountIds = await page
    .locator("a[href^='/accounts/']")
    .evaluateAll((links) => [
      ...new Set(links.map((link) => (link as HTMLAnchorElement).pathname.split("/")[2] ?? "")),
    ]);
  expect(accountIds.length).toBeGreaterThan(0);
  for (const accountId of accountIds) {
    for (const path of [
      "v1/payment/list?pageSize=5",
      "v1/webhooks/config",
      "v1/bank/list",
      "v1/branch/list",
    ]) {
      const response = await request.get(`/api/accounts/${accountId}/${path}`);
      bodies.push({ url: response.url(), text: await response.text() });
    }
  }
  expect(bodies.length).toBeGreaterThan(10);

  for (const { url, text } of bodies) {
    for (const secret of forbidden) {
      expect(text.includes(secret), `${url} contains key material`).toBe(false);
    }
    expect(SECRET_PATTERN.test(text), `${url} contains something shaped like a secret`).toBe(false);
  }
  // The key ids are public; the pages do show them.
  expect(bodies.some(({ text }) => text.includes(keys.merchant.keyId))).toBe(true);

  // The built client bundles.
  const staticFiles = filesUnder(join(process.cwd(), ".next", "static"));
  expect(staticFiles.length).toBeGreaterThan(0);
  for (const file of staticFiles) {
    const content = readFileSync(file, "utf8");
    for (const secret of forbidden)
      expect(content.includes(secret), `${file} contains key material`).toBe(false);
    expect(SECRET_PATTERN.test(content), `${file} contains something shaped like a secret`).toBe(false);
  }
});
