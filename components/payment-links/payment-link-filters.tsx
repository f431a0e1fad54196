"use client";

import { type ReactNode, useRef } from "react";
import { FilterBar } from "@/components/filters/filter-bar";
import { SearchFilter } from "@/components/filters/search-filter";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { useTypedBeforeHydration } from "@/components/filters/use-typed-before-hydration";
import { usePaymentLinkFilterParams } from "@/data/filters/payment-links";
import { countPaymentLinkFilters } from "@/lib/filters/active-count";
import { hasActivePaymentLinkFilters } from "@/lib/filters/payment-links";

export interface PaymentLinkFiltersProps {
  branchOptions: readonly FilterOption<string>[];
  branchesFailed: boolean;
  /** Staff of one branch see that branch only (the BFF enforces it), so they get no branch filter. */
  branchScoped: boolean;
  actions?: ReactNode;
}

/** Search and branch, kept in the URL so a filtered list can be shared and reloaded. */
export function PaymentLinkFilters({
  branchOptions,
  branchesFailed,
  branchScoped,
  actions,
}: PaymentLinkFiltersProps) {
  const { filters, setFilters, clearFilters } = usePaymentLinkFilterParams();
  // A filter picked while the page was still loading is applied once the script runs.
  const bar = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(bar);

  return (
    <div ref={bar} className="contents">
      <FilterBar
        active={hasActivePaymentLinkFilters(filters)}
        activeCount={countPaymentLinkFilters(filters)}
        onClear={clearFilters}
        actions={actions}
      >
        <SearchFilter
          value={filters.search}
          onChange={(search) => setFilters({ search })}
          placeholder="Name or description"
        />
        {branchScoped ? null : (
          <SelectFilter
            label="Branch"
            value={filters.branchId}
            options={branchOptions}
            allLabel={branchesFailed ? "All branches (list unavailable)" : "All branches"}
            onChange={(branchId) => setFilters({ branchId })}
          />
        )}
      </FilterBar>
    </div>
  );
}
