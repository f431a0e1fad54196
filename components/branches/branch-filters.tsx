"use client";

import type { ReactNode } from "react";
import { FilterBar } from "@/components/filters/filter-bar";
import { SearchFilter } from "@/components/filters/search-filter";
import { SelectFilter } from "@/components/filters/select-filter";
import { useBranchFilterParams } from "@/data/filters/branches";
import { countBranchFilters } from "@/lib/filters/active-count";
import type { BranchStatusFilter } from "@/lib/filters/branches";
import { hasActiveBranchFilters } from "@/lib/filters/branches";

const statusOptions: { value: BranchStatusFilter; label: string }[] = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

/** Search and status, kept in the URL; the sort lives in the table's headers. */
export function BranchFilters({ actions }: { actions?: ReactNode }) {
  const { filters, setFilters, clearFilters } = useBranchFilterParams();
  return (
    <FilterBar
      active={hasActiveBranchFilters(filters)}
      activeCount={countBranchFilters(filters)}
      onClear={clearFilters}
      actions={actions}
    >
      <SearchFilter
        value={filters.search}
        onChange={(search) => setFilters({ search })}
        placeholder="Name or code"
      />
      <SelectFilter
        label="Status"
        value={filters.status}
        options={statusOptions}
        allLabel="All branches"
        onChange={(status) => setFilters({ status })}
      />
    </FilterBar>
  );
}
