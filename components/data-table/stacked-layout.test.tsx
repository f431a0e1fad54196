import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "./data-table";
import { mobilePlacement, stackedCellClass } from "./stacked-layout";
import type { ColumnDef } from "./types";
import { useDataTable } from "./use-data-table";

interface Payout {
  id: string;
  status: string;
  amount: string;
  bank: string;
  note: string;
}

const columns: ColumnDef<Payout>[] = [
  { accessorKey: "id", header: "Payout", meta: { label: "Payout", mobile: "primary" } },
  { accessorKey: "bank", header: "Bank", meta: { label: "Bank" } },
  { accessorKey: "note", header: "Note", meta: { label: "Note", mobile: "hidden" } },
  { accessorKey: "status", header: "Status", meta: { label: "Status", mobile: "status" } },
  {
    accessorKey: "amount",
    header: "Amount",
    meta: { label: "Amount", align: "right", mobile: "amount", className: "hidden sm:table-cell" },
  },
];

const rows: Payout[] = [
  { id: "p1", status: "Paid", amount: "LKR 10.00", bank: "BOC", note: "x" },
  { id: "p2", status: "Failed", amount: "LKR 20.00", bank: "HNB", note: "y" },
];

function Harness({ onRowActivate }: { onRowActivate?: (row: Payout) => void }) {
  const table = useDataTable({ data: rows, columns, getRowId: (row) => row.id });
  return <DataTable table={table} label="Payouts" onRowActivate={onRowActivate} />;
}

const classesOf = (element: Element) => element.className.split(/\s+/);

describe("the stacked row layout of phones", () => {
  it("places status and amount on a row's first line, the name under them, others as labelled lines", () => {
    render(<Harness />);
    const table = screen.getByRole("table", { name: "Payouts" });
    const [row] = within(table).getAllByRole("row").slice(1);
    if (!row) throw new Error("no row");
    expect(classesOf(row)).toEqual(
      expect.arrayContaining(["max-sm:grid", "max-sm:grid-cols-[minmax(0,1fr)_auto]"]),
    );

    const cell = (placement: string) => row.querySelector(`td[data-mobile="${placement}"]`) as HTMLElement;
    expect(classesOf(cell("status"))).toEqual(
      expect.arrayContaining(["max-sm:row-start-1", "max-sm:col-start-1"]),
    );
    expect(classesOf(cell("amount"))).toEqual(
      expect.arrayContaining(["max-sm:row-start-1", "max-sm:col-start-2", "max-sm:text-right"]),
    );
    // A column hidden on small screens by its own classes still shows its amount on a phone.
    expect(classesOf(cell("amount"))).toEqual(
      expect.arrayContaining(["hidden", "sm:table-cell", "max-sm:block"]),
    );
    expect(classesOf(cell("primary"))).toContain("max-sm:col-start-1");
    const detail = cell("detail");
    expect(detail).toHaveAttribute("data-label", "Bank");
    expect(classesOf(detail)).toEqual(
      expect.arrayContaining(["max-sm:col-span-2", "max-sm:before:content-[attr(data-label)]"]),
    );
    expect(classesOf(cell("hidden"))).toContain("max-sm:hidden");
    // Wide screens keep the table: the table element, its header cells and right-aligned money.
    expect(within(table).getAllByRole("columnheader")).toHaveLength(5);
    expect(classesOf(cell("amount"))).toContain("text-right");
  });

  it("keeps row activation and keyboard navigation", async () => {
    const onRowActivate = vi.fn();
    render(<Harness onRowActivate={onRowActivate} />);
    const [first, second] = within(screen.getByRole("table", { name: "Payouts" }))
      .getAllByRole("row")
      .slice(1);
    await userEvent.click(within(first as HTMLElement).getByText("BOC"));
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[0], { newTab: false });
    (first as HTMLElement).focus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(second).toHaveFocus();
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[1], expect.anything());
  });

  it("hides non-sortable headers on phones and keeps sortable ones as buttons", () => {
    render(<Harness />);
    const headers = within(screen.getByRole("table", { name: "Payouts" })).getAllByRole("columnheader");
    for (const header of headers) expect(classesOf(header)).toContain("max-sm:hidden");
  });

  it("treats a column without a placement as a labelled detail line", () => {
    expect(mobilePlacement(undefined)).toBe("detail");
    expect(stackedCellClass({ label: "Created" })).toContain("max-sm:col-span-2");
  });
});
