"use client";

import type { ReactNode } from "react";
import { ListFilterBar, type ListFilterBarProps } from "@/components/filters/list-filter-bar";
import { DataTableViewOptions } from "./data-table-view-options";
import { ListTable, type ListTableProps, type ListTableSource } from "./list-table";
import type { Table } from "./table-model";

export interface FilteredListTableProps<TRow> extends ListTableProps<TRow> {
  list: ListTableSource<TRow> & { table: Table<TRow> };
  /** The filter bar: the list's definition, and the choices and hidden fields only the page knows. */
  filterBar: Pick<ListFilterBarProps, "definition" | "choices" | "hidden">;
  /** The export button, after the column menu. */
  exportButton?: ReactNode;
  /** Where the list shares its page (with a summary), it is a section of this name. */
  sectionLabel?: string;
}

/** A list page's filter bar, its column menu and export, over its table with its states and pagination. */
export function FilteredListTable<TRow>({
  filterBar,
  exportButton,
  sectionLabel,
  ...table
}: FilteredListTableProps<TRow>) {
  const parts = (
    <>
      <ListFilterBar
        {...filterBar}
        actions={
          <>
            <DataTableViewOptions table={table.list.table} />
            {exportButton}
          </>
        }
      />
      <ListTable {...table} />
    </>
  );
  if (sectionLabel === undefined) return <div className="grid gap-4">{parts}</div>;
  return (
    <section aria-label={sectionLabel} className="grid gap-4">
      {parts}
    </section>
  );
}
