"use client";

import type { ReactNode } from "react";
import { DataTable, type DataTableProps } from "./data-table";
import { DataTableError } from "./data-table-error";
import { DataTablePagination, type DataTablePaginationProps } from "./data-table-pagination";
import { ListEmptyState, type ListEmptyStateProps } from "./list-empty-state";

/** What a list says of itself: its table's name, its failure, its empty states and what it counts. */
export interface ListWords
  extends Pick<ListEmptyStateProps, "plural" | "filteredHint" | "icon" | "title" | "description"> {
  /** The table's accessible name: "Payments". */
  label: string;
  /** What failed, in the reader's terms: "The payments could not be loaded". */
  errorTitle: string;
  /** One row and many, for the pagination: ["payment", "payments"]. */
  noun: readonly [singular: string, plural: string];
}

/** The parts of `useListPage` that the table, its empty state and its pagination read. */
export interface ListTableSource<TRow> {
  tableProps: Omit<DataTableProps<TRow>, "label" | "errorTitle" | "emptyState">;
  emptyProps: Pick<ListEmptyStateProps, "page" | "onFirstPage" | "filtered" | "onClear">;
  paginationProps: Omit<DataTablePaginationProps, "noun">;
  rows: readonly TRow[] | undefined;
}

export interface ListTableProps<TRow> {
  list: ListTableSource<TRow>;
  words: ListWords;
  /** The next step of an empty list: a link to create the first one, or a node (a dialog's button). */
  create?: ListEmptyStateProps["create"];
  action?: ReactNode;
  /**
   * Wide tables say their failure and their emptiness beside the table rather than in its one cell, where
   * on phones the words would sit off screen.
   */
  messagesBeside?: boolean;
}

/** A list page's table with its four states (skeleton, error, empty, rows) and its pagination. */
export function ListTable<TRow>({
  list,
  words,
  create,
  action,
  messagesBeside = false,
}: ListTableProps<TRow>) {
  const { tableProps } = list;
  const { label, errorTitle, noun, ...emptyWords } = words;
  const empty = <ListEmptyState {...list.emptyProps} {...emptyWords} create={create} action={action} />;
  const failed = tableProps.error !== undefined && tableProps.error !== null;
  let table: ReactNode;
  if (messagesBeside && failed && list.rows === undefined) {
    table = (
      <div className="rounded-lg border">
        <DataTableError
          error={tableProps.error}
          title={errorTitle}
          onRetry={tableProps.onRetry}
          retrying={tableProps.isFetching}
        />
      </div>
    );
  } else if (messagesBeside && list.rows?.length === 0) {
    table = <div className="rounded-lg border">{empty}</div>;
  } else {
    table = (
      <DataTable
        {...tableProps}
        label={label}
        errorTitle={errorTitle}
        emptyState={messagesBeside ? undefined : empty}
      />
    );
  }
  return (
    <>
      {table}
      <DataTablePagination {...list.paginationProps} noun={noun} />
    </>
  );
}
