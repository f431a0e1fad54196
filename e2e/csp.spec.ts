import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { demoLogin } from "./env";
import { accountPath, openDemoMerchant, uniqueTag } from "./helpers/console";
import { createPaymentInConsole } from "./helpers/payments";

// The pages run under their Content-Security-Policy (a script nonce, no 'unsafe-inline' for scripts) with
// nothing blocked: Chromium reports every violation as a `securitypolicyviolation` event and a console
// message, and both are collected here from before the first script runs.

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

async function watchViolations(target: Page | BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await target.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await target.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const onPage = (page: Page) =>
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
  if ("pages" in target) {
    target.pages().forEach(onPage);
    target.on("page", onPage);
  } else onPage(target);
  return violations;
}

test("signing in runs under the policy with nothing blocked", async ({ browser }) => {
  const context = await browser.newContext({ storageState: undefined, colorScheme: "dark" });
  const violations = await watchViolations(context);
  const page = await context.newPage();
  const response = await page.goto("/sign-in");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src [^;]*'nonce-/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // next-themes' inline script (nonced) put the theme on <html> before the page painted.
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const login = demoLogin();
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password").fill(login.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});

test("the overview, the theme switch and a payment with its QR code run with nothing blocked", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  // The overview has the console's charts (inline SVG styles).
  const accountId = await openDemoMerchant(page);

  for (const [choice, expected] of [
    ["Dark", /\bdark\b/],
    ["Light", /\blight\b/],
  ] as const) {
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitemradio", { name: choice }).click();
    await expect(page.locator("html")).toHaveClass(expected);
    await page.keyboard.press("Escape");
  }

  const paymentId = await createPaymentInConsole(page, accountId, {
    currency: "USDT",
    amount: "25",
    tradeNo: `E2E-CSP-${uniqueTag()}`,
  });
  await expect(page.getByRole("img", { name: /^QR code to pay/ })).toBeVisible();
  await page.goto(accountPath(accountId, `payments/${paymentId}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment of USDT 25.00");
  await expect(page.getByRole("img", { name: "QR code to pay USDT 25.00" })).toBeVisible();
  // A full load of a detail page after the theme changed: the nonced script applies the stored theme.
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  expect(violations).toEqual([]);
});

test("every section of the console, and the second-factor set-up's QR code, load with nothing blocked", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const accountId = await openDemoMerchant(page);
  const sections = [
    "payments",
    "payment-links",
    "branches",
    "direct-debit",
    "settlements",
    "offramp",
    "reports",
    "reports/ledger",
    "developers",
  ];
  for (const section of sections) {
    await page.goto(accountPath(accountId, section));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  for (const path of [
    "/settings/accounts",
    "/settings/members",
    "/settings/audit",
    "/settings/sessions",
    "/settings/security",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // Setting up (after the password) draws the authenticator's QR code; without a code the factor stays off.
  const setUp = page.getByRole("form", { name: "Set up two-factor sign-in" });
  await setUp.getByLabel("Current password").fill(demoLogin().password);
  await setUp.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  expect(violations).toEqual([]);
});
