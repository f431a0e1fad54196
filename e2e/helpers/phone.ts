import { expect, type Page } from "@playwright/test";

/** The phone width every phone check uses (an iPhone 12–15 in portrait). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Every table row on the page shows its amount (and status, where the list has one) inside the viewport:
 * the stacked rows of a phone, with no sideways scrolling. Answers how many rows were checked.
 */
export async function expectRowsShowMoneyInViewport(page: Page, what: string): Promise<number> {
  const width = page.viewportSize()?.width ?? PHONE.width;
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll("[data-slot=data-table] tbody tr[data-row-index]")].map((row) => {
      const box = (placement: string) => {
        const cell = row.querySelector(`td[data-mobile="${placement}"]`);
        if (!cell) return null;
        const rect = cell.getBoundingClientRect();
        return { left: rect.left, right: rect.right, width: rect.width, text: cell.textContent ?? "" };
      };
      return { id: row.getAttribute("data-row-id"), amount: box("amount"), status: box("status") };
    }),
  );
  for (const row of boxes) {
    for (const [name, cell] of [
      ["amount", row.amount],
      ["status", row.status],
    ] as const) {
      if (!cell) continue;
      expect.soft(cell.width, `${what}: the ${name} of row ${row.id} is shown`).toBeGreaterThan(0);
      expect
        .soft(cell.left, `${what}: the ${name} of row ${row.id} starts inside the screen`)
        .toBeGreaterThanOrEqual(0);
      expect
        .soft(cell.right, `${what}: the ${name} of row ${row.id} ends inside the screen`)
        .toBeLessThanOrEqual(width);
    }
  }
  return boxes.filter((row) => row.amount !== null).length;
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Every table on the page shows all its columns: none scrolls sideways inside its own box (which keeps the
 * page itself from scrolling, and hid the fee table's USDT column on a phone).
 */
export async function expectTablesFit(page: Page, what: string) {
  const tables = await page.evaluate(() =>
    [...document.querySelectorAll("[data-slot=table-container]")]
      .filter((box) => box.getClientRects().length > 0)
      .map((box) => ({
        label: box.querySelector("th")?.textContent ?? "",
        overflow: box.scrollWidth - box.clientWidth,
      })),
  );
  expect(tables.length, `${what} has a table`).toBeGreaterThan(0);
  for (const table of tables) {
    expect
      .soft(table.overflow, `${what}: the table starting "${table.label}" scrolls sideways`)
      .toBeLessThanOrEqual(0);
  }
}
