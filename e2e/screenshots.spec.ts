import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { accountPath, bffGet, openDemoMerchant } from "./helpers/console";
import { expectRowsShowMoneyInViewport } from "./helpers/phone";
import { atEachLook } from "./helpers/screenshots";

/** Where `npm run docs:images` finds the README's pictures. */
const README_DIR = join("test-results", "screenshots", "readme");

/** The README's pictures, taken in light mode at the screen's size (`npm run docs:images` copies them). */
const README_SHOTS: Record<string, { width: number; file: string }[]> = {
  overview: [
    { width: 1280, file: "overview.png" },
    { width: 390, file: "phone.png" },
  ],
  payments: [{ width: 1280, file: "payments.png" }],
  "reports-ledger-week": [{ width: 1280, file: "float-ledger.png" }],
};

type Page1<T> = { data: T[] };

/** Every page of the payments, links, branches and direct-debit areas, with a real record for each detail page. */
async function pagesToVisit(page: Page): Promise<Array<{ name: string; path: string }>> {
  const accountId = await openDemoMerchant(page);
  const [payment] = (
    await bffGet<Page1<{ id: string }>>(page, accountId, "v1/payment/list?status=INITIATED&pageSize=1")
  ).data;
  const [link] = (await bffGet<Page1<{ id: string }>>(page, accountId, "v1/payment-link/list?pageSize=1"))
    .data;
  const branch = (
    await bffGet<Page1<{ id: string; code: string }>>(page, accountId, "v1/branch/list?limit=100")
  ).data.find((candidate) => candidate.code === "CTH-COL");
  const [contract] = (
    await bffGet<Page1<{ id: string }>>(page, accountId, "v1/direct-debit/list?status=SIGNED&limit=1")
  ).data;
  const [settlement] = (
    await bffGet<{ withdrawalRequests: { id: string }[] }>(
      page,
      accountId,
      "v1/withdrawal/list?status=APPROVED&limit=1",
    )
  ).withdrawalRequests;
  if (!payment || !link || !branch || !contract || !settlement)
    throw new Error(
      "The demo seed lacks a payment, a link, the Colombo branch, a signed contract or an approved settlement",
    );
  const at = (path: string) => accountPath(accountId, path);
  return [
    { name: "overview", path: at("") },
    { name: "overview-90d", path: `${at("")}?period=90d` },
    { name: "payments", path: at("payments") },
    { name: "payment-detail", path: at(`payments/${payment.id}`) },
    { name: "payment-new", path: at("payments/new") },
    { name: "links", path: at("payment-links") },
    { name: "link-detail", path: at(`payment-links/${link.id}`) },
    { name: "link-new", path: at("payment-links/new") },
    { name: "branches", path: at("branches") },
    { name: "branch-detail", path: at(`branches/${branch.id}`) },
    { name: "branch-new", path: at("branches/new") },
    { name: "direct-debit", path: at("direct-debit") },
    { name: "contract-detail", path: at(`direct-debit/${contract.id}`) },
    { name: "contract-new", path: at("direct-debit/new") },
    { name: "contract-charge", path: at(`direct-debit/${contract.id}/charge`) },
    { name: "settings", path: "/settings" },
    { name: "settings-security", path: "/settings/security" },
    { name: "settings-sessions", path: "/settings/sessions" },
    { name: "settlements", path: at("settlements") },
    { name: "settlement-detail", path: at(`settlements/${settlement.id}`) },
    { name: "settlement-new", path: at("settlements/new") },
    { name: "approvals", path: at("approvals") },
    ...(await developerAndAggregatorPages(page, accountId)),
  ];
}

/**
 * The Developers pages (with a received event when the inbox holds one), the account's settings page, and
 * the aggregator's offramp and reports pages.
 */
