import { expect, type Page, test } from "@playwright/test";
import { accountPath, openDemoMerchant } from "./helpers/console";
import { snapForReview } from "./helpers/screenshots";

// Every form's checks (its schemas, and zod with them) load when the form is first used, not with its page
// (components/forms/lazy-checks.ts): no form page's first load holds zod, and the checks still judge the
// first submit.

// zod names its schema classes with these strings; no other code of the console holds them.
const ZOD_MARKER = "$ZodType";

/** Collects the scripts the page loads from now on; `holdsZod()` says whether any of them is zod. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return {
    holdsZod: async () => (await Promise.all(bodies)).some((body) => body.includes(ZOD_MARKER)),
  };
}

async function firstLoadHoldsZod(page: Page, path: string): Promise<boolean> {
  const scripts = watchScripts(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  return scripts.holdsZod();
}

test("no form page loads zod with the page", async ({ page }) => {
  test.setTimeout(180_000);
  const accountId = await openDemoMerchant(page);
  const paths = [
    ...[
      "payments/new",
      "payment-links/new",
      "branches/new",
      "direct-debit/new",
      "settlements/new",
      "offramp",
    ].map((path) => accountPath(accountId, path)),
    `/settings/accounts/${accountId}`,
    "/settings/members",
    "/settings/security",
  ];
  const withZod: string[] = [];
  for (const path of paths) {
    const fresh = await page.context().newPage();
    if (await firstLoadHoldsZod(fresh, path)) withZod.push(path);
    await fresh.close();
  }
  expect(withZod, "routes whose first load holds zod").toEqual([]);
});

test("a form loads its checks when first focused, and its first submit shows the field errors", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  // The check can see zod: the branch form's checks hold it.
  expect(await firstLoadHoldsZod(page, accountPath(accountId, "branches/new"))).toBe(false);
  const scripts = watchScripts(page);
  const checksLoaded = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === "script" && (await response.text()).includes(ZOD_MARKER),
  );
  await page.getByLabel("Name", { exact: true }).focus();
  await checksLoaded;
  expect(await scripts.holdsZod()).toBe(true);

  await page.getByRole("button", { name: "Create branch" }).click();
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/Name is required$/);
  await expect(page).toHaveURL(/\/branches\/new$/);
  await snapForReview(page, "branch-form-first-submit");
});

test("a submit made before the checks arrived waits for them and shows the field errors", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(accountPath(accountId, "payment-links/new"));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The checks' script is held back until after the submit.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/**/*.js", async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(ZOD_MARKER)) await released;
    await route.fulfill({ response });
  });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole("button", { name: "Create link" }).click();
  const name = page.getByLabel("Name", { exact: true });
  await page.waitForTimeout(500);
  // Not let through while the checks are on their way: nothing is judged, nothing is sent.
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  release();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/payment-links\/new$/);
  expect(sent, "requests sent for a form the checks refuse").toEqual([]);
  await snapForReview(page, "link-form-first-submit");
});
