import type { DateWindow } from "./date-window";

/**
 * What the summary above a list of a date window is given: the service's summary of the whole window
 * (undefined until it is read), the window, whether a status filter narrows the table below only (the
 * summary says so), and whether the list failed to load (the table shows the error, the summary keeps
 * out of the way).
 */
export interface WindowSummaryProps<TSummary> {
  summary: TSummary | undefined;
  dateWindow: DateWindow;
  statusFiltered: boolean;
  failed?: boolean;
}

/** Those props from a list page's filters and its query. */
export function windowSummaryProps<TSummary>(list: {
  filters: { startDate: string | null; endDate: string | null; status: unknown };
  query: { data?: { summary: TSummary }; isError: boolean };
}): WindowSummaryProps<TSummary> {
  const { filters, query } = list;
  return {
    summary: query.data?.summary,
    dateWindow: { startDate: filters.startDate, endDate: filters.endDate },
    statusFiltered: filters.status !== null,
    failed: query.isError,
  };
}
