import { expect, type Page, test } from "@playwright/test";
import { accountPath, bffGet, openDemoMerchant, uniqueTag } from "./helpers/console";

type BranchBody = { name: string; code: string; city: string | null; isActive: boolean };

async function fillNewBranch(
  page: Page,
  accountId: string,
  fields: { name: string; code: string; city: string },
) {
  await page.goto(accountPath(accountId, "branches/new"));
  await expect(page.getByRole("heading", { level: 1, name: "New branch" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(fields.name);
  await page.getByLabel("Code", { exact: true }).fill(fields.code);
  await page.getByLabel("City", { exact: true }).fill(fields.city);
  await page.getByRole("button", { name: "Create branch" }).click();
}

test("a branch is created, refused a duplicate code on its field, edited, listed with filters and deactivated", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const tag = uniqueTag();
  const name = `E2E Matara ${tag}`;
  const code = `E2E-${tag}`;

  await fillNewBranch(page, accountId, { name, code, city: "Matara" });
  await expect(page).toHaveURL(new RegExp(`${accountPath(accountId, "branches")}/[0-9a-f-]{36}$`));
  const branchId = page.url().split("/").pop() ?? "";
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("No payments at this branch yet")).toBeVisible();
  await expect(page.getByText("No payment links for this branch")).toBeVisible();
  expect(await bffGet<BranchBody>(page, accountId, `v1/branch/${branchId}`)).toMatchObject({
    name,
    code,
    city: "Matara",
    isActive: true,
  });

  // Codes are unique in any letter case: the service's 409 lands on the code field, the typing stays.
  await fillNewBranch(page, accountId, { name: `${name} again`, code: code.toLowerCase(), city: "Matara" });
  const codeField = page.getByLabel("Code", { exact: true });
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expect(codeField).toHaveAccessibleDescription(/Branch code already exists/);
  await expect(page).toHaveURL(/\/branches\/new$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${name} again`);

  await page.goto(accountPath(accountId, `branches/${branchId}/edit`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await page.getByLabel("Name", { exact: true }).fill(`${name} Fort`);
  await page.getByLabel("City", { exact: true }).fill("Matara Fort");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(accountPath(accountId, `branches/${branchId}`));
  await expect(page.getByRole("heading", { level: 1, name: `${name} Fort` })).toBeVisible();
  await expect(page.getByText("Matara Fort").first()).toBeVisible();

  // The list: search, status and sort in the URL, kept over a reload.
  await page.goto(accountPath(accountId, "branches"));
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Active" });
  await page.getByRole("button", { name: /^Name/ }).click();
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page).toHaveURL(/status=active/);
  await expect(page).toHaveURL(/sortBy=name/);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("active");
  const rows = page.getByRole("table", { name: "Branches" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`${name} Fort`);
  await expect(rows.nth(1)).toContainText(code);

  await rows
    .nth(1)
    .getByRole("link", { name: `${name} Fort` })
    .click();
  await page.getByRole("button", { name: "Deactivate" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Deactivate ${name} Fort?` });
  await dialog.getByRole("button", { name: "Deactivate branch" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  expect((await bffGet<BranchBody>(page, accountId, `v1/branch/${branchId}`)).isActive).toBe(false);

  await page.goto(`${accountPath(accountId, "branches")}?search=${tag}&status=active`);
  await expect(page.getByText("No branches match")).toBeVisible();
  await page.goto(`${accountPath(accountId, "branches")}?search=${tag}&status=inactive`);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Inactive");

  // An inactive branch takes no new payments, so the payment form no longer offers it.
  await page.goto(accountPath(accountId, "payments/new"));
  const picker = page.getByLabel("Branch");
  await expect(picker.getByRole("option", { name: "Galle Fort (CTH-GAL)" })).toHaveCount(1);
  await expect(picker.getByRole("option", { name: new RegExp(tag) })).toHaveCount(0);
});
