import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubOneBranchList } from "@/components/branches/testing/branch-list-stub";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { loadPaymentFilters } from "@/lib/filters/payments";
import { PaymentFilters } from "./payment-filters";

const BRANCH_ID = "0b6c3c1e-8f5a-4a57-9d1e-6c2f7b1d9a10";

function renderFilters(searchParams: string, branchScoped = false) {
  const updates: UrlUpdateEvent[] = [];
  renderWithQueries(
    <NuqsTestingAdapter hasMemory searchParams={searchParams} onUrlUpdate={(event) => updates.push(event)}>
      <PaymentFilters accountId="acc-1" branchScoped={branchScoped} />
    </NuqsTestingAdapter>,
  );
  const lastUrl = () => updates.at(-1)?.queryString ?? searchParams;
  return { updates, lastUrl };
}

describe("PaymentFilters", () => {
  beforeEach(() => stubOneBranchList({ id: BRANCH_ID, name: "Kandy", code: "KDY" }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the filters of the URL it is opened with", async () => {
    renderFilters(
      `?status=USER_REVIEW&search=tea&dateRange=custom&startDate=2026-11-01&endDate=2026-11-10&ids=a,b&branchId=${BRANCH_ID}&page=3`,
    );
    expect(screen.getByLabelText("Status")).toHaveValue("USER_REVIEW");
    expect(screen.getByLabelText("Search")).toHaveValue("tea");
    expect(screen.getByLabelText("Created")).toHaveValue("custom");
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");
    expect(screen.getByLabelText("To")).toHaveValue("2026-11-10");
    expect(screen.getByLabelText("Payment ids")).toHaveValue("a, b");
    expect(await screen.findByRole("option", { name: "Kandy (KDY)" })).toBeInTheDocument();
    expect(screen.getByLabelText("Branch")).toHaveValue(BRANCH_ID);
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("writes each change to the URL, back to page 1, and the URL reads back as the same filters", async () => {
    const user = userEvent.setup();
    const { lastUrl } = renderFilters("?page=4&pageSize=50");
    await user.selectOptions(screen.getByLabelText("Status"), "FAILED");
    expect(loadPaymentFilters(lastUrl())).toMatchObject({ status: "FAILED", page: 1, pageSize: 50 });

    await user.selectOptions(screen.getByLabelText("Created"), "custom");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-10-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-10-31" } });
    await user.type(screen.getByLabelText("Payment ids"), "pay_1, pay_2{Enter}");
    await user.type(screen.getByLabelText("Search"), "Perera{Enter}");

    const filters = loadPaymentFilters(lastUrl());
    expect(filters).toEqual({
      status: "FAILED",
      dateRange: "custom",
      startDate: "2026-10-01",
      endDate: "2026-10-31",
      search: "Perera",
      ids: ["pay_1", "pay_2"],
      branchId: null,
      page: 1,
      pageSize: 50,
    });
  });

  it("applies a search after a pause in typing", async () => {
    const user = userEvent.setup();
    const { lastUrl } = renderFilters("");
    await user.type(screen.getByLabelText("Search"), "nimal");
    expect(loadPaymentFilters(lastUrl()).search).toBeNull();
    await vi.waitFor(() => expect(loadPaymentFilters(lastUrl()).search).toBe("nimal"), { timeout: 2000 });
  });

  it("drops the custom dates when a preset is chosen, and does not apply an end before the start", async () => {
    const user = userEvent.setup();
    const { lastUrl } = renderFilters("?dateRange=custom&startDate=2026-11-10");
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-01" } });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The end date is before the start date: pick the days in order.",
    );
    expect(loadPaymentFilters(lastUrl()).endDate).toBeNull();
    await user.selectOptions(screen.getByLabelText("Created"), "last30");
    expect(loadPaymentFilters(lastUrl())).toMatchObject({
      dateRange: "last30",
      startDate: null,
      endDate: null,
    });
  });

  it("refuses more than 50 ids before asking the server", async () => {
    const user = userEvent.setup();
    const { updates } = renderFilters("");
    const many = Array.from({ length: 51 }, (_, i) => `p${i}`).join(",");
    await user.click(screen.getByLabelText("Payment ids"));
    await user.paste(many);
    await user.keyboard("{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("At most 50 ids at a time (51 given).");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(updates).toHaveLength(0);
  });

  it("applies payment ids after a pause in typing, and says so under the box", async () => {
    const user = userEvent.setup();
    const { lastUrl } = renderFilters("");
    const box = screen.getByLabelText("Payment ids");
    expect(box).toHaveAccessibleDescription(
      "Separate ids with commas or spaces; applies when you pause typing.",
    );
    await user.type(box, "pay_1 pay_2");
    await vi.waitFor(() => expect(loadPaymentFilters(lastUrl()).ids).toEqual(["pay_1", "pay_2"]), {
      timeout: 2000,
    });
    // The box keeps what was typed.
    expect(box).toHaveValue("pay_1 pay_2");
  });

  it("applies a filter picked before the page's script ran", async () => {
    // What a person did while the page was loading: the server's HTML shows "All statuses", the control
    // shows Paid, and React never heard of it.
    const updates: UrlUpdateEvent[] = [];
    const ui = (
      <QueryClientProvider client={new QueryClient()}>
        <NuqsTestingAdapter hasMemory searchParams="" onUrlUpdate={(event) => updates.push(event)}>
          <PaymentFilters accountId="acc-1" branchScoped={false} />
        </NuqsTestingAdapter>
      </QueryClientProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const status = container.querySelector<HTMLSelectElement>("select");
    if (!status) throw new Error("no status filter");
    status.value = "PAID";
    render(ui, { container, hydrate: true });
    await vi.waitFor(() => expect(loadPaymentFilters(updates.at(-1)?.queryString ?? "").status).toBe("PAID"));
    expect(screen.getByLabelText("Status")).toHaveValue("PAID");
  });

  it("clears every filter", async () => {
    const user = userEvent.setup();
    const { lastUrl } = renderFilters("?status=PAID&search=tea&page=2");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(lastUrl()).toBe("");
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("has no branch filter for a member of one branch", () => {
    renderFilters("", true);
    expect(screen.queryByLabelText("Branch")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
