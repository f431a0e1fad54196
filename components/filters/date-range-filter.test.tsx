import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DateRangeFilter, type DateRangePreset } from "./date-range-filter";
import type { DateWindow } from "./date-window";

function Preset({ onChange }: { onChange: (value: DateWindow & { range: DateRangePreset | null }) => void }) {
  const [value, setValue] = useState<DateWindow & { range: DateRangePreset | null }>({
    range: "custom",
    startDate: "2026-11-01",
    endDate: null,
  });
  return (
    <DateRangeFilter
      kind="preset"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("DateRangeFilter", () => {
  it("applies custom days in order and points out an end before the start without applying it", () => {
    const onChange = vi.fn();
    render(<Preset onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-10-01" } });
    expect(screen.getByRole("alert").textContent).toContain("before the start date");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-20" } });
    expect(onChange).toHaveBeenLastCalledWith({
      range: "custom",
      startDate: "2026-11-01",
      endDate: "2026-11-20",
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("drops the days when a named period is chosen", () => {
    const onChange = vi.fn();
    render(<Preset onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Created"), { target: { value: "last30" } });
    expect(onChange).toHaveBeenLastCalledWith({ range: "last30", startDate: null, endDate: null });
    expect(screen.queryByLabelText("From")).toBeNull();
  });

  it("fills a report window's days from a shortcut and shows the days always", () => {
    const onChange = vi.fn();
    render(
      <DateRangeFilter
        kind="window"
        label="Booked"
        value={{ startDate: null, endDate: null }}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText("From (Colombo day)")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Booked"), { target: { value: "today" } });
    const [window] = onChange.mock.calls.at(-1) ?? [];
    expect(window.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(window.endDate).toBe(window.startDate);
  });
});
