import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { addDays, colomboDate } from "@/lib/dates";
import { E2E, sandboxControl } from "./env";
import { accountPath, uniqueTag } from "./helpers/console";

// The reconciliation of the demo aggregator (Lanka Remit Exchange): its whole history comes out balanced,
// the statement prints on one page, and a payout the bank fails shows as its refund, not as a break.

const OUT = join("test-results", "screenshots");

async function openAggregator(page: Page): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: /Merchant account:/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  return new URL(page.url()).pathname.split("/")[2] ?? "";
}

/** Runs the check for the window in the address and waits for its statement. */
async function reconcile(page: Page, options: { showsProgress?: boolean } = {}) {
  await page.getByRole("button", { name: /^(Reconcile|Check again)$/ }).click();
  // A long read shows its progress; a short one may finish before anyone could look.
  if (options.showsProgress) await expect(page.getByRole("list", { name: "Progress" })).toBeVisible();
  const statement = page.getByTestId("reconciliation-statement").first();
  await expect(statement).toBeVisible({ timeout: 150_000 });
  return statement;
}

/** How many refunds the statement counts ("3 entries"). */
async function refundCount(page: Page): Promise<number> {
  const row = page
    .getByTestId("reconciliation-statement")
    .first()
    .getByRole("row", { name: /Refunds \(failed payouts\)/ });
  const text = (await row.textContent()) ?? "";
  return Number(/(\d[\d,]*) entr/.exec(text)?.[1]?.replaceAll(",", "") ?? Number.NaN);
}

const post = (page: Page, accountId: string, path: string, data: unknown) =>
  page.request.post(`/api/accounts/${accountId}/v1/${path}`, { headers: { origin: E2E.consoleUrl }, data });

/** A payout through the console's BFF, failed by the sandbox's bank before it settles by itself. */
async function failedPayout(
  page: Page,
  accountId: string,
): Promise<{ paymentId: string; amountLkr: number }> {
  const tag = uniqueTag();
  const user = await post(page, accountId, "aggregator/user", { externalUserId: `e2e-recon-${tag}` });
  expect(user.status(), await user.text()).toBeLessThan(300);
  const { userId } = (await user.json()) as { userId: string };
  const bank = await post(page, accountId, `aggregator/user/${userId}/bank-account`, {
    bankCode: 7010,
    accountNumber: `8${Date.now().toString().slice(-9)}`,
    accountName: "Kamala Jayasinghe",
  });
  expect(bank.status(), await bank.text()).toBeLessThan(300);
  const { userBankId } = (await bank.json()) as { userBankId: string };
  for (let attempt = 0; attempt < 3; attempt++) {
    const quote = await page.request.get(`/api/accounts/${accountId}/v1/aggregator/quote?amount_usdt=25`);
    expect(quote.status(), await quote.text()).toBe(200);
    const { fxLockId } = (await quote.json()) as { fxLockId: string };
    const created = await post(page, accountId, "aggregator/offramp", {
      fxLockId,
      userId,
      userBankId,
      externalRef: `E2E-RECON-${tag}-${attempt}`,
    });
    expect(created.status(), await created.text()).toBe(201);
    const payout = (await created.json()) as { paymentId: string; amountLkr: number };
    const settled = await sandboxControl("POST", `/sandbox/offramps/${payout.paymentId}/settle`, {
      outcome: "FAILED",
      failureReason: "Beneficiary account closed",
    });
    // The sandbox settles a payout by itself after 5 seconds; on a slow run, try a fresh one.
    if (settled.status === 200) return payout;
  }
  throw new Error("The sandbox settled every payout before the bank could fail it");
}

