import { expect, type Locator, type Page } from "@playwright/test";
import { accountPath } from "./console";
import { type ExpectedFees, shown } from "./money";

/** The demo merchant's fees as the sandbox seeds them (sandbox/seed/tea-house/plant.ts). */
export const DEMO_FEES = { exchangePct: "0.5", servicePct: "1" } as const;

export interface NewPaymentInput {
  currency: "USDT" | "LKR";
  amount: string;
  tradeNo: string;
  /** The branch picker's option, "Galle Fort (CTH-GAL)"; none leaves the payment merchant-wide. */
  branch?: string;
}

/** Fills the new-payment form as a cashier would, without sending it. */
export async function fillNewPayment(page: Page, accountId: string, input: NewPaymentInput): Promise<void> {
  await page.goto(accountPath(accountId, "payments/new"));
  await expect(page.getByRole("heading", { level: 1, name: "New payment" })).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(`^${input.currency}\\b`) }).check();
  await page.getByLabel(`Amount (${input.currency})`).fill(input.amount);
  await page.getByLabel("Item 1 name").fill("Dimbula BOP 500 g");
  await page.getByLabel("Description", { exact: true }).fill("Loose leaf black tea");
  await page.getByLabel("First name").fill("Nimal");
  await page.getByLabel("Last name").fill("Perera");
  await page.getByRole("textbox", { name: "Email" }).fill("nimal.perera@example.lk");
  await page.getByLabel("Phone").fill("+94 77 123 4567");
  await page.getByLabel("Address", { exact: true }).fill("12 Galle Road, Colombo 03");
  await page.getByLabel("Your trade number (optional)").fill(input.tradeNo);
  if (input.branch) await page.getByLabel("Branch").selectOption({ label: input.branch });
}

/**
 * Fills and sends the new-payment form as a cashier would, and waits for the "Payment created" view;
 * answers the new payment's id (from its "View payment" link).
 */
export async function createPaymentInConsole(
  page: Page,
  accountId: string,
  input: NewPaymentInput,
): Promise<string> {
  await fillNewPayment(page, accountId, input);
  await page.getByRole("button", { name: "Create payment" }).click();

  await expect(page.getByText("Payment created")).toBeVisible();
  const href = await page.getByRole("link", { name: "View payment" }).getAttribute("href");
  const paymentId = href?.split("/").pop() ?? "";
  expect(paymentId).toMatch(/^[0-9a-f-]{36}$/);
  return paymentId;
}

/** The fee breakdown table of a payment (created view or detail page). */
export function feeTable(page: Page): Locator {
  return page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Item" }) });
}

/**
 * Checks every row of the fee table against the expected breakdown: label, LKR (for LKR payments) and
 * USDT cells, total and net.
 */
export async function expectFeeTable(table: Locator, fees: ExpectedFees): Promise<void> {
  const row = (label: RegExp) => table.getByRole("row").filter({ hasText: label }).getByRole("cell");
  const cells = (label: string, usdt: string, lkr?: string) => (lkr ? [label, lkr, usdt] : [label, usdt]);
  const lkr = fees.lkr;
  await expect(table.getByRole("columnheader")).toHaveText(lkr ? ["Item", "LKR", "USDT"] : ["Item", "USDT"]);
  await expect(row(/^Gross amount/)).toHaveText(
    cells("Gross amount", shown(fees.grossUsdt, "USDT"), lkr && shown(lkr.gross, "LKR")),
  );
  await expect(row(/^Exchange fee/)).toHaveText(
    cells(
      `Exchange fee (${DEMO_FEES.exchangePct} %)`,
      shown(fees.exchangeUsdt, "USDT"),
      lkr && shown(lkr.exchange, "LKR"),
    ),
  );
  await expect(row(/^Service fee/)).toHaveText(
    cells(
      `Service fee (${DEMO_FEES.servicePct} %)`,
      shown(fees.serviceUsdt, "USDT"),
      lkr && shown(lkr.service, "LKR"),
    ),
  );
  await expect(row(/^Total fees/)).toHaveText(
    cells("Total fees", shown(fees.totalUsdt, "USDT"), lkr && shown(lkr.total, "LKR")),
  );
  await expect(row(/^Net to you/)).toHaveText(
    cells("Net to you", shown(fees.netUsdt, "USDT"), lkr && shown(lkr.net, "LKR")),
  );
}
