import { expect, type Page, test } from "@playwright/test";
import { demoLogin } from "./env";
import { accountPath, openDemoMerchant } from "./helpers/console";

// The shell's menus and the phone navigation load their code when first reached for (a light button stands
// in until then); from the keyboard they still open with Enter or Space, close with Escape and give the
// focus back to their button, the first time (the stand-in) and every time after (the real trigger).

/** Opens with `key` from the focused trigger, checks the focus is inside, closes with Escape. */
async function openAndClose(
  page: Page,
  trigger: string | RegExp,
  key: "Enter" | " ",
  popup: "menu" | "dialog",
) {
  // While a modal menu or sheet is open, the rest of the page is hidden from assistive technology.
  const button = page.getByRole("button", { name: trigger, includeHidden: true });
  await button.focus();
  await page.keyboard.press(key);
  const opened = page.getByRole(popup);
  await expect(opened).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  // The focus moved into what opened: a menu's first item, or the navigation sheet.
  await expect.poll(() => opened.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(opened).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
}

test("the user menu and the account switcher open from the keyboard and give the focus back", async ({
  page,
}) => {
  await openDemoMerchant(page);
  const login = demoLogin();
  const userMenu = `Account menu for ${login.email}`;
  // The first opening goes through the stand-in: from the keyboard the first item has the focus, as Radix's
  // own trigger gives it.
  const button = page.getByRole("button", { name: userMenu, includeHidden: true });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitemradio", { name: "Light" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(button).toBeFocused();
  // Later ones go through Radix's trigger.
  await openAndClose(page, userMenu, " ", "menu");
  await openAndClose(page, userMenu, "Enter", "menu");

  const switcher = /^Merchant account: Ceylon Tea House/;
  await openAndClose(page, switcher, " ", "menu");
  await openAndClose(page, switcher, "Enter", "menu");
});

test("on a phone the navigation opens from the keyboard, and a link in it closes it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const accountId = await openDemoMerchant(page);
  await openAndClose(page, "Open navigation", "Enter", "dialog");
  await openAndClose(page, "Open navigation", " ", "dialog");

  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Branches" }).click();
  await expect(page).toHaveURL(accountPath(accountId, "branches"));
  await expect(page.getByRole("dialog")).toBeHidden();
});