test.describe("reconciliation", () => {
  test.describe.configure({ timeout: 300_000 });

  test("the demo aggregator's whole history reconciles balanced, and its statement prints on one page", async ({
    page,
  }) => {
    const accountId = await openAggregator(page);
    // From the float ledger's page, as a finance person finds it.
    await page.goto(accountPath(accountId, "reports/ledger"));
    await page.getByRole("link", { name: "Reconciliation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reconciliation" })).toBeVisible();
    await expect(page.getByText("Reconcile the float for this window")).toBeVisible();

    const statement = await reconcile(page, { showsProgress: true });
    await expect(page.getByTestId("reconciliation-result")).toHaveText("Balanced: every check passed.");
    await expect(statement.getByTestId("statement-verdict")).toHaveText("Balanced");
    await expect(statement).toContainText("Lanka Remit Exchange");
    await expect(statement).toContainText("Since the first entry");
    await expect(statement).toContainText("(Colombo time)");
    await expect(statement.getByRole("row", { name: /Opening balance/ })).toContainText("LKR 0.00");
    await expect(page.getByTestId("reconciliation-break")).toHaveCount(0);

    // The CSV carries the same result.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const csv = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of csv) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text).toContain("Statement,Result,Balanced");
    expect(text).toContain("Statement,Account,Lanka Remit Exchange");
    // Its times are Colombo's, as on screen, and say so.
    expect(text).toMatch(/Statement,Produced at \(Asia\/Colombo\),\d{4}-\d\d-\d\dT[\d:.]+\+05:30/);

    // Printed: the statement alone, on one A4 page.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".recon-print-root [data-testid='reconciliation-statement']")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Reconciliation" })).toBeHidden();
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
    expect(pages).toHaveLength(1);
    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: join(OUT, "reconciliation-print-1280-light.png"), fullPage: true });
    await page.emulateMedia({ media: "screen" });

    for (const width of [1280, 390]) {
      for (const scheme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height: width > 640 ? 800 : 844 });
        await page.emulateMedia({ colorScheme: scheme });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: join(OUT, `reconciliation-balanced-${width}-${scheme}.png`),
          fullPage: true,
        });
      }
    }
  });

  test("a payout the bank fails shows as its refund, not as a break", async ({ page }) => {
    const accountId = await openAggregator(page);
    const today = colomboDate(new Date());
    const yesterday = addDays(today, -1);
    await page.goto(accountPath(accountId, `reports/reconciliation?from=${yesterday}&to=${today}`));
    await reconcile(page);
    await expect(page.getByTestId("reconciliation-result")).toHaveText("Balanced: every check passed.");
    const before = await refundCount(page);
    expect(before).toBeGreaterThanOrEqual(0);

    const payout = await failedPayout(page, accountId);
    await reconcile(page);
    // Polled: the first run's statement stays on screen until the second one replaces it.
    await expect.poll(() => refundCount(page), { timeout: 60_000 }).toBe(before + 1);
    await expect(page.getByTestId("reconciliation-result")).toHaveText("Balanced: every check passed.");
    await expect(page.getByTestId("reconciliation-break")).toHaveCount(0);

    // The refund is in the float ledger, for the failed payout's amount.
    await page.goto(accountPath(accountId, `reports/ledger?type=REFUND&startDate=${today}&endDate=${today}`));
    await expect(page.locator(`a[href$="/offramp/${payout.paymentId}"]`).first()).toBeVisible();
  });

  test("a window that ends before it starts is refused, an empty one balances, and the check can be cancelled", async ({
    page,
  }) => {
    const accountId = await openAggregator(page);
    const today = colomboDate(new Date());
    await page.goto(accountPath(accountId, `reports/reconciliation?from=${today}&to=${addDays(today, -3)}`));
    await expect(
      page.getByRole("alert").filter({ hasText: "first day comes after its last day" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Reconcile" })).toBeDisabled();

    // A window before the float's first entry: nothing moved, so it balances at zero.
    await page.goto(accountPath(accountId, "reports/reconciliation?from=2020-01-01&to=2020-01-31"));
    const empty = await reconcile(page);
    await expect(page.getByTestId("reconciliation-result")).toHaveText(
      "Nothing moved in this window: balanced.",
    );
    await expect(empty.getByRole("row", { name: /Closing balance/ })).toContainText("LKR 0.00");

    await page.goto(accountPath(accountId, "reports/reconciliation"));
    await page.getByRole("button", { name: "Reconcile" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "The check was cancelled" })).toBeVisible();
  });
});
