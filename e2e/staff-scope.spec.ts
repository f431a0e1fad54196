import { expect, test } from "@playwright/test";
import { accountPath, bffGet, openDemoMerchant, uniqueTag } from "./helpers/console";
import { addMember, signedInContext } from "./helpers/console-cli";
import { listTotal } from "./helpers/csv";
import { createPaymentInConsole } from "./helpers/payments";

type Branches = { data: Array<{ id: string; name: string; code: string }> };
type Payments = { data: Array<{ id: string }>; meta: { totalItems: number } };

test("staff limited to one branch see and create only that branch's payments", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const accountId = await openDemoMerchant(page);
  const branches = await bffGet<Branches>(page, accountId, "v1/branch/list?limit=100");
  const mine = branches.data.find((branch) => branch.code === "CTH-GAL");
  const theirs = branches.data.find((branch) => branch.code === "CTH-KDY");
  if (!mine || !theirs) throw new Error("The demo seed's Galle Fort and Kandy branches are missing");
  const theirPayment = (
    await bffGet<Payments>(page, accountId, `v1/payment/list?branchId=${theirs.id}&pageSize=1`)
  ).data[0];
  const myPayments = await bffGet<Payments>(
    page,
    accountId,
    `v1/payment/list?branchId=${mine.id}&pageSize=1`,
  );
  const myPayment = myPayments.data[0];
  if (!theirPayment || !myPayment) throw new Error("The demo seed has no payments at these branches");

  const staff = await addMember(accountId, "staff", uniqueTag(), mine.id);
  const context = await signedInContext(browser, staff);
  const staffPage = await context.newPage();

  // Their overview names their branch, not its id.
  await staffPage.goto(accountPath(accountId));
  await expect(staffPage.getByText(`${mine.name} only`, { exact: true })).toBeVisible();
  await expect(staffPage.getByText(mine.id)).toHaveCount(0);

  // The list is the branch's: same total as the owner's branch filter, and no branch filter to change it.
  await staffPage.goto(accountPath(accountId, "payments"));
  await expect(staffPage.getByText(`Payments of ${mine.name}, newest first.`)).toBeVisible();
  await expect(staffPage.getByLabel("Branch", { exact: true })).toHaveCount(0);
  expect(await listTotal(staffPage, "payments")).toBe(myPayments.meta.totalItems);

  // Another branch's payment does not exist for them: not by its address, nor the BFF, nor a search.
  await staffPage.goto(accountPath(accountId, `payments/${theirPayment.id}`));
  await expect(staffPage.getByText("Payment not found")).toBeVisible();
  await expect(staffPage.getByText(theirPayment.id)).toHaveCount(0);
  const direct = await staffPage.request.get(`/api/accounts/${accountId}/v1/payment/${theirPayment.id}`);
  expect(direct.status()).toBe(404);
  const otherList = await staffPage.request.get(
    `/api/accounts/${accountId}/v1/payment/list?branchId=${theirs.id}`,
  );
  expect(otherList.status()).toBe(403);
  await staffPage.goto(`${accountPath(accountId, "payments")}?search=${theirPayment.id}`);
  await expect(staffPage.getByText("No payments match these filters")).toBeVisible();

  // Their own branch's payment opens as usual.
  await staffPage.goto(accountPath(accountId, `payments/${myPayment.id}`));
  await expect(staffPage.getByRole("heading", { level: 1, name: /^Payment of / })).toBeVisible();

  // What they create belongs to their branch, without a choice.
  await staffPage.goto(accountPath(accountId, "payments/new"));
  await expect(staffPage.getByText(`Payments you create belong to ${mine.name}.`)).toBeVisible();
  const created = await createPaymentInConsole(staffPage, accountId, {
    currency: "USDT",
    amount: "7.25",
    tradeNo: `E2E-STAFF-${uniqueTag()}`,
  });
  const stored = await bffGet<{ branchId: string | null }>(page, accountId, `v1/payment/${created}`);
  expect(stored.branchId).toBe(mine.id);

  // Another branch does not exist for them either: not its page, nor the branch list, nor the BFF.
  await staffPage.goto(accountPath(accountId, `branches/${theirs.id}`));
  await expect(staffPage.getByRole("heading", { level: 1, name: /not found/i })).toBeVisible();
  await expect(staffPage.getByText(theirs.name)).toHaveCount(0);
  const listed = await staffPage.request.get(`/api/accounts/${accountId}/v1/branch/list?limit=100`);
  expect(((await listed.json()) as Branches).data.map((branch) => branch.id)).toEqual([mine.id]);
  await context.close();
});
