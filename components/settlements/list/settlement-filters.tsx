"use client";

import type { ReactNode } from "react";
import { DateRangeFilter } from "@/components/filters/date-range-filter";
import { FilterBar } from "@/components/filters/filter-bar";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { statusLooks } from "@/components/status-badge";
import { useSettlementFilterParams } from "@/data/url-filters";
import {
  hasActiveSettlementFilters,
  SETTLEMENT_SORT_FIELDS,
  type SettlementSortField,
  type SortOrder,
} from "@/lib/filters/settlements";
import { withdrawalStatuses } from "@/lib/payments-api/values";
import type { WithdrawalStatus } from "@/lib/payments-api/withdrawals";

const statusOptions: FilterOption<WithdrawalStatus>[] = withdrawalStatuses.map((status) => ({
  value: status,
  label: statusLooks.withdrawal[status].label,
}));

const sortLabels: Record<SettlementSortField, [string, string, string]> = {
  settlement_date: ["Settlement date", "newest", "oldest"],
  created_at: ["Requested", "newest", "oldest"],
  total_gross_amount_lkr: ["Gross (LKR)", "largest", "smallest"],
  status: ["Status", "Z to A", "A to Z"],
};

type SortChoice = `${SettlementSortField}:${SortOrder}`;

interface SortOption extends FilterOption<SortChoice> {
  sortBy: SettlementSortField;
  sortOrder: SortOrder;
}

const sortOptions: SortOption[] = SETTLEMENT_SORT_FIELDS.flatMap((sortBy) => {
  const [label, first, last] = sortLabels[sortBy];
  return (["desc", "asc"] as const).map((sortOrder) => ({
    value: `${sortBy}:${sortOrder}` as const,
    label: `${label}, ${sortOrder === "desc" ? first : last} first`,
    sortBy,
    sortOrder,
  }));
});

/**
 * Every filter of the settlement list, in the URL. Sorting is here as well as on the column headers,
 * because on a phone the headers are off screen.
 */
export function SettlementFilters({ actions }: { actions?: ReactNode }) {
  const { filters, setFilters, clearFilters } = useSettlementFilterParams();
  return (
    <FilterBar active={hasActiveSettlementFilters(filters)} onClear={clearFilters} actions={actions}>
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
      <SelectFilter
        label="Sort by"
        value={`${filters.sortBy}:${filters.sortOrder}` satisfies SortChoice}
        options={sortOptions}
        allLabel="Default (settlement date, newest first)"
        onChange={(choice) => {
          const picked = sortOptions.find((option) => option.value === choice);
          setFilters({ sortBy: picked?.sortBy ?? null, sortOrder: picked?.sortOrder ?? null });
        }}
        className="sm:w-64"
      />
    </FilterBar>
  );
}
