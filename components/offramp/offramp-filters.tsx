"use client";

import type { ReactNode } from "react";
import { DateRangeFilter } from "@/components/filters/date-range-filter";
import { FilterBar } from "@/components/filters/filter-bar";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { SortFilter, sortOptions } from "@/components/filters/sort-filter";
import { statusLooks } from "@/components/status-badge";
import { useOfframpReportFilterParams } from "@/data/filters/offramp-report";
import { countOfframpReportFilters } from "@/lib/filters/active-count";
import {
  hasActiveOfframpReportFilters,
  OFFRAMP_SORT_FIELDS,
  type OfframpSortField,
} from "@/lib/filters/offramp-report";
import type { OfframpStatus } from "@/lib/payments-api/offramp";
import { offrampStatuses } from "@/lib/payments-api/values";

const statusOptions: FilterOption<OfframpStatus>[] = offrampStatuses.map((status) => ({
  value: status,
  label: statusLooks.offramp[status].label,
}));

const sortChoices = sortOptions<OfframpSortField>(OFFRAMP_SORT_FIELDS, {
  created_at: { label: "Created", descFirst: "newest", ascFirst: "oldest" },
  completed_at: { label: "Completed", descFirst: "newest", ascFirst: "oldest" },
  amount_lkr: { label: "Amount (LKR)", descFirst: "largest", ascFirst: "smallest" },
});

/**
 * Every filter of the offramp report (docs/service-rules.md §8), in the URL. Sorting is here as well as on the column
 * headers, because on a phone the headers are off screen.
 */
export function OfframpFilters({ actions }: { actions?: ReactNode }) {
  const { filters, setFilters, clearFilters } = useOfframpReportFilterParams();
  return (
    <FilterBar
      active={hasActiveOfframpReportFilters(filters)}
      activeCount={countOfframpReportFilters(filters)}
      onClear={clearFilters}
      actions={actions}
    >
      <SelectFilter
        label="Status"
        value={filters.status}
        options={statusOptions}
        allLabel="All statuses"
        onChange={(status) => setFilters({ status })}
      />
      <DateRangeFilter
        kind="window"
        label="Created"
        value={{ startDate: filters.startDate, endDate: filters.endDate }}
        onChange={({ startDate, endDate }) => setFilters({ startDate, endDate })}
      />
      <SortFilter
        options={sortChoices}
        sortBy={filters.sortBy}
        sortOrder={filters.sortOrder}
        defaultLabel="Default (newest first)"
        onChange={setFilters}
        className="sm:w-52"
      />
    </FilterBar>
  );
}
