import { expect, test } from "@playwright/test";
import { openDemoMerchant, uniqueTag } from "./helpers/console";
import { addMember, signedInContext } from "./helpers/console-cli";
import { snapForReview } from "./helpers/screenshots";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test("a person signed in on two browsers ends the other one from the first, which is signed out on its next page", async ({
  page,
  browser,
}) => {
  const accountId = await openDemoMerchant(page);
  const member = await addMember(accountId, "staff", uniqueTag());
  const laptop = await signedInContext(browser, member);
  const phone = await signedInContext(browser, member, { userAgent: IPHONE });
  const phonePage = await phone.newPage();
  await phonePage.goto("/settings/security");
  await expect(phonePage.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();

  // From the laptop: the user menu leads to the list of sessions.
  const sessions = await laptop.newPage();
  await sessions.goto("/settings/security");
  await sessions.getByRole("button", { name: `Account menu for ${member.email}` }).click();
  await sessions.getByRole("menuitem", { name: "Sessions" }).click();
  await expect(sessions).toHaveURL(/\/settings\/sessions$/);
  await expect(sessions.getByRole("heading", { level: 1, name: "Sessions" })).toBeVisible();
  await expect(sessions.getByRole("link", { name: "Sessions" })).toHaveAttribute("aria-current", "page");
  const rows = sessions.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("This device");
  await expect(rows.first()).toContainText("Chrome on Linux");
  const phoneRow = rows.filter({ hasText: "Safari on iPhone" });
  await expect(phoneRow).toContainText("Last seen");
  await expect(phoneRow).not.toContainText("This device");
  await snapForReview(sessions, "sessions");

  await phoneRow.getByRole("button", { name: "End the session on Safari on iPhone" }).click();
  const dialog = sessions.getByRole("alertdialog");
  await expect(dialog).toContainText("will be signed out at once");
  // Only someone who knows the password signs other devices out, not a copy of a session cookie.
  await dialog.getByLabel("Current password").fill(member.password);
  await dialog.getByRole("button", { name: "End session" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(sessions.getByRole("button", { name: "End all other sessions" })).toHaveCount(0);

  // The phone's next page sends it to sign in; the laptop goes on.
  await phonePage.goto("/settings/security");
  await expect(phonePage).toHaveURL(/\/sign-in/);
  await expect(phonePage.getByLabel("Email")).toBeVisible();
  await sessions.reload();
  await expect(sessions.getByTestId("session-row")).toHaveCount(1);

  // Ending this device's own session signs out here.
  await sessions.getByRole("button", { name: "End this session and sign out" }).click();
  await sessions.getByRole("alertdialog").getByRole("button", { name: "Sign out" }).click();
  await expect(sessions).toHaveURL(/\/sign-in/);
  await sessions.goto("/settings/sessions");
  await expect(sessions).toHaveURL(/\/sign-in/);
  await laptop.close();
  await phone.close();
});

test("changing the password signs out the other browser and keeps this one", async ({ page, browser }) => {
  const accountId = await openDemoMerchant(page);
  const member = await addMember(accountId, "staff", uniqueTag());
  const laptop = await signedInContext(browser, member);
  const phone = await signedInContext(browser, member, { userAgent: IPHONE });

  const security = await laptop.newPage();
  await security.goto("/settings/security");
  await expect(security.getByRole("heading", { level: 2, name: "Change password" })).toBeVisible();
  await snapForReview(security, "security");
  // The page asks for the current password in its two-factor form too: this is the password change's.
  const change = security.getByRole("form", { name: "Change password" });
  await change.getByLabel("Current password").fill(member.password);
  await change.getByLabel("New password", { exact: true }).fill("a brand new e2e passphrase");
  await change.getByLabel("Confirm new password").fill("a brand new e2e passphrase");
  await change.getByRole("button", { name: "Change password" }).click();
  await expect(security.getByText("Password changed", { exact: true })).toBeVisible();
  await expect(security.getByText(/1 other session was signed out/)).toBeVisible();

  const phonePage = await phone.newPage();
  await phonePage.goto("/settings/security");
  await expect(phonePage).toHaveURL(/\/sign-in/);
  await security.goto("/settings/sessions");
  await expect(security.getByTestId("session-row")).toHaveCount(1);
  await expect(security.getByTestId("session-row")).toContainText("This device");
  await laptop.close();
  await phone.close();
});
