import { type Browser, expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { accountPath, openDemoMerchant, uniqueTag } from "./helpers/console";
import { addMember, type Member, signedInContext, submitSignIn } from "./helpers/console-cli";
import { snapForReview } from "./helpers/screenshots";

/** The authenticator app's side: the code for the manual key at a moment (RFC 6238, as the console uses). */
function codeFor(manualKey: string, at = Date.now()): string {
  const secret = Secret.fromBase32(manualKey.replace(/\s/g, ""));
  return new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at });
}

/** Email and password in a fresh browser; answers the page, now asking for the code. */
async function passwordStep(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await submitSignIn(page, member);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  return page;
}

test("a member sets up two-factor sign-in, then signs in with a code and with a recovery code", async ({
  page,
  browser,
}) => {
  // Five browsers, four sign-ins and every change to the factor, each password checked with scrypt.
  test.setTimeout(240_000);
  const accountId = await openDemoMerchant(page);
  const member = await addMember(accountId, "finance", uniqueTag());
  // A session on another device, from before the change.
  const otherDevice = await signedInContext(browser, member);
  const context = await signedInContext(browser, member);
  const settings = await context.newPage();

  await settings.goto("/settings/security");
  await expect(settings.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(settings.getByRole("link", { name: "Security" })).toHaveAttribute("aria-current", "page");
  // A session alone starts nothing: the password is asked for first, and a wrong one is said plainly.
  const start = settings.getByRole("form", { name: "Set up two-factor sign-in" });
  const password = start.getByLabel("Current password");
  await password.fill("not the password");
  await start.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(password).toHaveAccessibleDescription(/The password is not right; \d+ tries left\./);
  await expect(password).toHaveValue("");
  await expect(settings.getByRole("img", { name: /QR code/ })).toHaveCount(0);
  await password.fill(member.password);
  await start.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(settings.getByRole("img", { name: /QR code/ })).toBeVisible();
  await snapForReview(settings, "security-enrol");
  const manualKey = (await settings.getByTestId("manual-key").textContent()) ?? "";
  expect(manualKey.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);

  // The password is asked for again to finish, filled in from the first step.
  const finish = settings.getByRole("form", { name: "Turn on two-factor sign-in" });
  await expect(finish.getByLabel("Current password")).toHaveValue(member.password);
  await finish.getByLabel("Code from your app").fill(codeFor(manualKey));
  await finish.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const list = settings.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  await snapForReview(settings, "security-recovery-codes");
  const recoveryCode = (await list.getByRole("listitem").first().textContent()) ?? "";
  expect(recoveryCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const secondRecoveryCode = (await list.getByRole("listitem").nth(1).textContent()) ?? "";
  await settings.getByRole("button", { name: "I have saved them" }).click();
  await expect(settings.getByText(/Two-factor sign-in is on/)).toBeVisible();
  await expect(settings.getByText(/10 recovery codes are left/)).toBeVisible();
  await snapForReview(settings, "security-on");
  // The key is not sent again once set up.
  expect(await settings.content()).not.toContain(manualKey.replace(/\s/g, ""));

  // This session goes on; the one on the other device was signed out by the change.
  await settings.goto(accountPath(accountId));
  await expect(settings.getByRole("button", { name: /Merchant account:/ })).toBeVisible();
  const stale = await otherDevice.newPage();
  await stale.goto(accountPath(accountId));
  await expect(stale).toHaveURL(/\/sign-in/);
  await otherDevice.close();

  // Signing in now asks for a code after the password. The next step's code (clocks may differ by one
  // step) is one the enrolment did not use.
  const signIn = await passwordStep(browser, member);
  await snapForReview(signIn, "sign-in-code");
  await signIn.getByLabel("Authentication code").fill(codeFor(manualKey, Date.now() + 30_000));
  await signIn.getByRole("button", { name: "Verify" }).click();
  await expect(signIn.getByRole("button", { name: /Merchant account:/ })).toBeVisible();
  await signIn.context().close();

  // A recovery code works too, once.
  const recovery = await passwordStep(browser, member);
  await recovery.getByLabel("Authentication code").fill(recoveryCode.toLowerCase());
  await recovery.getByRole("button", { name: "Verify" }).click();
  await expect(recovery.getByRole("button", { name: /Merchant account:/ })).toBeVisible();
  await recovery.goto("/settings/security");
  await expect(recovery.getByText(/9 recovery codes are left/)).toBeVisible();

  // Turning it off asks for a code and the password: a wrong code is said on its field, which empties,
  // and the password stays for the next try.
  const turnOff = recovery.getByRole("form", { name: "Turn off two-factor sign-in" });
  const code = turnOff.getByLabel("Code or recovery code");
  const current = turnOff.getByLabel("Current password");
  await code.fill("000000");
  await current.fill(member.password);
  await turnOff.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(code).toHaveAccessibleDescription(/The code is not right; \d+ tries left\./);
  await expect(code).toHaveValue("");
  await expect(current).toHaveValue(member.password);
  await snapForReview(recovery, "security-off-wrong-code");
  await code.fill(secondRecoveryCode);
  await turnOff.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(recovery.getByText(/Two-factor sign-in is off/)).toBeVisible();
  await recovery.context().close();
  await context.close();
});

test("an owner cannot require two-factor sign-in for an account before setting it up themselves", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(`/settings/accounts/${accountId}`);
  const toggle = page.getByRole("switch", { name: "Require two-factor sign-in for every member" });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByRole("alert").filter({ hasText: "The setting was not changed" })).toContainText(
    "Set up two-factor sign-in for yourself first",
  );
  await expect(toggle).not.toBeChecked();
  await snapForReview(page, "account-require-two-factor");
});