async function developerAndAggregatorPages(
  page: Page,
  accountId: string,
): Promise<Array<{ name: string; path: string }>> {
  const at = (path: string) => accountPath(accountId, path);
  const inbox = (await (
    await page.request.get(`/api/accounts/${accountId}/webhook-inbox?pageSize=10`)
  ).json()) as {
    items: Array<{ id: number }>;
  };
  // The account switcher sits in the sidebar, which a phone-width page folds away: switch at desktop width.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: /Merchant account:/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  const aggregatorId = new URL(page.url()).pathname.split("/")[2] ?? "";
  if (viewport) await page.setViewportSize(viewport);
  const agg = (path: string) => accountPath(aggregatorId, path);
  const colomboDay = (msAgo: number) =>
    new Date(Date.now() + 5.5 * 3_600_000 - msAgo).toISOString().slice(0, 10);
  const [weekAgo, today] = [colomboDay(6 * 86_400_000), colomboDay(0)];
  const event = inbox.items[0];
  return [
    { name: "developers", path: at("developers") },
    { name: "developers-inbox", path: at("developers/inbox") },
    ...(event ? [{ name: "developers-event", path: at(`developers/inbox/${event.id}`) }] : []),
    { name: "developers-api", path: at("developers/api") },
    { name: "settings-account", path: `/settings/accounts/${accountId}` },
    { name: "aggregator-overview", path: agg("") },
    { name: "offramp", path: agg("offramp") },
    { name: "reports", path: agg("reports") },
    { name: "reports-ledger", path: agg("reports/ledger") },
    // The float and offramp charts over a week of the demo's payouts, and the runway threshold setting.
    { name: "reports-ledger-week", path: `${agg("reports/ledger")}?startDate=${weekAgo}&endDate=${today}` },
    { name: "offramp-week", path: `${agg("offramp")}?startDate=${weekAgo}&endDate=${today}` },
    { name: "settings-aggregator", path: `/settings/accounts/${aggregatorId}` },
    { name: "reports-reconciliation", path: agg("reports/reconciliation") },
  ];
}

/** Waits until the page has its heading, its data and no skeleton, so the picture shows the real page. */
async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Reports read the service page by page at the account's shared pace, with pauses longer than network
  // idle's half-second: on a busy machine the offramp report takes well over the usual 10 s to arrive.
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready);
}

test("every page renders in light and dark mode, at desktop and phone width, without sideways scrolling", async ({
  page,
}) => {
  test.setTimeout(360_000);
  // A theme or a width changes nothing the server sent: one load of each page serves every look.
  for (const { name, path } of await pagesToVisit(page)) {
    await page.goto(path);
    await settle(page);
    await atEachLook(page, (width, scheme) => checkLook(page, name, width, scheme), 800);
  }
});

/**
 * The page as it is now, in one width and theme: its theme applied, no sideways scrolling, and its README
 * picture where it has one. With SCREENSHOT_DIR set, every look is pictured there for a person to review.
 */
async function checkLook(page: Page, name: string, width: number, scheme: "light" | "dark") {
  if (scheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  // Wide content (tables, long ids) scrolls inside its own box; the page itself never does.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${name} scrolls sideways at ${width} px in ${scheme} mode`).toBeLessThanOrEqual(0);
  // On a phone every table row shows its amount and status inside the screen (stacked rows).
  if (width <= 640 && scheme === "light") await expectRowsShowMoneyInViewport(page, `${name} at ${width} px`);
  const reviewDir = process.env.SCREENSHOT_DIR;
  if (reviewDir)
    await page.screenshot({
      path: join(reviewDir, `${name}-${width}-${scheme}.png`),
      fullPage: true,
      animations: "disabled",
    });
  const shot = README_SHOTS[name]?.find((candidate) => candidate.width === width);
  if (shot && scheme === "light") {
    // The README's picture shows the page once its charts are drawn, as a person sees it after a moment;
    // a page still reading when the wait ends is pictured as it is.
    await page
      .waitForFunction(
        () =>
          !/Reading the /.test(document.body.innerText) &&
          document.querySelectorAll("main [aria-busy=true]").length === 0,
        undefined,
        { timeout: 90_000 },
      )
      .catch(() => undefined);
    mkdirSync(README_DIR, { recursive: true });
    await page.screenshot({ path: join(README_DIR, shot.file), animations: "disabled" });
  }
}
