import { expect, type Page, test } from "@playwright/test";
import { E2E, sandboxControl } from "./env";
import { accountPath, openDemoMerchant, uniqueTag } from "./helpers/console";
import { addDemoOwnedAccount, addMember, signedInContext } from "./helpers/console-cli";

// Each flow gets a merchant of its own, made through the sandbox's control API and added to the console
// with its shell: one active request per merchant and day would otherwise tie the tests to one another
// and to the demo merchant's history. The demo owner (this run's session) becomes its owner.

async function newMerchantAccount(name: string): Promise<string> {
  const created = await sandboxControl("POST", "/sandbox/merchants", { name });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { apiKey } = created.body as { apiKey: string };
  return addDemoOwnedAccount(name, apiKey);
}

/** A paid LKR payment of the merchant: created through the console's BFF, paid by the sandbox's customer. */
async function paidPayment(page: Page, accountId: string, amountLkr: number): Promise<void> {
  const response = await page.request.post(`/api/accounts/${accountId}/v1/payment`, {
    headers: { origin: E2E.consoleUrl },
    data: {
      amount: amountLkr,
      currency: "LKR",
      provider: "EXCHANGEA",
      goods: [{ name: "Uva highlands 1 kg", description: "Wholesale black tea" }],
      merchantTradeNo: `E2E-SETTLE-${uniqueTag()}`,
      customerBilling: {
        firstName: "Nimal",
        lastName: "Perera",
        email: "nimal.perera@example.lk",
        phone: "+94 77 123 4567",
        address: "12 Galle Road, Colombo 03",
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const paid = await sandboxControl("POST", `/sandbox/payments/${id}/simulate`, { outcome: "PAID" });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

/** Opens the request form, checks it says what will happen, sends and confirms. */
async function requestSettlement(page: Page, accountId: string) {
  await page.goto(accountPath(accountId, "settlements/new"));
  await expect(page.getByRole("heading", { level: 1, name: "Request a settlement" })).toBeVisible();
  const box = page.getByRole("region", { name: "What the service will do" });
  await expect(box).toContainText("at least LKR 1,000.00");
  await expect(box).toContainText("One active request per day");
  await page.getByRole("button", { name: "Request settlement" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Request this settlement?" });
  await dialog.getByRole("button", { name: "Request settlement" }).click();
}

test("below the threshold a request is approved at once; a second the same day is refused on the form", async ({
  page,
}) => {
  const accountId = await newMerchantAccount(`E2E settle small ${uniqueTag()}`);
  await paidPayment(page, accountId, 5_000);

  await requestSettlement(page, accountId);
  await expect(page.getByRole("heading", { level: 1, name: /^Settlement of / })).toBeVisible();
  await expect(page.getByTestId("review-outcome")).toHaveText("Approved automatically");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Approved");
  await expect(page.getByRole("table", { name: "Settled payments" }).getByRole("row")).toHaveCount(3);
  const settlementUrl = page.url();

  // The list shows it, with the summary's counts.
  await page.goto(accountPath(accountId, "settlements"));
  const summary = page.getByLabel("Settlement requests by status");
  await expect(summary).toContainText("1 request ·");
  await expect(summary).toContainText(/Approved\s*1 request/);
  const rows = page.getByRole("table", { name: "Settlement requests" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Approved");
  await expect(rows.nth(1)).toContainText("All branches");
  await rows.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(settlementUrl);

  // More money comes in, but today already has an active request: the form says so before sending.
  await paidPayment(page, accountId, 3_000);
  await page.goto(accountPath(accountId, "settlements/new"));
  await expect(
    page.getByText(/^Today's settlement request already exists: LKR [\d,]+\.\d{2} net/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Request settlement" })).toBeDisabled();
});

test("at or above the threshold a request waits for review, and the review shows on its page", async ({
  page,
}) => {
  const accountId = await newMerchantAccount(`E2E settle large ${uniqueTag()}`);
  await paidPayment(page, accountId, 150_000);

  await requestSettlement(page, accountId);
  await expect(page.getByRole("heading", { level: 1, name: /^Settlement of / })).toBeVisible();
  await expect(page.getByTestId("review-outcome")).toHaveText("Waiting for review");
  const withdrawalId = page.url().split("/").pop() ?? "";
  expect(withdrawalId).toMatch(/^[0-9a-f-]{36}$/);

  // The platform rejects it; the open page re-checks a pending request on its own.
  const reviewed = await sandboxControl("POST", `/sandbox/withdrawals/${withdrawalId}/review`, {
    decision: "REJECT",
    reviewer: "E2E compliance",
  });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  await expect(page.getByTestId("review-outcome")).toHaveText(
    /^Rejected on .+ by E2E compliance: its payments returned to the unsettled pool$/,
    { timeout: 25_000 },
  );
  await expect(page.getByText("Reviewed by")).toBeVisible();

  // Back in the pool: the list's summary counts the rejection and offers the money again.
  await page.goto(accountPath(accountId, "settlements?status=REJECTED"));
  await expect(page.getByRole("table", { name: "Settlement requests" }).getByRole("row")).toHaveCount(2);
  await expect(
    page
      .getByRole("region", { name: "Summary of settlement requests" })
      .getByText("Payments returned to the pool"),
  ).toBeVisible();
});

// Only staff can be limited to one branch (server/accounts/member-scope.ts), and staff see no settlements, so
// "Settlements cover the whole merchant" is a guard for scopes the console no longer stores.
test("staff see no settlements: no sidebar entry, a clear page, and the API refuses", async ({
  page,
  browser,
}) => {
  const accountId = await openDemoMerchant(page);
  const staff = await addMember(accountId, "staff", uniqueTag());
  const context = await signedInContext(browser, staff);
  const staffPage = await context.newPage();
  await staffPage.goto(accountPath(accountId, "payments"));
  const nav = staffPage.getByRole("navigation").first();
  await expect(nav.getByRole("link", { name: "Payments" })).toBeVisible();
  await expect(staffPage.getByRole("link", { name: "Settlements" })).toHaveCount(0);
  await staffPage.goto(accountPath(accountId, "settlements"));
  await expect(staffPage.getByText("Your role cannot see settlements")).toBeVisible();
  await expect(staffPage.getByRole("table")).toHaveCount(0);
  const list = await staffPage.request.get(`/api/accounts/${accountId}/v1/withdrawal/list`);
  expect(list.status()).toBe(403);
  await context.close();
});
