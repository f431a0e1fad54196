"use client";

import type { ReactNode } from "react";
import { DateRangeFilter } from "@/components/filters/date-range-filter";
import { FilterBar } from "@/components/filters/filter-bar";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { SortFilter, sortOptions } from "@/components/filters/sort-filter";
import { statusLooks } from "@/components/status-badge";
import { useSettlementFilterParams } from "@/data/filters/settlements";
import { countSettlementFilters } from "@/lib/filters/active-count";
import {
  hasActiveSettlementFilters,
  SETTLEMENT_SORT_FIELDS,
  type SettlementSortField,
} from "@/lib/filters/settlements";
import { withdrawalStatuses } from "@/lib/payments-api/values";
import type { WithdrawalStatus } from "@/lib/payments-api/withdrawals";

const statusOptions: FilterOption<WithdrawalStatus>[] = withdrawalStatuses.map((status) => ({
  value: status,
  label: statusLooks.withdrawal[status].label,
}));

const sortChoices = sortOptions<SettlementSortField>(SETTLEMENT_SORT_FIELDS, {
  settlement_date: { label: "Settlement date", descFirst: "newest", ascFirst: "oldest" },
  created_at: { label: "Requested", descFirst: "newest", ascFirst: "oldest" },
  total_gross_amount_lkr: { label: "Gross (LKR)", descFirst: "largest", ascFirst: "smallest" },
  status: { label: "Status", descFirst: "Z to A", ascFirst: "A to Z" },
});

/**
 * Every filter of the settlement list, in the URL. Sorting is here as well as on the column headers,
 * because on a phone the headers are off screen.
 */
export function SettlementFilters({ actions }: { actions?: ReactNode }) {
  const { filters, setFilters, clearFilters } = useSettlementFilterParams();
  return (
    <FilterBar
      active={hasActiveSettlementFilters(filters)}
      activeCount={countSettlementFilters(filters)}
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
        label="Settlement date"
        value={{ startDate: filters.startDate, endDate: filters.endDate }}
        onChange={({ startDate, endDate }) => setFilters({ startDate, endDate })}
      />
      <SortFilter
        options={sortChoices}
        sortBy={filters.sortBy}
        sortOrder={filters.sortOrder}
        defaultLabel="Default (settlement date, newest first)"
        onChange={setFilters}
        className="sm:w-64"
      />
    </FilterBar>
  );
}
