import { colomboDayEndExclusive, colomboDayStart } from "@/lib/dates";
import type { Pagination } from "@/lib/payments-api";

/** `startDate`/`endDate` as instants: Asia/Colombo calendar days, both inclusive (docs/service-rules.md §1). */
export interface DateWindow {
  /** Inclusive; null without startDate. */
  from: Date | null;
  /** Exclusive (00:00 of the day after endDate); null without endDate. */
  until: Date | null;
}

export function colomboWindow(startDate: string | undefined, endDate: string | undefined): DateWindow {
  return {
    from: startDate ? colomboDayStart(startDate) : null,
    until: endDate ? colomboDayEndExclusive(endDate) : null,
  };
}

/** The `pagination` block of both reports; an empty result has 0 pages. */
export function pagination(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return { currentPage: page, totalPages, totalCount, limit, hasNext: page < totalPages, hasPrev: page > 1 };
}
