"use client";

import type { ReactNode } from "react";
import { DateRangeFilter } from "@/components/filters/date-range-filter";
import { FilterBar } from "@/components/filters/filter-bar";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { statusLooks } from "@/components/status-badge";
import { useOfframpReportFilterParams } from "@/data/url-filters";
import { countOfframpReportFilters } from "@/lib/filters/active-count";
import {
  hasActiveOfframpReportFilters,
  OFFRAMP_SORT_FIELDS,
  type OfframpSortField,
  type SortOrder,
} from "@/lib/filters/offramp-report";
import type { OfframpStatus } from "@/lib/payments-api/offramp";
import { offrampStatuses } from "@/lib/payments-api/values";

const statusOptions: FilterOption<OfframpStatus>[] = offrampStatuses.map((status) => ({
  value: status,
  label: statusLooks.offramp[status].label,
}));

const sortLabels: Record<OfframpSortField, string> = {
  created_at: "Created",
  completed_at: "Completed",
  amount_lkr: "Amount (LKR)",
};

type SortChoice = `${OfframpSortField}:${SortOrder}`;

interface SortOption extends FilterOption<SortChoice> {
  sortBy: OfframpSortField;
  sortOrder: SortOrder;
}

const sortOptions: SortOption[] = OFFRAMP_SORT_FIELDS.flatMap((sortBy) => {
  const [first, last] = sortBy === "amount_lkr" ? ["largest", "smallest"] : ["newest", "oldest"];
  return (["desc", "asc"] as const).map((sortOrder) => ({
    value: `${sortBy}:${sortOrder}` as const,
    label: `${sortLabels[sortBy]}, ${sortOrder === "desc" ? first : last} first`,
    sortBy,
    sortOrder,
  }));
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
      <SelectFilter
        label="Sort by"
        value={`${filters.sortBy}:${filters.sortOrder}` satisfies SortChoice}
        options={sortOptions}
        allLabel="Default (newest first)"
        onChange={(choice) => {
          const picked = sortOptions.find((option) => option.value === choice);
          setFilters({ sortBy: picked?.sortBy ?? null, sortOrder: picked?.sortOrder ?? null });
        }}
        className="sm:w-52"
      />
    </FilterBar>
  );
}
