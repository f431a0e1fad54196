import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CategoryBarChart, TimeSeriesChart } from "./chart-card";
import type { ChartRow } from "./chart-model";

// jsdom lays nothing out: the drawing's box reports the width a 600 px wide card would have.
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
    volumeChart();
    await screen.findByRole("group", { name: "Chart" }, { timeout: 10_000 });
    cleanup();
  });

  it("draws an SVG the width of its box, with round ticks, the unit and a gap where a day has no value", () => {
    const { container } = volumeChart("line");
    const svg = container.querySelector("svg[data-slot='chart-surface']");
    expect(svg?.getAttribute("width")).toBe("600");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    const texts = [...(svg?.querySelectorAll("text") ?? [])].map((t) => t.textContent);
    expect(texts).toContain("USDT");
    expect(texts).toContain("20 Nov");
    expect(texts).toContain("23 Nov");
    // The line stops before 22 Nov and starts again after it: two pieces, and a dot on each day with a value.
    const line = svg?.querySelector("path[fill='none']")?.getAttribute("d") ?? "";
    expect(line.match(/M/g)).toHaveLength(2);
    expect(svg?.querySelectorAll("circle")).toHaveLength(3);
  });

  it("shows a day's exact value where the pointer rests, and hides it when the pointer leaves", async () => {
    const user = userEvent.setup();
    const { container } = volumeChart("bar");
    expect(tooltip(container)).toBeNull();
    const hit = container.querySelector("rect[data-row='2026-11-21']");
    if (!hit) throw new Error("no hover area for 21 Nov");
    await user.hover(hit);
    const shown = tooltip(container);
    expect(shown?.textContent).toContain("21 Nov");
    expect(shown?.textContent).toContain("Paid volume");
    expect(shown?.textContent).toContain("USDT 9,007,199,254,740,993.123456");
    // The day's band is highlighted behind its bar.
    expect(container.querySelector("rect[fill='var(--muted)']")).not.toBeNull();

    const empty = container.querySelector("rect[data-row='2026-11-22']");
    if (!empty) throw new Error("no hover area for 22 Nov");
    await user.hover(empty);
    expect(tooltip(container)?.textContent).toContain("22 Nov");
    expect(tooltip(container)?.textContent).toContain("no value");

    await user.unhover(screen.getByRole("group", { name: "Chart" }));
    expect(tooltip(container)).toBeNull();
  });

  it("reads from the keyboard: one tab stop, arrows move between days, Escape hides, Tab leaves", async () => {
    const user = userEvent.setup();
    const { container } = volumeChart("line");
    const drawing = screen.getByRole("group", { name: "Chart" });
    expect(drawing).toHaveAccessibleDescription(/arrow keys move from day to day/);

    await user.tab();
    expect(drawing).toHaveFocus();
    expect(tooltip(container)?.textContent).toContain("20 Nov");
    const live = within(drawing).getByText(/^20 Nov: /);
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(live.textContent).toBe("20 Nov: Paid volume USDT 120.00");

    await user.keyboard("{ArrowRight}");
    expect(tooltip(container)?.textContent).toContain("USDT 9,007,199,254,740,993.123456");
    // The day's point is marked on the line.
    expect(container.querySelectorAll("circle[r='4']")).toHaveLength(1);
    expect(live.textContent).toBe("21 Nov: Paid volume USDT 9,007,199,254,740,993.123456");
    await user.keyboard("{End}");
    expect(live.textContent).toBe("23 Nov: Paid volume USDT 0.000001");
    await user.keyboard("{ArrowRight}");
    expect(live.textContent).toMatch(/^23 Nov/);
    await user.keyboard("{Home}{ArrowLeft}");
    expect(live.textContent).toMatch(/^20 Nov/);

    await user.keyboard("{Escape}");
    expect(tooltip(container)).toBeNull();
    await user.keyboard("{ArrowRight}");
    expect(tooltip(container)?.textContent).toContain("21 Nov");

    // No trap: Tab goes on to the chart's buttons, and the tooltip goes away with the focus.
    await user.tab();
    expect(screen.getByRole("button", { name: "Show the numbers" })).toHaveFocus();
    expect(tooltip(container)).toBeNull();
    await user.tab({ shift: true });
    expect(drawing).toHaveFocus();
  });

  it("draws categories as horizontal bars, names cut at 18 characters, every series in the tooltip", async () => {
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
    expect(texts).toContain("Insufficient fund…");
    expect(texts).toContain("Account closed");
    expect(texts).toContain("failed payouts");
    expect(container.querySelectorAll("path[data-slot='chart-bar']")).toHaveLength(3);
    const hit = container.querySelector("rect[data-row='funds']");
    if (!hit) throw new Error("no hover area for the first reason");
    await user.hover(hit);
    const shown = tooltip(container)?.textContent ?? "";
    expect(shown).toContain("Insufficient funds at the bank");
    expect(shown).toContain("7 failed payouts");
    expect(shown).toContain("2 failed payouts");
    await user.keyboard("{Tab}");
    await user.keyboard("{ArrowDown}");
    expect(tooltip(container)?.textContent).toContain("Account closed");
    expect(tooltip(container)?.textContent).toContain("no value");
  });
});
