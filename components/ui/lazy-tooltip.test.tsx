import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LazyTooltip } from "./lazy-tooltip";

describe("LazyTooltip", () => {
  it("renders only its element until the pointer reaches it, then shows the tooltip", async () => {
    const user = userEvent.setup();
    render(
      <LazyTooltip content="22 Nov 2026, 13:45 (Colombo)">
        <time dateTime="2026-11-22T08:15:00Z">3 hours ago</time>
      </LazyTooltip>,
    );
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await user.hover(screen.getByText("3 hours ago"));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("22 Nov 2026, 13:45 (Colombo)");
    expect(screen.getByText("3 hours ago").tagName).toBe("TIME");
  });
});
