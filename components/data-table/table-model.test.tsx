import { describe, expect, it, vi } from "vitest";
import { nextSortOf, renderCell, tableModel } from "./table-model";
import type { ColumnDef } from "./types";

interface Branch {
  id: string;
  name: string;
  createdAt: string | null;
}

const columns: ColumnDef<Branch>[] = [
  { accessorKey: "name", header: "Name", enableSorting: true, enableHiding: false },
  { id: "created_at", accessorKey: "createdAt", header: "Created", enableSorting: true, sortDescFirst: true },
  { id: "note", header: "Note", cell: ({ row }) => `#${row.index} ${row.original.id}` },
];

const data: Branch[] = [
  { id: "b1", name: "Kandy", createdAt: "2026-01-01" },
  { id: "b2", name: "Galle", createdAt: null },
];

function model(overrides: Partial<Parameters<typeof tableModel<Branch>>[0]> = {}) {
  return tableModel<Branch>({
    data,
    columns,
    getRowId: (row) => row.id,
    sorting: [],
    onSortingChange: vi.fn(),
    visibility: {},
    onVisibilityChange: vi.fn(),
    ...overrides,
  });
}

describe("tableModel", () => {
  it("keeps the server's rows in order, with their ids and positions", () => {
    expect(model().rows).toEqual([
      { id: "b1", index: 0, original: data[0] },
      { id: "b2", index: 1, original: data[1] },
    ]);
  });

  it("names columns by id, else by their field", () => {
    expect(model().columns.map((column) => column.id)).toEqual(["name", "created_at", "note"]);
  });

  it("sorts ascending first, or descending first where the column says so, then back to the default", () => {
    expect([nextSortOf(false, false), nextSortOf("asc", false), nextSortOf("desc", false)]).toEqual([
      "asc",
      "desc",
      false,
    ]);
    expect([nextSortOf(false, true), nextSortOf("desc", true), nextSortOf("asc", true)]).toEqual([
      "desc",
      "asc",
      false,
    ]);
  });

  it("asks for the next order of one column at a time, and for none after the last", () => {
    const onSortingChange = vi.fn();
    const [name, created] = model({ sorting: [{ id: "name", desc: true }], onSortingChange }).columns;
    expect(name?.sorted).toBe("desc");
    expect(created?.sorted).toBe(false);
    created?.toggleSorting();
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "created_at", desc: true }]);
    name?.toggleSorting();
    expect(onSortingChange).toHaveBeenLastCalledWith([]);
  });

  it("sorts nothing without a sorting callback, nor a column that does not ask for it", () => {
    expect(model({ onSortingChange: undefined }).columns.map((column) => column.canSort)).toEqual([
      false,
      false,
      false,
    ]);
    expect(model().columns.map((column) => column.canSort)).toEqual([true, true, false]);
  });

  it("hides what the visibility state hides, except columns that cannot hide", () => {
    const onVisibilityChange = vi.fn();
    const table = model({ visibility: { note: false }, onVisibilityChange });
    expect(table.visibleColumns.map((column) => column.id)).toEqual(["name", "created_at"]);
    expect(table.columns.map((column) => column.canHide)).toEqual([false, true, true]);
    table.columns[1]?.setVisible(false);
    const update = onVisibilityChange.mock.calls[0]?.[0] as (previous: object) => object;
    expect(update({ note: false })).toEqual({ note: false, created_at: false });
  });

  it("renders a cell with its renderer, else its field's text, and nothing for an empty field", () => {
    const table = model();
    const [first, second] = table.rows;
    const [name, created, note] = table.columns;
    if (!first || !second || !name || !created || !note) throw new Error("expected rows and columns");
    expect(renderCell(name, first)).toBe("Kandy");
    expect(renderCell(created, second)).toBeNull();
    expect(renderCell(note, second)).toBe("#1 b2");
  });
});
