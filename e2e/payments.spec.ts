import { expect, test } from "@playwright/test";
import Decimal from "decimal.js";
import { PAYMENT_CSV_COLUMNS } from "@/lib/csv";
import { sandboxControl } from "./env";
import { accountPath, openDemoMerchant, uniqueTag } from "./helpers/console";
import { exportPaymentsCsv, listTotal } from "./helpers/csv";
import { expectedFees, shown } from "./helpers/money";
import { createPaymentInConsole, DEMO_FEES, expectFeeTable, feeTable } from "./helpers/payments";

test("a USDT payment shows its exact fees, and turns Paid by itself the moment the customer pays", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const tradeNo = `E2E-USDT-${uniqueTag()}`;
  const fees = expectedFees("100", "USDT", DEMO_FEES);
  // 100 USDT at 0.5 % and 1 %: the numbers a merchant would check by hand.
  expect([fees.exchangeUsdt, fees.serviceUsdt, fees.netUsdt].map(String)).toEqual(["0.5", "1", "98.5"]);

  const paymentId = await createPaymentInConsole(page, accountId, {
    currency: "USDT",
    amount: "100",
    tradeNo,
  });
  await expectFeeTable(feeTable(page), fees);
  await expect(page.getByRole("img", { name: "QR code to pay USDT 100.00" })).toBeVisible();

  await page.getByRole("link", { name: "View payment" }).click();
  await expect(page).toHaveURL(accountPath(accountId, `payments/${paymentId}`));
  const summary = page.getByRole("heading", { level: 1 }).locator("xpath=..");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment of USDT 100.00");
  await expect(summary).toContainText("Awaiting payment");
  await expectFeeTable(feeTable(page), fees);
  await expect(page.getByText(tradeNo, { exact: true })).toBeVisible();
  const checkout = page.getByRole("link", { name: "Open checkout page in a new tab" });
  await expect(checkout).toHaveAttribute("href", new RegExp(`/checkout/${paymentId}$`));

  // The customer pays at the hosted checkout in another tab; this tab is not touched.
  await expect(page.getByText("Live updates paused")).toHaveCount(0);
  const customer = await page.context().newPage();
  await customer.goto((await checkout.getAttribute("href")) ?? "");
  await customer.getByRole("button", { name: /^Pay USDT/ }).click();
  await expect(summary).toContainText("Paid", { timeout: 3_000 });
  await expect(summary).not.toContainText("Awaiting payment");
  await expect(page.getByText("This payment is closed")).toBeVisible();
  await customer.close();

  // The list agrees after a reload (no stale cache): the one row found by its trade number is paid.
  await page.goto(`${accountPath(accountId, "payments")}?search=${tradeNo}`);
  const rows = page.getByRole("table", { name: "Payments" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("USDT 100.00");
  await expect(rows.nth(1)).toContainText("Paid");
});

test("an LKR payment shows its fees in LKR and in USDT at the rate of creation", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  const rate = await sandboxControl("GET", "/sandbox/exchange-rate");
  expect(rate.status).toBe(200);
  const rateUsdtLkr: number = rate.body.rateUsdtLkr;
  expect(rateUsdtLkr).toBeGreaterThan(0);
  const fees = expectedFees("3000", "LKR", DEMO_FEES, rateUsdtLkr);
  if (rateUsdtLkr === 300) {
    // The sandbox's default rate: LKR 3,000 is USDT 10 gross, 9.85 net; LKR 15 + 30 in fees.
    expect([fees.grossUsdt, fees.netUsdt, fees.lkr?.exchange, fees.lkr?.service].map(String)).toEqual([
      "10",
      "9.85",
      "15",
      "30",
    ]);
  }

  const tradeNo = `E2E-LKR-${uniqueTag()}`;
  const paymentId = await createPaymentInConsole(page, accountId, {
    currency: "LKR",
    amount: "3000",
    tradeNo,
    branch: "Galle Fort (CTH-GAL)",
  });
  await expectFeeTable(feeTable(page), fees);

  // The list shows it in LKR first, the amount the merchant asked for, then USDT.
  await page.goto(`${accountPath(accountId, "payments")}?search=${tradeNo}`);
  await expect(page.getByRole("table", { name: "Payments" }).getByRole("row").nth(1)).toContainText(
    `LKR 3,000.00·${shown(fees.grossUsdt, "USDT")}`,
  );

  await page.goto(accountPath(accountId, `payments/${paymentId}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment of LKR 3,000.00");
  await expect(page.getByText(`Settles as ${shown(fees.grossUsdt, "USDT")} gross`)).toBeVisible();
  await expectFeeTable(feeTable(page), fees);
  await expect(page.getByText(`Exchange rate: 1 USDT = LKR ${rateUsdtLkr}`)).toBeVisible();
  await expect(page.getByText("Galle Fort (CTH-GAL)")).toBeVisible();
});

// The payments CSV's columns (docs/exports.md) are the console's own list; lib/csv.test.ts pins their names.
const CSV_HEADER: readonly string[] = PAYMENT_CSV_COLUMNS;
const col = (name: string) => CSV_HEADER.indexOf(name);
const COLOMBO_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+05:30$/;

test("filters by search and status live in the URL, survive a reload, and the CSV holds exactly the filtered rows", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const tag = `E2E-LIST-${uniqueTag()}`;
  const paidId = await createPaymentInConsole(page, accountId, {
    currency: "USDT",
    amount: "12.5",
    tradeNo: `${tag}-A`,
  });
  const openId = await createPaymentInConsole(page, accountId, {
    currency: "LKR",
    amount: "1500",
    tradeNo: `${tag}-B`,
  });
  expect(
    (await sandboxControl("POST", `/sandbox/payments/${paidId}/simulate`, { outcome: "PAID" })).status,
  ).toBe(200);

  await page.goto(accountPath(accountId, "payments"));
  const table = page.getByRole("table", { name: "Payments" });
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${tag}`));
  await expect(table.getByRole("row")).toHaveCount(3);
  expect(await listTotal(page, "payments")).toBe(2);
  // Newest first: the open LKR payment, then the paid USDT one.
  await expect(table.getByRole("row").nth(1)).toContainText("Awaiting payment");
  await expect(table.getByRole("row").nth(2)).toContainText("Paid");

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Paid" });
  await expect(page).toHaveURL(/[?&]status=PAID/);
  await expect(table.getByRole("row")).toHaveCount(2);

  await page.reload();
  await expect(page).toHaveURL(/[?&]status=PAID/);
  await expect(search).toHaveValue(tag);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("PAID");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("USDT 12.50");
  await expect(table.getByRole("link", { name: new RegExp(paidId.slice(0, 8)) })).toBeVisible();
  await expect(table.getByRole("link", { name: new RegExp(openId.slice(0, 8)) })).toHaveCount(0);

  const filtered = await exportPaymentsCsv(page);
  expect(filtered.filename).toMatch(/^payments-\d{4}-\d\d-\d\d\.csv$/);
  expect(filtered.records).toHaveLength(2);
  const [header, row = []] = filtered.records;
  expect(header).toEqual(CSV_HEADER);
  const fees = expectedFees("12.5", "USDT", DEMO_FEES);
  expect({
    id: row[col("id")],
    tradeNo: row[col("merchantTradeNo")],
    status: row[col("status")],
    label: row[col("statusLabel")],
    pricedIn: row[col("pricedIn")],
    usdt: row[col("amountUsdt")],
    lkr: row[col("amountLkr")],
    netUsdt: row[col("netUsdt")],
    totalFeesUsdt: row[col("totalFeesUsdt")],
    customer: row[col("customerName")],
    email: row[col("customerEmail")],
  }).toEqual({
    id: paidId,
    tradeNo: `${tag}-A`,
    status: "PAID",
    label: "Paid",
    pricedIn: "USDT",
    usdt: "12.500000",
    lkr: "",
    netUsdt: fees.netUsdt.toFixed(6),
    totalFeesUsdt: fees.totalUsdt.toFixed(6),
    customer: "Nimal Perera",
    email: "nimal.perera@example.lk",
  });
  expect(row[col("createdAt (Asia/Colombo)")]).toMatch(COLOMBO_ISO);
  expect(row[col("paidAt (Asia/Colombo)")]).toMatch(COLOMBO_ISO);
  await expect(page.getByText(/^Exported 1 payments?$/)).toBeVisible();

  // Clearing keeps nothing behind in the URL.
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).not.toHaveURL(/search=|status=/);
  await expect(search).toHaveValue("");
});

