import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { demoLogin } from "./env";
import { accountPath, bffGet, openDemoMerchant, uniqueTag } from "./helpers/console";

type Branch = { id: string; name: string; code: string };

/** The demo seed's branch of this code (Galle Fort is CTH-GAL, Kandy CTH-KDY); a missing one throws. */
async function demoBranch(page: Page, accountId: string, code: string): Promise<Branch> {
  const branches = await bffGet<{ data: Branch[] }>(page, accountId, "v1/branch/list?limit=100");
  const found = branches.data.find((branch) => branch.code === code);
  if (!found) throw new Error(`The demo seed's branch ${code} is missing`);
  return found;
}

const membersPath = (accountId: string) => `/settings/members?account=${accountId}`;
const SHOTS = join("test-results", "screenshots");

/** The members table's row of one person. */
const memberRow = (page: Page, email: string) =>
  page
    .getByRole("table", { name: "Members of this merchant account" })
    .getByRole("row")
    .filter({ hasText: email });

/**
 * Waits until the invite form answers a role choice (the branch locks for Finance), which it does once its
 * script runs.
 */
async function formReady(page: Page) {
  await expect(async () => {
    await page.getByLabel("Role").selectOption({ label: "Finance" });
    await expect(page.getByLabel("Branch")).toBeDisabled({ timeout: 1_000 });
  }).toPass();
}

