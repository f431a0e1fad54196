import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TooltipProvider } from "@/components/ui/tooltip";
import { DateCell } from "./date-cell";

describe("DateCell", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T08:00:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("shares one clock: times agree, move on every 10 s, and a past event is never in the future", () => {
    render(
      <TooltipProvider>
        <p>
          Created <DateCell value="2026-11-22T08:00:04.000Z" />
        </p>
        <p>
          Paid <DateCell value="2026-11-22T07:59:30.000Z" />
        </p>
        <p>
          Expires <DateCell value="2026-11-22T08:30:00.000Z" kind="deadline" />
        </p>
      </TooltipProvider>,
    );
    const times = () => screen.getAllByRole("time").map((node) => node.textContent);
    expect(times()).toEqual(["just now", "just now", "in 30 minutes"]);
    act(() => vi.advanceTimersByTime(40_000));
    expect(times()).toEqual(["just now", "1 minute ago", "in 29 minutes"]);
  });
});
