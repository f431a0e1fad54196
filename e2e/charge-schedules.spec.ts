import { expect, test } from "@playwright/test";
import { nthDueDate } from "@/lib/charge-schedules";
import { colomboDate } from "@/lib/dates";
import { formatDate } from "@/lib/format";
import { accountPath, openDemoMerchant, uniqueTag } from "./helpers/console";
import { approveAtProvider, createContractInConsole } from "./helpers/direct-debit";
import { snapForReview } from "./helpers/screenshots";

// A schedule of charges made in the console: its first charge today is made within a minute and shows on
// the contract page without a reload, with the next date; pausing and terminating stop it.

/** "Wed 30 Dec 2026", as the schedule pages write a due date. */
const dayText = (day: string) =>
  `${new Intl.DateTimeFormat("en-LK", { weekday: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`))} ${formatDate(`${day}T00:00:00+05:30`)}`;

test("a schedule whose first charge is today charges the contract within a minute, then pauses and ends", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const accountId = await openDemoMerchant(page);
  const tag = uniqueTag();
  const serviceName = `E2E tea ${tag}`;
  const contractId = await createContractInConsole(page, accountId, serviceName, `E2S${tag}`);
  await approveAtProvider(contractId);

  await page.goto(accountPath(accountId, `direct-debit/${contractId}`));
  const summary = page.getByRole("heading", { level: 1, name: serviceName }).locator("xpath=..");
  await page.getByRole("button", { name: "Sync" }).click();
  await expect(summary).toContainText("Signed");

  await page.getByRole("link", { name: "Schedule charges" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Schedule charges" })).toBeVisible();
  const today = colomboDate(new Date());
  await expect(page.getByLabel("First charge")).toHaveValue(today);
  await expect(page.getByText("Today: the first charge is made within a minute.")).toBeVisible();
  await page.getByLabel("Amount").fill("12.5");
  await page.getByLabel("Product name").fill("E2E tea box");
  const dates = page.getByRole("list", { name: "Next charge dates" }).getByRole("listitem");
  await expect(dates).toHaveCount(5);
  await expect(dates.nth(1)).toHaveText(dayText(nthDueDate({ every: "month", firstDate: today }, 1)));
  await expect(page.getByText(/^(About LKR .* LKR per USDT|No USDT\/LKR rate is known yet)/)).toBeVisible();
  await snapForReview(page, "schedule-form");

  await page.getByRole("button", { name: "Schedule charges" }).click();
  await expect(page.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
  const schedule = page.getByRole("list", { name: "Schedules" }).getByRole("listitem").first();
  await expect(schedule).toContainText("E2E tea box");
  await expect(schedule).toContainText("USDT 12.50 · Every month");

  // The worker makes the first charge within a minute; the page reads the charges again by itself.
  const charges = page.getByRole("table", { name: "Charges" });
  const first = charges.getByRole("row").nth(1);
  await expect(first).toContainText("USDT 12.50", { timeout: 75_000 });
  await expect(first).toContainText("Schedule “E2E tea box”");
  await expect(first).toContainText("Paid", { timeout: 30_000 });
  const next = nthDueDate({ every: "month", firstDate: today }, 1);
  await expect(schedule).toContainText(`Next on ${dayText(next)}`);
  await expect(first.getByRole("link", { name: /^View the payment/ })).toBeVisible();
  await snapForReview(page, "contract-schedules");

  // The list marks the contract as scheduled.
  await page.goto(accountPath(accountId, `direct-debit?search=${encodeURIComponent(serviceName)}`));
  const row = page.getByRole("row").filter({ hasText: serviceName });
  await expect(row.getByText("Scheduled", { exact: false })).toBeVisible();

  // The edit page: amount, product and end, from the next charge on; the cadence stays.
  await page.goto(accountPath(accountId, `direct-debit/${contractId}`));
  await page.getByRole("link", { name: "Edit “E2E tea box”" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change the schedule" })).toBeVisible();
  await expect(page.getByText(/Changes apply from the next charge on\. Every month, from /)).toBeVisible();
  await expect(page.getByLabel("Amount")).toHaveValue(/^12\.5/);
  await expect(dates.first()).toHaveText(dayText(next));
  await snapForReview(page, "schedule-edit");
  await page.getByRole("button", { name: "Cancel" }).click();

  // Paused: no next date until resumed.
  await page.getByRole("button", { name: "Pause “E2E tea box”" }).click();
  await expect(schedule).toContainText("Paused: no charge falls due until it is resumed");
  await page.getByRole("button", { name: "Resume “E2E tea box”" }).click();
  await expect(schedule).toContainText(`Next on ${dayText(next)}`);

  // Terminated: the schedule charges nothing more.
  await page.getByRole("button", { name: "Terminate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Terminate contract" }).click();
  await expect(summary).toContainText("Terminated");
  // Ended at once: the console ends a terminated contract's schedules as it terminates it.
  await expect(schedule).toContainText("Ended. The contract was terminated.");
  await expect(page.getByRole("link", { name: "Schedule charges" })).toHaveCount(0);
});
