import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type OnUrlUpdateFunction, withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import type { AnyListFilterDefinition } from "@/lib/filters/definition";
import { ledgerFilters } from "@/lib/filters/ledger";
import { offrampReportFilters } from "@/lib/filters/offramp-report";
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
});