/** Invites through the form with the branch picked by name, and answers the one-time link. */
async function invite(page: Page, accountId: string, email: string, branchLabel: string): Promise<string> {
  await page.goto(membersPath(accountId));
  await formReady(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption({ label: "Staff" });
  await page.getByLabel("Branch").selectOption({ label: branchLabel });
  await page.getByRole("button", { name: "Create invitation link" }).click();
  await expect(page.getByText(`Invitation created for ${email}, limited to the branch`)).toBeVisible();
  return page.getByLabel("Invitation link").inputValue();
}

/** Accepts the invitation as a new user in a browser of their own, signed in at the end. */
async function accept(browser: Browser, link: string, password: string) {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join Ceylon Tea House" })).toBeVisible();
  await page.getByLabel("Name").fill("Galle Cashier");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(page.getByRole("button", { name: /Merchant account:/ })).toBeVisible();
  return { context, page };
}

async function screenshots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [1280, 390]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.waitForTimeout(150);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("an invitation limited to a branch chosen by name; the new member works with that branch by name", async ({
  page,
  browser,
}) => {
  const accountId = await openDemoMerchant(page);
  const galle = await demoBranch(page, accountId, "CTH-GAL");
  const kandy = await demoBranch(page, accountId, "CTH-KDY");
  const email = `galle-${uniqueTag().toLowerCase()}@e2e.example`;

  // The branch is a list of the account's branches by name: there is nothing to type an id into.
  await page.goto(membersPath(accountId));
  await expect(page.getByRole("textbox", { name: /branch/i })).toHaveCount(0);
  await formReady(page);
  await expect(page.getByLabel("Branch")).toBeDisabled();
  const link = await invite(page, accountId, email, `${galle.name} (${galle.code})`);
  await expect(page.getByText(`limited to the branch ${galle.name}`)).toBeVisible();

  // The pending invitation names the branch, not its id.
  await page.reload();
  const pending = page.getByRole("table", { name: "Invitations not yet accepted" }).getByRole("row").filter({
    hasText: email,
  });
  await expect(pending).toContainText(galle.name);
  await expect(pending).not.toContainText(galle.id);
  await screenshots(page, "members");

  const { context, page: member } = await accept(browser, link, `e2e members ${uniqueTag()} passphrase`);

  // Payments: the branch's, said by name, and without a branch filter to change it.
  await member.goto(accountPath(accountId, "payments"));
  await expect(member.getByText(`Payments of ${galle.name}, newest first.`)).toBeVisible();
  await expect(member.getByLabel("Branch", { exact: true })).toHaveCount(0);
  await expect(member.getByText("branchId must be a UUID")).toHaveCount(0);
  await expect(member.getByRole("table").first()).toBeVisible();

  // Every other page they may use works and names the branch.
  await member.goto(accountPath(accountId, "payments/new"));
  await expect(member.getByText(`Payments you create belong to ${galle.name}.`)).toBeVisible();
  await member.goto(accountPath(accountId, "payment-links"));
  await expect(member.getByText(`Payment links of ${galle.name}, newest first.`)).toBeVisible();
  await member.goto(accountPath(accountId, "direct-debit"));
  await expect(member.getByText(`Direct-debit contracts of ${galle.name}, newest first.`)).toBeVisible();
  await expect(member.getByText(/must be a UUID/)).toHaveCount(0);

  // The user menu names their branch.
  await member.getByRole("button", { name: `Account menu for ${email}` }).click();
  await expect(member.getByText(`Limited to ${galle.name}`)).toBeVisible();
  await member.screenshot({ path: join(SHOTS, "members-user-menu-1280-light.png") });
  await member.keyboard.press("Escape");

  // Branches: theirs alone.
  await member.goto(accountPath(accountId, "branches"));
  await expect(member.getByRole("link", { name: galle.name })).toBeVisible();
  await expect(member.getByText(kandy.name)).toHaveCount(0);
  await expect(member.getByText(galle.id)).toHaveCount(0);
  await screenshots(member, "members-own-branch");
  await context.close();

  // The owner sees the new member with the branch's name.
  await page.goto(membersPath(accountId));
  await expect(memberRow(page, email)).toContainText(galle.name);
  await expect(memberRow(page, email)).toContainText("Staff");
});

test("the owner changes a member's role and removes them; the only owner cannot be removed", async ({
  page,
  browser,
}) => {
  const accountId = await openDemoMerchant(page);
  const galle = await demoBranch(page, accountId, "CTH-GAL");
  const email = `change-${uniqueTag().toLowerCase()}@e2e.example`;
  const password = `e2e members ${uniqueTag()} passphrase`;
  const link = await invite(page, accountId, email, `${galle.name} (${galle.code})`);
  const { context, page: member } = await accept(browser, link, password);

  // The demo owner is the only owner: removing them is disabled, and the page says why.
  await page.goto(membersPath(accountId));
  const ownerRemove = memberRow(page, demoLogin().email).getByRole("button", { name: /^Remove / });
  await expect(ownerRemove).toBeDisabled();
  await expect(ownerRemove).toHaveAccessibleDescription(/only owner cannot be removed/);

  // Role change: staff of Galle Fort → developer of every branch.
  await memberRow(page, email).getByRole("button", { name: "Change Galle Cashier" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Galle Cashier" });
  await expect(dialog.getByLabel("Branch")).toHaveValue(galle.id);
  await page.screenshot({ path: join(SHOTS, "members-change-dialog-1280-light.png") });
  await dialog.getByLabel("Role").selectOption({ label: "Developer" });
  await expect(dialog.getByLabel("Branch")).toBeDisabled();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(memberRow(page, email)).toContainText("Developer");
  await expect(memberRow(page, email)).toContainText("All branches");

  // Their next page follows the new role: every branch's payments.
  await member.goto(accountPath(accountId, "payments"));
  await expect(
    member.getByText("Every payment of this account, newest first.", { exact: false }),
  ).toBeVisible();

  // Removal, after confirmation; their access ends at once.
  await memberRow(page, email).getByRole("button", { name: "Remove Galle Cashier" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Remove Galle Cashier from Ceylon Tea House?`);
  await confirm.getByRole("button", { name: "Remove member" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Galle Cashier was removed")).toBeVisible();
  await expect(memberRow(page, email)).toHaveCount(0);
  const refused = await member.request.get(`/api/accounts/${accountId}/v1/payment/list?pageSize=1`);
  expect(refused.status()).toBe(404);
  await context.close();
});
