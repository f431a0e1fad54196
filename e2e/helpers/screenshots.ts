import type { Page } from "@playwright/test";

const LOOKS = [
  [1280, 900],
  [390, 844],
] as const;

/**
 * Runs `look` with the page at desktop and phone width, light and dark, then gives the page back at desktop
 * width (`restoreHeight` tall) in light mode.
 */
export async function atEachLook(
  page: Page,
  look: (width: number, colorScheme: "light" | "dark") => Promise<void>,
  restoreHeight = 720,
): Promise<void> {
  for (const [width, height] of LOOKS) {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await look(width, colorScheme);
    }
  }
  await page.setViewportSize({ width: 1280, height: restoreHeight });
  await page.emulateMedia({ colorScheme: "light" });
}

/** With SCREENSHOT_DIR set: the page at desktop and phone width, light and dark, for a person to look at. */
export async function snapForReview(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await atEachLook(page, async (width, colorScheme) => {
    await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage: true });
  });
}
