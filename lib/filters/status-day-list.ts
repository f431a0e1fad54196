import { parseAsStringLiteral } from "nuqs/server";
import type { QueryValue } from "@/lib/payments-api/query";
import type { StatusKind } from "@/lib/status-looks";
import { defineListFilters, type FieldWidth } from "./definition";
import {
  dayWindowParsers,
  dayWindowQuery,
  LIST_PAGE_SIZES,
  pagingParsers,
  type SortOrder,
  sortParsers,
} from "./parsers";
import { type SortWords, sortOptions } from "./sorting";
import { statusFilterField } from "./status-field";

// The offramp report and the settlement list are the same kind of list: one status, a window of Colombo days,
// a column to sort by, and pages of `limit` rows. Their URL parsers, API query and filter bar are built here
// once, so the two cannot drift apart (a window given backwards, a blank status, the page sizes offered).

/** `?status=…&startDate=…&endDate=…&sortBy=…&sortOrder=…&page=…&limit=…` for one list. */
export function statusDayListParsers<TStatus extends string, TField extends string>(
  statuses: readonly TStatus[],
  sortFields: readonly TField[],
  defaultSortField: TField,
) {
  return {
    status: parseAsStringLiteral(statuses),
    ...dayWindowParsers,
    ...sortParsers(sortFields, defaultSortField),
    ...pagingParsers,
  };
}

interface StatusDayListFilters {
  page: number;
  limit: number;
  status: string | null;
  startDate: string | null;
  endDate: string | null;
  sortBy: string;
  sortOrder: SortOrder;
}

/**
 * The API's query for these filters; blanks do not travel. No status is sent as `noStatus`: nothing for the
 * offramp report, the word `ALL` for the withdrawal list, as each API asks.
 */
export function statusDayListQuery(
  filters: StatusDayListFilters,
  noStatus?: "ALL",
): Record<string, QueryValue> {
  return {
    page: filters.page,
    limit: filters.limit,
    status: filters.status ?? noStatus,
    ...dayWindowQuery(filters),
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}

/** The list's filter bar: status, the days, and the order (also on the column headers, off screen on a phone). */
export function statusDayListFilters<TStatus extends string, TField extends string>(
  parsers: ReturnType<typeof statusDayListParsers<TStatus, TField>>,
  bar: {
    statusKind: StatusKind;
    statuses: readonly TStatus[];
    daysLabel: string;
    sortFields: readonly TField[];
    sortWords: Record<TField, SortWords>;
    defaultSortLabel: string;
    sortWidth: FieldWidth;
  },
) {
  return defineListFilters({
    parsers,
    fields: [
      statusFilterField(bar.statusKind, bar.statuses),
      { kind: "days", label: bar.daysLabel },
      {
        kind: "sort",
        options: sortOptions<TField>(bar.sortFields, bar.sortWords),
        defaultLabel: bar.defaultSortLabel,
        width: bar.sortWidth,
      },
    ],
    pageSize: { key: "limit", sizes: LIST_PAGE_SIZES },
    sortFields: bar.sortFields,
  });
}
