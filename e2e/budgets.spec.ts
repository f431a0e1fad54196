import { expect, type Page, test } from "@playwright/test";
import pLimit from "p-limit";
import { E2E } from "./env";
import { CONSOLE_BUDGET_KB, overBudget, SIGNED_OUT_BUDGET_KB, SIGNED_OUT_ROUTES } from "./helpers/budgets";
import { builtRoutes, routeOf } from "./helpers/built-routes";
import { accountPath, bffGet, openDemoMerchant } from "./helpers/console";
import { measureFirstLoad } from "./helpers/first-load";
import { describeServed, totalServed } from "./helpers/served-size";

// Size budgets of first-load JavaScript: the scripts a route's HTML asks for before the page can run (what
// Next calls First Load JS), counted in brotli as the console serves them (kB = 1,000 bytes), with gzip
// beside it for clients without brotli. Sizes are fixed for a build, so they are tests; timings are not
// (they live in `npm run bench`). React and Next alone are about 120 kB brotli of every page.
//
// What a page fetches once it runs (recharts while a chart's rows are read, a form's checks on its first
// focus) comes on top and is not budgeted: a library loaded later, on the page that uses it, is the point of
// loading it later. The budgets are in `helpers/budgets.ts`.

const served = (scripts: readonly string[]) =>
  totalServed(scripts.map((script) => new URL(script, E2E.consoleUrl).href));

test("every route's first-load JavaScript is within its budget, in brotli as served", async () => {
  const routes = builtRoutes();
  expect(routes.map(({ route }) => route)).toEqual(
    expect.arrayContaining([...SIGNED_OUT_ROUTES, "/accounts/[accountId]/payments", "/settings/members"]),
  );
  const over: string[] = [];
  const lines: string[] = [];
  for (const { route, scripts } of routes) {
    const size = await served(scripts);
    lines.push(`  ${route}: ${describeServed(size)}`);
    const problem = overBudget(route, size);
    if (problem) over.push(`${route}: ${problem}`);
  }
  console.log(`First-load JavaScript of every route, as served:\n${lines.join("\n")}`);
  expect(
    over,
    `routes over their first-load budget (${SIGNED_OUT_BUDGET_KB} kB brotli signed out, ${CONSOLE_BUDGET_KB} kB brotli in the console)`,
  ).toEqual([]);
});

/**
 * Opens each address in a fresh tab with the cache off and holds what Chromium loaded first to its route's
 * budget. Beyond its route's list in the build, a page's HTML may ask for the code of a part it renders on
 * the server through `next/dynamic` (the aggregator's overview does); that code is part of its first load.
 */
async function checkPages(page: Page, paths: readonly string[]) {
  const routes = builtRoutes();
  // Three tabs at a time: each has its own cache-less load, so what one loads says nothing of another.
  const limit = pLimit(3);
  const results = await Promise.all(
    paths.map((path) =>
      limit(async () => {
        const { route, scripts } = routeOf(path, routes);
        const fresh = await page.context().newPage();
        const load = await measureFirstLoad(
          fresh,
          new URL(path, E2E.consoleUrl).href,
          new URL(E2E.consoleUrl).origin,
        );
        await fresh.close();
        const problem = overBudget(route, load.firstLoad);
        const unlisted = load.firstLoadScripts.filter(
          (script) => !scripts.includes(new URL(script).pathname),
        );
        const line =
          `  ${path}: first load ${describeServed(load.firstLoad)}` +
          (unlisted.length > 0
            ? ` (${unlisted.length} ${unlisted.length === 1 ? "script" : "scripts"} beyond the build's list)`
            : "") +
          `; until idle ${describeServed(load.all)}`;
        return { line, problem: problem && `${path} (${route}) in Chromium: ${problem}` };
      }),
    ),
  );
  const over = results.flatMap(({ problem }) => (problem ? [problem] : []));
  const lines = results.map(({ line }) => line);
  console.log(`JavaScript in Chromium:\n${lines.join("\n")}`);
  expect(over, "pages whose first load in Chromium is over their budget").toEqual([]);
}

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test("the sign-in and invitation pages stay within their budget in Chromium", async ({ page }) => {
    await checkPages(page, ["/sign-in", "/invite/not-a-real-invitation"]);
  });
});

test("every kind of merchant page stays within its budget in Chromium", async ({ page }) => {
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
  await checkPages(page, paths);
});

test("the aggregator's pages stay within their budget in Chromium", async ({ page }) => {
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
  await checkPages(
    page,
    ["", "offramp", `offramp/${payoutId}`, "reports/ledger", "reports/reconciliation"].map((path) =>
      accountPath(aggregatorId, path),
    ),
  );
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
