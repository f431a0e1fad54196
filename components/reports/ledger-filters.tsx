"use client";

import type { ReactNode } from "react";
import { FilterBar } from "@/components/filters/filter-bar";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { statusLooks } from "@/components/status-badge";
import { hasActiveLedgerFilters, useLedgerFilterParams } from "@/lib/hooks/use-ledger-filter-params";
import { type LedgerEntryType, ledgerEntryTypeSchema } from "@/lib/payments-api/offramp";
import { DateWindowFilter } from "./date-window-filter";

const typeOptions: FilterOption<LedgerEntryType>[] = ledgerEntryTypeSchema.options.map((type) => ({
  value: type,
  label: statusLooks.ledger[type].label,
}));

const orderOptions: FilterOption<"asc">[] = [{ value: "asc", label: "Oldest first" }];

/** Every filter of GET /v1/aggregator/report/ledger, in the URL. */
export function LedgerFilters({ actions }: { actions?: ReactNode }) {
  const { filters, setFilters, clearFilters } = useLedgerFilterParams();
  return (
    <FilterBar active={hasActiveLedgerFilters(filters)} onClear={clearFilters} actions={actions}>
      <SelectFilter
        label="Type"
        value={filters.type}
        options={typeOptions}
        allLabel="All types"
        onChange={(type) => setFilters({ type })}
        className="sm:w-36"
      />
      <DateWindowFilter
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
