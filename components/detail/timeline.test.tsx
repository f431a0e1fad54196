import { render, screen, within } from "@testing-library/react";
import { CircleDot } from "lucide-react";
import { describe, expect, it } from "vitest";
import { Timeline, type TimelineStep } from "./timeline";

const step = (overrides: Partial<TimelineStep>): TimelineStep => ({
  key: "x",
  title: "Step",
  at: null,
  state: "done",
  icon: CircleDot,
  tone: "text-muted-foreground",
  ...overrides,
});

describe("Timeline", () => {
  it("lists the steps in order and marks the current one for screen readers", () => {
    render(
      <Timeline
        steps={[
          step({ key: "a", title: "Payout created", at: "2026-11-20T08:00:00.000Z" }),
          step({ key: "b", title: "Bank transfer", state: "current", detail: "In progress at the bank." }),
          step({ key: "c", title: "Completed", state: "upcoming", noTime: "Not yet" }),
        ]}
      />,
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".font-medium")?.textContent)).toEqual([
      "Payout created",
      "Bank transfer (current step)",
      "Completed",
    ]);
    expect(items[1]).toHaveAttribute("aria-current", "step");
    expect(items[0]).not.toHaveAttribute("aria-current");
    expect(within(items[1] as HTMLElement).getByText("Time not reported by the service")).toBeVisible();
    expect(within(items[2] as HTMLElement).getByText("Not yet")).toBeVisible();
  });

  it("never shows a past step as ahead, even when the service's clock runs ahead of the browser's", () => {
    const soon = new Date(Date.now() + 90_000).toISOString();
    render(<Timeline steps={[step({ key: "paid", title: "Paid", at: soon })]} />);
    expect(screen.getByRole("listitem").textContent).not.toMatch(/\bin \d/);
  });

  it("says how far ahead an upcoming step is", () => {
    const later = new Date(Date.now() + 40 * 60_000 + 30_000).toISOString();
    render(
      <Timeline
        steps={[step({ key: "expires", title: "Expires unless paid", at: later, state: "upcoming" })]}
      />,
    );
    expect(screen.getByRole("listitem").textContent).toMatch(/in 40 minutes/);
  });

  it("shows nothing for an unknown time when the step asks for nothing", () => {
    render(<Timeline steps={[step({ key: "done", title: "Created", noTime: null })]} />);
    expect(screen.getByRole("listitem").textContent).toBe("Created");
  });
});
