import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type OnUrlUpdateFunction, withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import type { AnyListFilterDefinition } from "@/lib/filters/definition";
import { ledgerFilters } from "@/lib/filters/ledger";
import { offrampReportFilters } from "@/lib/filters/offramp-report";
import { paymentFilters } from "@/lib/filters/payments";
import { ListFilterBar } from "./list-filter-bar";

function renderBar(definition: AnyListFilterDefinition, searchParams: string) {
  const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
  const Wrapper = withNuqsTestingAdapter({ hasMemory: true, searchParams, onUrlUpdate });
  render(
    <Wrapper>
      <ListFilterBar definition={definition} />
    </Wrapper>,
  );
  const lastUrl = () => onUrlUpdate.mock.calls.at(-1)?.[0].queryString;
  return { onUrlUpdate, lastUrl };
}

describe("ListFilterBar", () => {
  it("draws a list's fields from its definition, each with its label", () => {
    renderBar(offrampReportFilters, "?status=FAILED&sortBy=amount_lkr&sortOrder=asc");
    expect(screen.getByLabelText("Status")).toHaveValue("FAILED");
    expect(screen.getByRole("option", { name: "Failed" })).toBeInTheDocument();
    expect(screen.getByLabelText("Created")).toHaveValue("");
    expect(screen.getByLabelText("Sort by")).toHaveValue("amount_lkr:asc");
    expect(screen.getByRole("button", { name: "Filters (1 on)" })).toBeInTheDocument();
  });

  it("writes the order without counting it as a filter, and keeps it when the filters are cleared", async () => {
    const user = userEvent.setup();
    const { lastUrl } = renderBar(ledgerFilters, "?type=CREDIT&page=3");
    await user.selectOptions(screen.getByLabelText("Order"), "Oldest first");
    expect(lastUrl()).toBe("?type=CREDIT&sortOrder=asc");
    expect(screen.getByRole("button", { name: "Filters (1 on)" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(lastUrl()).toBe("?sortOrder=asc");
    expect(screen.getByRole("button", { name: /^Filters$/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("leaves out the fields the page hides", () => {
    const Wrapper = withNuqsTestingAdapter({ searchParams: "" });
    render(
      <Wrapper>
        <ListFilterBar definition={ledgerFilters} hidden={["type"]} />
      </Wrapper>,
    );
    expect(screen.queryByLabelText("Type")).toBeNull();
    expect(screen.getByLabelText("Order")).toBeInTheDocument();
  });

  it("says what the address asks that the list cannot show, and takes it out of the address", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    const Wrapper = withNuqsTestingAdapter({
      hasMemory: true,
      searchParams: `?dateRange=7d&status=PAID&branchId=${UNKNOWN_BRANCH}`,
      onUrlUpdate,
    });
    render(
      <Wrapper>
        <ListFilterBar
          definition={paymentFilters}
          choices={{ branchId: { options: [{ value: KNOWN_BRANCH, label: "Galle Fort" }] } }}
        />
      </Wrapper>,
    );
    const notice = screen.getByTestId("address-notice");
    expect(notice).toHaveTextContent(
      "Period: “7d” is not a value this page can filter by, so it is not filtered by it.",
    );
    expect(notice).toHaveTextContent(
      "Branch: the address names a branch this account does not have, so nothing here can match it.",
    );
    await user.click(screen.getByRole("button", { name: "Remove them from the address" }));
    expect(onUrlUpdate.mock.calls.at(-1)?.[0].queryString).toBe("?status=PAID");
    expect(onUrlUpdate.mock.calls.at(-1)?.[0].options.history).toBe("replace");
    expect(screen.queryByTestId("address-notice")).toBeNull();
  });

  it("says nothing of a branch while the account's branches are still being read", () => {
    const Wrapper = withNuqsTestingAdapter({ searchParams: `?branchId=${UNKNOWN_BRANCH}` });
    render(
      <Wrapper>
        <ListFilterBar definition={paymentFilters} choices={{ branchId: { options: [], loading: true } }} />
      </Wrapper>,
    );
    expect(screen.queryByTestId("address-notice")).toBeNull();
  });

  it("says when the days of a window come in the wrong order", () => {
    renderBar(ledgerFilters, "?startDate=2026-11-20&endDate=2026-11-10");
    expect(screen.getByTestId("address-notice")).toHaveTextContent(
      "the first day (2026-11-20) comes after the last (2026-11-10), so no day can match.",
    );
  });
});

const KNOWN_BRANCH = "7d0c1f6e-2a4b-4c1d-9e8f-0a1b2c3d4e5f";
const UNKNOWN_BRANCH = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
