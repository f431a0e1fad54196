import type { ReactNode } from "react";
import type { ColumnDef, ColumnMeta, SortingState, TableRowModel, VisibilityState } from "./types";

export type SortDirection = "asc" | "desc";

/** A column as the table renders it: its definition and where it stands (sorted, shown). */
export interface TableColumn<TData> {
  id: string;
  columnDef: ColumnDef<TData>;
  meta: ColumnMeta | undefined;
  canSort: boolean;
  canHide: boolean;
  visible: boolean;
  sorted: SortDirection | false;
  /** What sorting by this column does next: a direction, or `false` for the list's default order. */
  nextSort: SortDirection | false;
  toggleSorting: () => void;
  setVisible: (visible: boolean) => void;
}

/** The page's rows and the list's columns, for <DataTable> and its toolbar pieces. */
export interface Table<TData> {
  rows: TableRowModel<TData>[];
  columns: TableColumn<TData>[];
  visibleColumns: TableColumn<TData>[];
}

export interface TableModelInput<TData> {
  data: readonly TData[];
  columns: readonly ColumnDef<TData>[];
  getRowId: (row: TData) => string;
  sorting: SortingState;
  /** Absent: no column sorts. */
  onSortingChange?: (sorting: SortingState) => void;
  visibility: VisibilityState;
  onVisibilityChange: (update: (previous: VisibilityState) => VisibilityState) => void;
}

export function columnId<TData>(column: ColumnDef<TData>): string {
  const id = column.id ?? column.accessorKey;
  if (id === undefined) throw new Error("A table column needs an id or an accessorKey");
  return id;
}

/**
 * After a direction comes the other one, then the default order again: a column that sorts descending
 * first goes desc → asc → default, the others asc → desc → default.
 */
export function nextSortOf(sorted: SortDirection | false, descFirst: boolean): SortDirection | false {
  const first: SortDirection = descFirst ? "desc" : "asc";
  if (!sorted) return first;
  if (sorted !== first) return false;
  return sorted === "desc" ? "asc" : "desc";
}

/** The table for one render: server-side rows as given (never sorted or paged here), columns with their state. */
export function tableModel<TData>(input: TableModelInput<TData>): Table<TData> {
  const { sorting, onSortingChange, visibility } = input;
  const rows = input.data.map((original, index) => ({ id: input.getRowId(original), index, original }));
  const columns = input.columns.map((columnDef): TableColumn<TData> => {
    const id = columnId(columnDef);
    const entry = sorting.find((sort) => sort.id === id);
    const sorted: SortDirection | false = entry ? (entry.desc ? "desc" : "asc") : false;
    const canSort = onSortingChange !== undefined && columnDef.enableSorting === true;
    const nextSort = nextSortOf(sorted, columnDef.sortDescFirst === true);
    return {
      id,
      columnDef,
      meta: columnDef.meta,
      canSort,
      canHide: columnDef.enableHiding !== false,
      visible: visibility[id] !== false,
      sorted,
      nextSort,
      toggleSorting: () => {
        if (!canSort) return;
        onSortingChange?.(
          nextSort === false ? sorting.filter((sort) => sort.id !== id) : [{ id, desc: nextSort === "desc" }],
        );
      },
      setVisible: (visible) => input.onVisibilityChange((previous) => ({ ...previous, [id]: visible })),
    };
  });
  return { rows, columns, visibleColumns: columns.filter((column) => column.visible) };
}

/** A cell's content: the column's renderer, or the field's text. */
export function renderCell<TData>(column: TableColumn<TData>, row: TableRowModel<TData>): ReactNode {
  const { cell, accessorKey } = column.columnDef;
  if (cell) return cell({ row });
  const value = accessorKey === undefined ? undefined : row.original[accessorKey];
  return value === undefined || value === null ? null : String(value);
}
