import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CategoryBarChart, TimeSeriesChart } from "./chart-card";
import type { ChartRow } from "./chart-model";

// jsdom lays nothing out: every box reports the size a 600 px wide chart would have, so recharts draws.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 240 }),
  );
});
afterEach(() => vi.restoreAllMocks());

const USDT = { kind: "money", currency: "USDT" } as const;
// More places than a float keeps: the tooltip shows the row's string, never the drawn number.
const rows: ChartRow[] = [
  { key: "2026-11-20", label: "20 Nov", values: { paid: "120" } },
  { key: "2026-11-21", label: "21 Nov", values: { paid: "9007199254740993.123456" } },
  { key: "2026-11-22", label: "22 Nov", values: { paid: null } },
  { key: "2026-11-23", label: "23 Nov", values: { paid: "0.000001" } },
];

function tooltip(container: HTMLElement) {
  return container.querySelector<HTMLElement>("[data-slot='chart-tooltip']");
}

function volumeChart(kind: "line" | "bar" = "line") {
  return render(
    <TimeSeriesChart
      title="Paid volume per day"
      kind={kind}
      unit={USDT}
      series={[{ key: "paid", label: "Paid volume" }]}
      rows={rows}
    />,
  );
}

describe("the chart's drawing", () => {
  // The drawing loads after the page (chart-card.tsx); once loaded, every chart draws at once.
  beforeAll(async () => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 240 }),
    );
    volumeChart();
    await screen.findByRole("application", { name: "Chart" }, { timeout: 20_000 });
    cleanup();
  });

  it("is recharts' chart: one focusable surface, the unit on its value axis, a bar per day", () => {
    const { container } = volumeChart("bar");
    const surface = screen.getByRole("application", { name: "Chart" });
    expect(surface.tagName.toLowerCase()).toBe("svg");
    expect(surface).toHaveClass("recharts-surface");
    expect(surface.getAttribute("tabindex")).toBe("0");
    expect(surface).toHaveAccessibleDescription(/arrow keys move from day to day/);
    // The unit above the value axis; a bar for each day with a value (jsdom measures no text, so the
    // day labels' thinning is checked in Chromium, e2e/chart-drawing.spec.ts).
    const texts = [...container.querySelectorAll("svg text")].map((t) => t.textContent);
    expect(texts).toContain("USDT");
    expect(container.querySelectorAll(".recharts-bar-rectangle path").length).toBeGreaterThan(0);
  });

  it("reads from the keyboard: one tab stop, arrows move between days, Escape hides, Tab leaves", async () => {
    const user = userEvent.setup();
    const { container } = volumeChart("line");
    const surface = screen.getByRole("application", { name: "Chart" });
    const live = within(container).getByText("", { selector: "p[aria-live='polite']" });
    expect(tooltip(container)).toBeNull();

    await user.tab();
    expect(surface).toHaveFocus();
    expect(tooltip(container)?.textContent).toContain("20 Nov");
    expect(live.textContent).toBe("20 Nov: Paid volume USDT 120.00");

    await user.keyboard("{ArrowRight}");
    // The exact string, which no float holds.
    expect(tooltip(container)?.textContent).toContain("USDT 9,007,199,254,740,993.123456");
    expect(live.textContent).toBe("21 Nov: Paid volume USDT 9,007,199,254,740,993.123456");
    await user.keyboard("{ArrowDown}");
    expect(live.textContent).toBe("22 Nov: Paid volume no value");
    await user.keyboard("{End}");
    expect(live.textContent).toBe("23 Nov: Paid volume USDT 0.000001");
    await user.keyboard("{ArrowRight}");
    expect(live.textContent).toMatch(/^23 Nov/);
    await user.keyboard("{Home}");
    expect(live.textContent).toMatch(/^20 Nov/);
    await user.keyboard("{ArrowUp}");
    expect(live.textContent).toMatch(/^20 Nov/);

    await user.keyboard("{Escape}");
    expect(tooltip(container)?.closest(".recharts-tooltip-wrapper")).toHaveStyle({ visibility: "hidden" });
    await user.keyboard("{ArrowRight}");
    expect(tooltip(container)?.closest(".recharts-tooltip-wrapper")).toHaveStyle({ visibility: "visible" });
    expect(tooltip(container)?.textContent).toContain("21 Nov");

    // No trap: Tab goes on to the chart's buttons, and nothing is read out once the focus left.
    await user.tab();
    expect(screen.getByRole("button", { name: "Show the numbers" })).toHaveFocus();
    expect(live.textContent).toBe("");
    await user.tab({ shift: true });
    expect(surface).toHaveFocus();
  });

  it("draws categories as horizontal bars, every series in the tooltip, the arrows down the list", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CategoryBarChart
        title="Top failure reasons"
        unit={{ kind: "count", noun: ["failed payout", "failed payouts"] }}
        series={[
          { key: "now", label: "This period" },
          { key: "before", label: "The 7 days before" },
        ]}
        rows={[
          { key: "funds", label: "Insufficient funds at the bank", values: { now: "7", before: "2" } },
          { key: "closed", label: "Account closed", values: { now: "1", before: null } },
        ]}
      />,
    );
    const texts = [...container.querySelectorAll("svg text")].map((t) => t.textContent);
    expect(texts).toContain("failed payouts");
    expect(container.querySelectorAll(".recharts-bar-rectangle path")).toHaveLength(3);
    expect(screen.getByRole("application", { name: "Chart" })).toHaveAccessibleDescription(
      /arrow keys move from row to row/,
    );
    await user.tab();
    const shown = tooltip(container)?.textContent ?? "";
    expect(shown).toContain("Insufficient funds at the bank");
    expect(shown).toContain("7 failed payouts");
    expect(shown).toContain("2 failed payouts");
    await user.keyboard("{ArrowDown}");
    expect(tooltip(container)?.textContent).toContain("Account closed");
    expect(tooltip(container)?.textContent).toContain("no value");
    await user.keyboard("{ArrowLeft}");
    expect(tooltip(container)?.textContent).toContain("Insufficient funds at the bank");
    await user.keyboard("{ArrowRight}");
    expect(tooltip(container)?.textContent).toContain("Account closed");
    await user.keyboard("{Home}");
    expect(tooltip(container)?.textContent).toContain("Insufficient funds at the bank");
  });
});
