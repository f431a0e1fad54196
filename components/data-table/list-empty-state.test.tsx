import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Receipt } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { ListEmptyState } from "./list-empty-state";

const base = {
  onClear: () => {},
  plural: "payments",
  filteredHint: "Try a longer period.",
  icon: Receipt,
  title: "No payments yet",
  description: "Payments appear here as soon as they are created.",
};

describe("ListEmptyState", () => {
  it("says a page past the last is past the last, not that nothing exists, and goes back to the first", async () => {
    const onFirstPage = vi.fn();
    render(<ListEmptyState {...base} filtered={false} page={999999999} onFirstPage={onFirstPage} />);
    expect(screen.getByText("Page 999,999,999 is past the last page")).toBeInTheDocument();
    expect(screen.queryByText("No payments yet")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Go to the first page" }));
    expect(onFirstPage).toHaveBeenCalledOnce();
  });

  it("on the first page: nothing matched the filters, or nothing yet", () => {
    const { rerender } = render(<ListEmptyState {...base} filtered page={1} onFirstPage={() => {}} />);
    expect(screen.getByText("No payments match these filters")).toBeInTheDocument();
    rerender(<ListEmptyState {...base} filtered={false} page={1} onFirstPage={() => {}} />);
    expect(screen.getByText("No payments yet")).toBeInTheDocument();
  });
});
