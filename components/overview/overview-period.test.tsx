import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { type OnUrlUpdateFunction, withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import { OverviewPeriodControls } from "./overview-period";

function renderControls(searchParams: string, onUrlUpdate?: OnUrlUpdateFunction, branchScoped = false) {
  const Wrapper = withNuqsTestingAdapter({ hasMemory: true, searchParams, onUrlUpdate });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Wrapper>
        <OverviewPeriodControls
          accountId="acc"
          branchScoped={branchScoped}
          canReadBranches
          resolved={{ from: "2026-11-19", to: "2026-11-25" }}
        />
      </Wrapper>
    </QueryClientProvider>,
  );
}

describe("OverviewPeriodControls", () => {
  it("marks the URL's period, 7 days when none is given", () => {
    renderControls("");
    expect(screen.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Today" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByLabelText("From")).toBeNull();
  });

  it("writes a preset to the URL and drops custom days", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    renderControls("?period=custom&from=2026-11-01&to=2026-11-03", onUrlUpdate);
    fireEvent.click(screen.getByRole("button", { name: "30 days" }));
    await vi.waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    const update = onUrlUpdate.mock.calls.at(-1)?.[0];
    expect(update?.searchParams.get("period")).toBe("30d");
    expect(update?.searchParams.has("from")).toBe(false);
    // A filter, as on every list: it replaces the history entry, so Back leaves the page.
    expect(update?.options.history).toBe("replace");
  });

  it("starts a custom period from the days on screen, and says why days out of order are not applied", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    renderControls("", onUrlUpdate);
    fireEvent.click(screen.getByRole("button", { name: "Custom" }));
    await vi.waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(onUrlUpdate.mock.calls.at(-1)?.[0].queryString).toBe(
      "?period=custom&from=2026-11-19&to=2026-11-25",
    );
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-19");
    onUrlUpdate.mockClear();
    fireEvent.change(screen.getByLabelText("To (inclusive)"), { target: { value: "2026-11-10" } });
    expect(screen.getByRole("alert")).toHaveTextContent("The last day is before the first day.");
    expect(onUrlUpdate).not.toHaveBeenCalled();
  });

  it("offers no branch picker to a member limited to a branch", () => {
    renderControls("", undefined, true);
    expect(screen.queryByLabelText("Branch")).toBeNull();
  });
});
