"use client";

import type { ReactNode } from "react";
import { FilterBar } from "@/components/filters/filter-bar";
import { SearchFilter } from "@/components/filters/search-filter";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { statusLooks } from "@/components/status-badge";
import { useContractFilterParams } from "@/data/filters/direct-debit";
import { countContractFilters } from "@/lib/filters/active-count";
import { hasActiveContractFilters } from "@/lib/filters/direct-debit";
import type { ContractStatus, DirectDebitProvider } from "@/lib/payments-api/direct-debit";
import { contractStatuses, currencies, directDebitProviders } from "@/lib/payments-api/values";
import { providerName } from "../provider-names";

const statusOptions: FilterOption<ContractStatus>[] = contractStatuses.map((status) => ({
  value: status,
  label: statusLooks.contract[status].label,
}));
const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));
const providerOptions: FilterOption<DirectDebitProvider>[] = directDebitProviders.map((provider) => ({
  value: provider,
  label: providerName(provider),
}));

export interface ContractFiltersProps {
  branchOptions: readonly FilterOption<string>[];
  branchesFailed: boolean;
  /** A member limited to one branch sees that branch only (the client enforces it): no branch filter. */
  branchScoped: boolean;
  actions?: ReactNode;
}

/** Every filter of GET /v1/direct-debit/list, kept in the URL so a view can be shared and reloaded. */
export function ContractFilters({
  branchOptions,
  branchesFailed,
  branchScoped,
  actions,
}: ContractFiltersProps) {
  const { filters, setFilters, clearFilters } = useContractFilterParams();
  return (
    <FilterBar
      active={hasActiveContractFilters(filters)}
      activeCount={countContractFilters(filters)}
      onClear={clearFilters}
      actions={actions}
    >
      <SearchFilter
        value={filters.search}
        onChange={(search) => setFilters({ search })}
        placeholder="Contract code or service name"
      />
      <SelectFilter
        label="Status"
        value={filters.status}
        options={statusOptions}
        allLabel="All statuses"
        onChange={(status) => setFilters({ status })}
      />
      <SelectFilter
        label="Currency"
        value={filters.currency}
        options={currencyOptions}
        allLabel="Both currencies"
        onChange={(currency) => setFilters({ currency })}
      />
      <SelectFilter
        label="Provider"
        value={filters.paymentProvider}
        options={providerOptions}
        allLabel="All providers"
        onChange={(paymentProvider) => setFilters({ paymentProvider })}
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
  );
}
