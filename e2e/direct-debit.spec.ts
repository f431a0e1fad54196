import { expect, type Page, test } from "@playwright/test";
import { accountPath, bffGet, openDemoMerchant, uniqueTag } from "./helpers/console";
import { addMember, signedInContext } from "./helpers/console-cli";
import { approveAtProvider, createContractInConsole } from "./helpers/direct-debit";
import { expectedFees } from "./helpers/money";
import { DEMO_FEES, expectFeeTable, feeTable } from "./helpers/payments";

type ContractBody = {
  id: string;
  status: string;
  serviceName: string;
  merchantContractCode: string;
  terminationNotes: string | null;
  paymentCount: number;
};
type ContractPage = { data: ContractBody[]; meta: { totalItems: number } };

/** Sends the charge form and confirms in the dialog that names the amount. */
async function chargeAndConfirm(page: Page, amountText: string) {
  await page.getByRole("button", { name: "Charge", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Charge ${amountText}?` });
  await dialog.getByRole("button", { name: `Charge ${amountText}` }).click();
  await expect(dialog).toBeHidden();
}

test("a new contract is approved by the customer, turns signed on its own, is charged and its payment shows the fees", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const tag = uniqueTag();
  const serviceName = `E2E box ${tag}`;
  const contractId = await createContractInConsole(page, accountId, serviceName, `E2E${tag}`);

  // While unsigned: the QR code, the deep link and the signing window counting down.
  await expect(
    page.getByRole("img", { name: `QR code to approve the direct debit for ${serviceName}` }),
  ).toBeVisible();
  await expect(page.getByText("Deep link")).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByText("Awaiting signature").first()).toBeVisible();

  // The customer approves at the provider; the page's own sync notices within seconds.
  await approveAtProvider(contractId);
  await expect(page.getByText("The customer approved the contract.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Signed", exact: true })).toBeVisible();

  // An amount in LKR over the USDT limit after conversion is refused by the service, on the amount field.
  await page.getByRole("link", { name: "Charge now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Charge the contract" })).toBeVisible();
  await expect(page.getByText("Limit per charge: USDT 40.00.")).toBeVisible();
  await page.getByRole("radio", { name: /^LKR/ }).check();
  await page.getByLabel("Amount").fill("50000");
  await page.getByLabel("Product name").fill("E2E monthly box");
  await chargeAndConfirm(page, "LKR 50,000.00");
  await expect(
    page.getByText(/Converted to USDT at the current rate, this is more than the contract allows/),
  ).toBeVisible();
  await expect(page.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");

  // Within the limit, in USDT: the charge and its fees, computed here on their own.
  await page.getByRole("radio", { name: /^USDT/ }).check();
  await page.getByLabel("Amount").fill("25");
  await chargeAndConfirm(page, "USDT 25.00");
  await expect(page.getByRole("heading", { name: "Charge made" })).toBeVisible();
  const fees = expectedFees("25", "USDT", DEMO_FEES);
  await expectFeeTable(feeTable(page), fees);
  // The sandbox marks direct-debit payments paid within a second.
  await expect(page.getByText("Paid", { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.getByRole("link", { name: "View payment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment of USDT 25.00");
  await expect(page.getByText(contractId)).toBeVisible();
  await expectFeeTable(feeTable(page), fees);

  // The contract counts the charge, and lists it among the charges the console made, by whom.
  await page.goto(accountPath(accountId, `direct-debit/${contractId}`));
  await expect(page.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
  const charges = page.getByRole("table", { name: "Charges" });
  await expect(charges.getByRole("row")).toHaveCount(2);
  await expect(charges.getByRole("row").nth(1)).toContainText("USDT 25.00");
  const stored = await bffGet<ContractBody>(page, accountId, `v1/direct-debit/${contractId}`);
  expect(stored).toMatchObject({ status: "SIGNED", paymentCount: 1 });
});

test("a signed contract is synced with what changed, then terminated with a reason after a confirmation", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const tag = uniqueTag();
  const serviceName = `E2E end ${tag}`;
  const contractId = await createContractInConsole(page, accountId, serviceName, `E2E${tag}`);
  await approveAtProvider(contractId);

  // On the contract's own page, Sync reports what the provider changed.
  await page.goto(accountPath(accountId, `direct-debit/${contractId}`));
  const summary = page.getByRole("heading", { level: 1, name: serviceName }).locator("xpath=..");
  await expect(summary).toContainText("Awaiting signature");
  await page.getByRole("button", { name: "Sync" }).click();
  const outcome = page.getByRole("status").filter({ hasText: "Synced:" });
  await expect(outcome).toContainText("Status: Awaiting signature");
  await expect(outcome).toContainText("Signed");
  await expect(summary).toContainText("Signed");
  await page.getByRole("button", { name: "Sync" }).click();
  await expect(page.getByText("Nothing changed")).toBeVisible();

  const reason = `Customer moved abroad (${tag})`;
  await page.getByRole("button", { name: "Terminate" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Terminate this contract?" });
  await expect(dialog).toContainText("you can no longer charge the customer");
  await expect(dialog).toContainText("This cannot be undone.");
  await dialog.getByLabel("Reason (optional)").fill(reason);
  await dialog.getByRole("button", { name: "Terminate contract" }).click();
  await expect(dialog).toBeHidden();

  await expect(summary).toContainText("Terminated");
  await expect(page.getByText(`By the merchant (API) · ${reason}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Terminate" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Charge" })).toHaveCount(0);
  const stored = await bffGet<ContractBody>(page, accountId, `v1/direct-debit/${contractId}`);
  expect(stored).toMatchObject({ status: "TERMINATED", terminationNotes: reason });

  // A terminated contract's charge page says why it cannot be charged.
  await page.goto(accountPath(accountId, `direct-debit/${contractId}/charge`));
  await expect(
    page.getByRole("main").getByText("This contract was terminated, so it cannot be charged any more."),
  ).toBeVisible();
});

