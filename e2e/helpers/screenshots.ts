import type { Page } from "@playwright/test";

/** With SCREENSHOT_DIR set: the page at desktop and phone width, light and dark, for a person to look at. */
export async function snapForReview(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: "light" });
}