test("the CSV of a status filter has one row per payment the list counts, all of that status", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const accountId = await openDemoMerchant(page);
  await page.goto(`${accountPath(accountId, "payments")}?status=FAILED`);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("FAILED");
  const total = await listTotal(page, "payments");
  // The seed has failed payments over more than one export page (100 rows each).
  expect(total).toBeGreaterThan(100);

  // Each payment read whole that the console's index has not read yet is one more call, in its pace.
  const { records } = await exportPaymentsCsv(page, 240_000);
  const [header, ...rows] = records;
  expect(header).toEqual(CSV_HEADER);
  expect(rows).toHaveLength(total);
  expect(new Set(rows.map((row) => row[0])).size).toBe(total);
  expect(
    rows.every(
      (row) =>
        row[col("status")] === "FAILED" &&
        row[col("statusLabel")] === "Failed" &&
        row[col("paidAt (Asia/Colombo)")] === "",
    ),
  ).toBe(true);
  expect(rows.every((row) => COLOMBO_ISO.test(row[col("createdAt (Asia/Colombo)")] ?? ""))).toBe(true);
  // Every row read whole: its fees and net add up to its gross, exactly.
  for (const row of rows)
    expect(
      new Decimal(row[col("totalFeesUsdt")] || "NaN").plus(row[col("netUsdt")] || "NaN").toFixed(6),
    ).toBe(row[col("amountUsdt")]);
});
