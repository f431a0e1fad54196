import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import { DataTable } from "./data-table";
import { DataTablePagination } from "./data-table-pagination";
import { DataTableViewOptions } from "./data-table-view-options";
import type { ColumnDef, PageInfo, SortingState } from "./types";
import { useDataTable } from "./use-data-table";

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const columns: ColumnDef<Fruit>[] = [
  { accessorKey: "name", header: "Name", enableSorting: true, meta: { label: "Name" } },
  { accessorKey: "price", header: "Price", meta: { label: "Price", align: "right" } },
];

function fruits(count: number): Fruit[] {
  return Array.from({ length: count }, (_, i) => ({ id: `f${i}`, name: `Fruit ${i}`, price: i * 10 }));
}

interface HarnessProps {
  data?: Fruit[];
  pageInfo?: PageInfo;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  onSortingChange?: (sorting: SortingState) => void;
  onRowActivate?: (row: Fruit) => void;
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
}

function Harness(props: HarnessProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useDataTable({
    data: props.data,
    columns,
    getRowId: (row) => row.id,
    pageInfo: props.pageInfo,
    sorting,
    onSortingChange: (next) => {
      setSorting(next);
      props.onSortingChange?.(next);
    },
  });
  return (
    <>
      <DataTable
        table={table}
        label="Fruits"
        isLoading={props.isLoading}
        error={props.error}
        errorTitle="The fruits could not be loaded"
        onRetry={props.onRetry}
        emptyState={<p>No fruit yet</p>}
        onRowActivate={props.onRowActivate}
      />
      <DataTablePagination
        pageInfo={props.pageInfo}
        noun={["fruit", "fruits"]}
        onPageChange={props.onPageChange ?? (() => {})}
        onPageSizeChange={props.onPageSizeChange ?? (() => {})}
      />
      <DataTableViewOptions table={table} />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole("table", { name: "Fruits" }))
    .getAllByRole("row")
    .slice(1);

describe("DataTable", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sorts only the columns that declare it, through the callback, with aria-sort", async () => {
    const onSortingChange = vi.fn();
    render(<Harness data={fruits(3)} onSortingChange={onSortingChange} />);
    const nameHeader = screen.getByRole("columnheader", { name: /Name/ });
    expect(nameHeader).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "Price" })).not.toHaveAttribute("aria-sort");
    expect(within(screen.getByRole("columnheader", { name: "Price" })).queryByRole("button")).toBeNull();

    await userEvent.click(within(nameHeader).getByRole("button"));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: false }]);
    expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(nameHeader).getByRole("button"));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: true }]);
    expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  });

  it("pages on the server: shows where it is and asks for other pages and sizes", async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const pageInfo = { page: 2, pageSize: 10, totalItems: 35, totalPages: 4 };
    render(
      <Harness
        data={fruits(10)}
        pageInfo={pageInfo}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    expect(screen.getByText("Page 2 of 4 · 35 fruits")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole("button", { name: "Last page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.selectOptions(screen.getByLabelText("Rows per page"), "50");
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50);
  });

  it("counts one row in the singular", () => {
    render(<Harness data={fruits(1)} pageInfo={{ page: 1, pageSize: 10, totalItems: 1, totalPages: 1 }} />);
    expect(screen.getByText("Page 1 of 1 · 1 fruit")).toBeInTheDocument();
  });

  it("disables paging past the ends", () => {
    render(<Harness data={fruits(3)} pageInfo={{ page: 1, pageSize: 10, totalItems: 3, totalPages: 1 }} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("opens a row on click, but not when a control inside it is clicked", async () => {
    const onRowActivate = vi.fn();
    render(<Harness data={fruits(3)} onRowActivate={onRowActivate} />);
    const [, second] = bodyRows();
    if (!second) throw new Error("expected rows");
    await userEvent.click(within(second).getByText("Fruit 1"));
    expect(onRowActivate).toHaveBeenCalledTimes(1);
    expect(onRowActivate.mock.calls[0]?.[0]).toEqual({ id: "f1", name: "Fruit 1", price: 10 });
    await userEvent.click(within(screen.getByRole("columnheader", { name: /Name/ })).getByRole("button"));
    expect(onRowActivate).toHaveBeenCalledTimes(1);
  });

  it("moves between rows with the arrow keys, Home and End, and opens the focused one with Enter", async () => {
    const onRowActivate = vi.fn();
    render(<Harness data={fruits(5)} onRowActivate={onRowActivate} />);
    const rows = bodyRows();
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1, -1]);

    await userEvent.tab(); // the sort button
    await userEvent.tab();
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(rows[2]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(rows[1]).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(rows[4]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(rows[4]).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowDown}{Enter}");
    expect(onRowActivate).toHaveBeenCalledTimes(1);
    expect(onRowActivate.mock.calls[0]?.[0]).toMatchObject({ id: "f1" });
    // The focused row is the one Tab returns to.
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
  });

  it("shows skeleton rows while the first page loads", () => {
    const { container } = render(<Harness isLoading />);
    expect(container.querySelectorAll("[data-slot=skeleton-row]")).toHaveLength(10);
    expect(container.querySelector("tbody")).toHaveAttribute("aria-busy", "true");
  });

  it("shows the empty state when the page holds no rows", () => {
    render(<Harness data={[]} />);
    expect(screen.getByText("No fruit yet")).toBeInTheDocument();
  });

  it("shows the error with its request id and retries", async () => {
    const onRetry = vi.fn();
    const error = new BffError({
      status: 502,
      message: "The payments service could not be reached.",
      requestId: "req_123",
    });
    render(<Harness error={error} onRetry={onRetry} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The fruits could not be loaded");
    expect(alert).toHaveTextContent("The payments service could not be reached.");
    expect(alert).toHaveTextContent("req_123");
    await userEvent.click(within(alert).getByRole("button", { name: /Try again/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("renders only the rows in view when a page holds many", async () => {
    // jsdom lays nothing out; give the scroll box the height a browser would.
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
    // The body's module is read first: its first transform on a busy machine can outlast the wait below.
    await import("./virtual-data-table-body");
    render(<Harness data={fruits(100)} />);
    const table = screen.getByRole("table", { name: "Fruits" });
    expect(table).toHaveAttribute("aria-rowcount", "101");
    // The virtualizer's code loads with the first long page; every row shows until it is there.
    await waitFor(
      () => expect(bodyRows().filter((row) => row.hasAttribute("data-index")).length).toBeGreaterThan(0),
      { timeout: 10_000 },
    );
    const rendered = bodyRows().filter((row) => row.hasAttribute("data-row-index"));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toHaveAttribute("aria-rowindex", "2");
  });

  it("renders every row of a short page without virtualization", () => {
    render(<Harness data={fruits(20)} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole("table", { name: "Fruits" })).not.toHaveAttribute("aria-rowcount");
  });

  it("shows and hides columns from the Columns menu, by keyboard too", async () => {
    render(<Harness data={fruits(2)} />);
    const button = screen.getByRole("button", { name: "Columns" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    const menu = screen.getByRole("menu", { name: "Show columns" });
    const name = within(menu).getByRole("menuitemcheckbox", { name: "Name" });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-checked", "true");

    await userEvent.keyboard("{ArrowDown}");
    const price = within(menu).getByRole("menuitemcheckbox", { name: "Price" });
    expect(price).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(price).toHaveAttribute("aria-checked", "false");
    expect(screen.queryByRole("columnheader", { name: "Price" })).toBeNull();
    // The menu stays open to toggle several columns; Escape closes it and returns to its button.
    await userEvent.keyboard("{Enter}");
    expect(price).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("columnheader", { name: "Price" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