test("the contracts list keeps its filters in the address", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  const signed = await bffGet<ContractPage>(
    page,
    accountId,
    "v1/direct-debit/list?status=SIGNED&currency=LKR",
  );
  expect(signed.meta.totalItems).toBeGreaterThan(0);

  await page.goto(accountPath(accountId, "direct-debit"));
  const table = page.getByRole("table", { name: "Direct-debit contracts" });
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Signed" });
  await page.getByLabel("Currency", { exact: true }).selectOption("LKR");
  await expect(page).toHaveURL(/[?&]status=SIGNED/);
  await expect(page).toHaveURL(/[?&]currency=LKR/);
  await expect(table.getByRole("row")).toHaveCount(signed.meta.totalItems + 1);
  const noun = signed.meta.totalItems === 1 ? "contract" : "contracts";
  await expect(page.getByText(`· ${signed.meta.totalItems} ${noun}`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("SIGNED");
  await expect(table.getByRole("row")).toHaveCount(signed.meta.totalItems + 1);
  for (const row of await table.getByRole("row").all()) {
    if ((await row.getByRole("cell").count()) > 0) await expect(row).toContainText("Signed");
  }
});

test("a staff member sees the contracts but cannot create, sync, charge or terminate", async ({
  page,
  browser,
}) => {
  const accountId = await openDemoMerchant(page);
  const [signed] = (await bffGet<ContractPage>(page, accountId, "v1/direct-debit/list?status=SIGNED&limit=1"))
    .data;
  if (!signed) throw new Error("The demo seed has no signed contract");

  const staff = await addMember(accountId, "staff", uniqueTag());
  const context = await signedInContext(browser, staff);
  const staffPage = await context.newPage();

  await staffPage.goto(accountPath(accountId, "direct-debit"));
  await expect(staffPage.getByRole("heading", { level: 1, name: "Direct debit" })).toBeVisible();
  await expect(staffPage.getByRole("link", { name: "Direct debit" }).first()).toBeVisible();
  await expect(
    staffPage.getByRole("table", { name: "Direct-debit contracts" }).getByRole("row").nth(1),
  ).toBeVisible();
  await expect(staffPage.getByRole("link", { name: "New contract" })).toHaveCount(0);

  await staffPage.goto(accountPath(accountId, `direct-debit/${signed.id}`));
  await expect(staffPage.getByRole("heading", { level: 1, name: signed.serviceName })).toBeVisible();
  await expect(staffPage.getByText(signed.merchantContractCode).first()).toBeVisible();
  for (const name of ["Sync", "Terminate"]) {
    await expect(staffPage.getByRole("button", { name })).toHaveCount(0);
  }
  await expect(staffPage.getByRole("link", { name: /^Charge/ })).toHaveCount(0);

  await staffPage.goto(accountPath(accountId, "direct-debit/new"));
  await expect(staffPage.getByText("Your role cannot create contracts")).toBeVisible();
  await staffPage.goto(accountPath(accountId, `direct-debit/${signed.id}/charge`));
  await expect(staffPage.getByText("Your role cannot charge contracts")).toBeVisible();
  // The service refuses it too: the console forwards no change a staff member's role does not allow.
  const sync = await staffPage.request.post(`/api/accounts/${accountId}/v1/direct-debit/${signed.id}/sync`, {
    data: {},
    headers: { Origin: new URL(staffPage.url()).origin },
  });
  expect(sync.status()).toBe(403);
  await context.close();
});
