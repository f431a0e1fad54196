import { expect, type Page, test } from "@playwright/test";
import { E2E } from "./env";
import { accountPath, bffGet, openDemoMerchant } from "./helpers/console";
import { kb, measureFirstLoad } from "./helpers/first-load";

// Size budgets, measured in Chromium with the cache disabled (e2e/helpers/first-load.ts). Sizes are
// deterministic for a build, so they are tests; timings are not (they live in `npm run bench`). React and
// Next are about 116 kB of every page.
//
// The first load is what a page's HTML asks for before the page can run: the goal of 130 kB for the sign-in
// page and 170 kB for every console page (README, "Speed"). What a page fetches once it runs (recharts on a
// chart's page, the figures of rows only the browser reads) comes on top and is logged, not budgeted: a
// library loaded later on the page that uses it is the point of loading it later.
const SIGN_IN_BUDGET_KB = 130;
const ROUTE_BUDGET_KB = 170;

interface Sizes {
  first: number;
  all: number;
}

/** The page's first load and everything it loads until idle, measured as `npm run bench` measures them. */
async function sizesOf(page: Page, path: string): Promise<Sizes> {
  const fresh = await page.context().newPage();
  const load = await measureFirstLoad(
    fresh,
    new URL(path, E2E.consoleUrl).href,
    new URL(E2E.consoleUrl).origin,
  );
  await fresh.close();
  return { first: kb(load.firstLoadBytes), all: kb(load.scriptBytes) };
}

function overBudget(sizes: Record<string, Sizes>) {
  return Object.entries(sizes).filter(([, size]) => size.first > ROUTE_BUDGET_KB);
}

test.describe("first-load JavaScript", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test(`the sign-in page loads at most ${SIGN_IN_BUDGET_KB} kB`, async ({ page }) => {
    const { first, all } = await sizesOf(page, "/sign-in");
    console.log(`JavaScript of /sign-in: first load ${first} kB, all ${all} kB`);
    expect(first).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
  });
});

test("every kind of merchant page stays within its JavaScript budget", async ({ page }) => {
  test.setTimeout(300_000);
  const accountId = await openDemoMerchant(page);
  // One of each record the detail pages show, from the demo data.
  const first = async (path: string) =>
    (await bffGet<{ data: { id: string }[] }>(page, accountId, path)).data[0]?.id ?? "";
  const paymentId = await first("v1/payment/list?limit=1");
  const linkId = await first("v1/payment-link/list?limit=1");
  const branchId = await first("v1/branch/list?limit=1");
  const contractId = await first("v1/direct-debit/list?status=SIGNED&limit=1");
  const settlements = await bffGet<{ withdrawalRequests: { id: string }[] }>(
    page,
    accountId,
    "v1/withdrawal/list?limit=1",
  );
  const settlementId = settlements.withdrawalRequests[0]?.id ?? "";
  expect(
    [paymentId, linkId, branchId, contractId, settlementId].every(Boolean),
    "the demo has each record",
  ).toBe(true);
  const paths = [
    "",
    "payments",
    `payments/${paymentId}`,
    "payments/new",
    "payment-links",
    `payment-links/${linkId}`,
    "payment-links/new",
    `payment-links/${linkId}/edit`,
    "branches",
    `branches/${branchId}`,
    "branches/new",
    `branches/${branchId}/edit`,
    "direct-debit",
    `direct-debit/${contractId}`,
    "direct-debit/new",
    `direct-debit/${contractId}/charge`,
    "settlements",
    `settlements/${settlementId}`,
    "settlements/new",
    "approvals",
    "developers",
    "developers/inbox",
    "developers/api",
  ].map((path) => accountPath(accountId, path));
  paths.push(
    "/settings/accounts",
    `/settings/accounts/${accountId}`,
    "/settings/members",
    "/settings/security",
    "/settings/sessions",
    "/settings/audit",
  );
  const sizes: Record<string, Sizes> = {};
  for (const path of paths) sizes[path] = await sizesOf(page, path);
  test.info().annotations.push({ type: "sizes", description: JSON.stringify(sizes) });
  console.log(`JavaScript (kB, compressed): ${JSON.stringify(sizes, null, 1)}`);
  expect(overBudget(sizes), `pages over the first-load budget of ${ROUTE_BUDGET_KB} kB`).toEqual([]);
});

test("the aggregator's pages stay within their JavaScript budget", async ({ page }) => {
  test.setTimeout(120_000);
  await openDemoMerchant(page);
  await page.getByRole("button", { name: /Merchant account: Ceylon Tea House/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  const aggregatorId = new URL(page.url()).pathname.split("/")[2] ?? "";
  const report = await bffGet<{ offramps: { paymentId: string }[] }>(
    page,
    aggregatorId,
    "v1/aggregator/report/offramp?limit=1",
  );
  const payoutId = report.offramps[0]?.paymentId ?? "";
  expect(payoutId, "the demo aggregator has a payout").not.toBe("");
  const sizes: Record<string, Sizes> = {};
  for (const path of ["", "offramp", `offramp/${payoutId}`, "reports/ledger", "reports/reconciliation"])
    sizes[accountPath(aggregatorId, path)] = await sizesOf(page, accountPath(aggregatorId, path));
  console.log(`JavaScript of the aggregator's pages (kB): ${JSON.stringify(sizes, null, 1)}`);
  expect(overBudget(sizes), `pages over the first-load budget of ${ROUTE_BUDGET_KB} kB`).toEqual([]);
});

test("a section's bare address redirects on the server, so no page loads two routes' code", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const redirects: [string, string][] = [
    ["/settings", "/settings/accounts"],
    ["/accounts", "/"],
    [accountPath(accountId, "reports"), accountPath(accountId, "reports/ledger")],
  ];
  for (const [from, to] of redirects) {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(307);
    expect(new URL(response.headers().location ?? "", E2E.consoleUrl).pathname, from).toBe(to);
  }
});

test("a payments list view makes at most 5 requests to the console", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  const fresh = await page.context().newPage();
  const { consoleRequests } = await measureFirstLoad(
    fresh,
    new URL(accountPath(accountId, "payments"), E2E.consoleUrl).href,
    new URL(E2E.consoleUrl).origin,
  );
  console.log(`requests of a payments list view: ${consoleRequests.length}\n${consoleRequests.join("\n")}`);
  expect(consoleRequests.length, consoleRequests.join("\n")).toBeLessThanOrEqual(5);
});

/** Whether any script the page loaded (until the network is idle) holds recharts. */
async function loadsChartCode(page: Page, path: string): Promise<boolean> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  // recharts names its drawing surface with this class; no other code of the console does.
  return (await Promise.all(bodies)).some((body) => body.includes("recharts-surface"));
}

test("recharts loads on the overview's charts only, never on a route without charts", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  const paths = ["payments", "payments/new", "payment-links", "branches", "direct-debit"].map((path) =>
    accountPath(accountId, path),
  );
  for (const path of paths) {
    const fresh = await page.context().newPage();
    expect(await loadsChartCode(fresh, path), `${path} loads chart code`).toBe(false);
    await fresh.close();
  }
  // The check can see chart code: the overview draws charts, so its scripts hold it.
  const overview = await page.context().newPage();
  expect(await loadsChartCode(overview, accountPath(accountId))).toBe(true);
  await overview.close();
});
