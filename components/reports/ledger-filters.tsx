"use client";

import type { ReactNode } from "react";
import { DateRangeFilter } from "@/components/filters/date-range-filter";
import { FilterBar } from "@/components/filters/filter-bar";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { statusLooks } from "@/components/status-badge";
import { useLedgerFilterParams } from "@/data/filters/ledger";
import { countLedgerFilters } from "@/lib/filters/active-count";
import { hasActiveLedgerFilters } from "@/lib/filters/ledger";
import type { LedgerEntryType } from "@/lib/payments-api/offramp";
import { ledgerEntryTypes } from "@/lib/payments-api/values";

const typeOptions: FilterOption<LedgerEntryType>[] = ledgerEntryTypes.map((type) => ({
  value: type,
  label: statusLooks.ledger[type].label,
}));

const orderOptions: FilterOption<"asc">[] = [{ value: "asc", label: "Oldest first" }];

/** Every filter of GET /v1/aggregator/report/ledger, in the URL. */
export function LedgerFilters({ actions }: { actions?: ReactNode }) {
  const { filters, setFilters, clearFilters } = useLedgerFilterParams();
  return (
    <FilterBar
      active={hasActiveLedgerFilters(filters)}
      activeCount={countLedgerFilters(filters)}
      onClear={clearFilters}
      actions={actions}
    >
      <SelectFilter
        label="Type"
        value={filters.type}
        options={typeOptions}
        allLabel="All types"
        onChange={(type) => setFilters({ type })}
        className="sm:w-36"
      />
      <DateRangeFilter
        kind="window"
        label="Booked"
        value={{ startDate: filters.startDate, endDate: filters.endDate }}
        onChange={({ startDate, endDate }) => setFilters({ startDate, endDate })}
      />
      <SelectFilter
        label="Order"
        value={filters.sortOrder === "asc" ? "asc" : null}
        options={orderOptions}
        allLabel="Newest first"
        onChange={(order) => setFilters({ sortOrder: order })}
        className="sm:w-36"
      />
    </FilterBar>
  );
}
