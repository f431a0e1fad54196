import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterBar } from "./filter-bar";

function Bar({ count, onClear = () => {} }: { count: number; onClear?: () => void }) {
  return (
    <FilterBar activeCount={count} onClear={onClear} actions={<button type="button">Export CSV</button>}>
      <label>
        Status
        <select aria-label="Status">
          <option>All</option>
        </select>
      </label>
    </FilterBar>
  );
}

const panel = () => document.querySelector("[data-slot=filters-panel]") as HTMLElement;

describe("FilterBar on phones", () => {
  it("folds the filters behind one Filters button that says how many are on", async () => {
    render(<Bar count={2} />);
    const toggle = screen.getByRole("button", { name: "Filters (2 on)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", panel().id);
    // Folded on phones (max-sm:hidden); on wide screens the panel is no box and its fields sit in the bar.
    expect(panel().className).toContain("max-sm:hidden");
    expect(panel().className).toContain("sm:contents");
    expect(toggle.className).toContain("sm:hidden");

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel().className).not.toContain("max-sm:hidden");
    expect(panel()).toContainElement(screen.getByLabelText("Status"));
    await userEvent.click(toggle);
    expect(panel().className).toContain("max-sm:hidden");
  });

  it("shows no count when no filter is on, and keeps the list's actions outside the fold", () => {
    render(<Bar count={0} />);
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
    expect(panel()).not.toContainElement(screen.getByRole("button", { name: "Export CSV" }));
    expect(screen.queryByRole("button", { name: /Clear filters/ })).not.toBeInTheDocument();
  });

  it("clears the filters from outside the fold", async () => {
    const onClear = vi.fn();
    render(<Bar count={1} onClear={onClear} />);
    const clear = screen.getByRole("button", { name: "Clear filters" });
    expect(panel()).not.toContainElement(clear);
    await userEvent.click(clear);
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
