import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type OnUrlUpdateFunction, withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { BranchListItem, BranchListResponse } from "@/lib/payments-api/branches";
import { stubNetwork } from "@/lib/testing/stub-network";
import { BranchesTable } from "./branches-table";

// Rows open detail pages through the App Router, which a unit test does not mount.
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";

function branch(code: string, name: string, isActive = true): BranchListItem {
  return {
    id: `00000000-0000-4000-8000-${code.padStart(12, "0")}`,
    merchantId: "m_1",
    name,
    code,
    city: "Colombo",
    isActive,
    usesMerchantBankAccount: true,
    createdAt: "2026-10-01T04:00:00.000Z",
    updatedAt: "2026-10-01T04:00:00.000Z",
  };
}

const rows = [branch("200", "Galle Fort"), branch("100", "Airport Kiosk", false)];

const listOf = (data: BranchListItem[]): BranchListResponse => ({
  data,
  meta: { page: 1, limit: 20, totalItems: data.length, totalPages: 1 },
});

function renderTable(searchParams = "", onUrlUpdate?: OnUrlUpdateFunction) {
  const UrlState = withNuqsTestingAdapter({ hasMemory: true, searchParams, onUrlUpdate });
  return renderWithQueries(
    <TooltipProvider>
      <UrlState>
        <BranchesTable accountId={ACCOUNT} canWrite />
      </UrlState>
    </TooltipProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("BranchesTable", () => {
  it("asks the API to sort when a sortable header is used, and keeps the sort in the URL", async () => {
    const urls = stubNetwork(() => Response.json(listOf(rows)));
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    const user = userEvent.setup();
    renderTable("", onUrlUpdate);

    const table = await screen.findByRole("table", { name: "Branches" });
    expect(await within(table).findByText("Galle Fort")).toBeVisible();
    expect(urls[0]?.searchParams.get("sortBy")).toBe("created_at");
    expect(urls[0]?.searchParams.get("sortOrder")).toBe("desc");
    expect(within(table).getByRole("columnheader", { name: /Created/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    // City and status are not sorted by the API, so they offer no sort button.
    expect(within(table).queryByRole("button", { name: /^City/ })).not.toBeInTheDocument();

    await user.click(within(table).getByRole("button", { name: "Code: sort ascending" }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get("sortBy")).toBe("code"));
    expect(urls.at(-1)?.searchParams.get("sortOrder")).toBe("asc");
    expect(onUrlUpdate.mock.calls.at(-1)?.[0].queryString).toBe("?sortBy=code&sortOrder=asc");
  });

  it("sends the status filter as isActive and offers to clear a filter that matches nothing", async () => {
    const urls = stubNetwork((url) =>
      Response.json(listOf(url.searchParams.get("isActive") === "false" ? [] : rows)),
    );
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Galle Fort");

    await user.selectOptions(screen.getByLabelText("Status"), "Inactive");
    expect(await screen.findByText("No branches match these filters")).toBeVisible();
    expect(urls.at(-1)?.searchParams.get("isActive")).toBe("false");

    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    expect(await screen.findByText("Galle Fort")).toBeVisible();
    expect(urls.at(-1)?.searchParams.has("isActive")).toBe(false);
  });

  it("adds a history entry for each page, so Back returns to the page before", async () => {
    stubNetwork(() =>
      Response.json({ data: rows, meta: { page: 1, limit: 20, totalItems: 30, totalPages: 2 } }),
    );
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    const user = userEvent.setup();
    renderTable("?status=active", onUrlUpdate);
    await screen.findByText("Galle Fort");

    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    const update = onUrlUpdate.mock.calls.at(-1)?.[0];
    expect(update?.queryString).toBe("?status=active&page=2");
    expect(update?.options.history).toBe("push");
  });

  it("shows what failed and the request id when the list cannot be loaded", async () => {
    stubNetwork(() =>
      Response.json(
        { statusCode: 502, message: "The payments service could not be reached", requestId: "req_abc" },
        { status: 502 },
      ),
    );
    renderTable();
    expect(await screen.findByText("The branches could not be loaded")).toBeVisible();
    expect(screen.getByText("The payments service could not be reached")).toBeVisible();
    expect(screen.getByText("req_abc")).toBeVisible();
  });
});
