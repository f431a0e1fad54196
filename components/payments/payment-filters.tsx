"use client";

import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useRef } from "react";
import { branchChoicesOptions } from "@/components/branches/queries";
import { DateRangeFilter } from "@/components/filters/date-range-filter";
import { FilterBar } from "@/components/filters/filter-bar";
import { splitList } from "@/components/filters/list-filter";
import { SearchFilter } from "@/components/filters/search-filter";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { useTypedBeforeHydration } from "@/components/filters/use-typed-before-hydration";
import { statusLooks } from "@/components/status-badge";
import { usePaymentFilterParams } from "@/data/filters/payments";
import { countPaymentFilters } from "@/lib/filters/active-count";
import { hasActivePaymentFilters } from "@/lib/filters/payments";
import type { PaymentStatus } from "@/lib/payments-api/payments";
import { paymentStatuses } from "@/lib/payments-api/values";

/** The API's limit on the `ids` filter. */
const MAX_IDS = 50;

function idsProblem(text: string): string | null {
  const count = splitList(text).length;
  return count > MAX_IDS ? `At most ${MAX_IDS} ids at a time (${count} given).` : null;
}

const sameIds = (text: string) => splitList(text).join(",");

const statusOptions: FilterOption<PaymentStatus>[] = paymentStatuses.map((status) => ({
  value: status,
  label: statusLooks.payment[status].label,
}));

export interface PaymentFiltersProps {
  accountId: string;
  /** Staff of one branch see that branch only (the BFF enforces it), so they get no branch filter. */
  branchScoped: boolean;
  actions?: ReactNode;
}

/** Every filter of GET /v1/payment/list, kept in the URL so a filtered view can be shared and reloaded. */
export function PaymentFilters({ accountId, branchScoped, actions }: PaymentFiltersProps) {
  const { filters, setFilters, clearFilters } = usePaymentFilterParams();
  const branches = useQuery({ ...branchChoicesOptions(accountId), enabled: !branchScoped });
  const branchOptions = (branches.data?.data ?? []).map((branch) => ({
    value: branch.id,
    label: branch.isActive ? `${branch.name} (${branch.code})` : `${branch.name} (${branch.code}, inactive)`,
  }));
  // A filter picked while the page was still loading is applied once the script runs.
  const bar = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(bar);

  return (
    <div ref={bar} className="contents">
      <FilterBar
        active={hasActivePaymentFilters(filters)}
        activeCount={countPaymentFilters(filters)}
        onClear={clearFilters}
        actions={actions}
      >
        <SearchFilter
          value={filters.search}
          onChange={(search) => setFilters({ search })}
          placeholder="Id, trade no., customer…"
        />
        <SelectFilter
          label="Status"
          value={filters.status}
          options={statusOptions}
          allLabel="All statuses"
          onChange={(status) => setFilters({ status })}
        />
        <DateRangeFilter
          kind="preset"
          value={{ range: filters.dateRange, startDate: filters.startDate, endDate: filters.endDate }}
          onChange={({ range, startDate, endDate }) => setFilters({ dateRange: range, startDate, endDate })}
        />
        {branchScoped ? null : (
          <SelectFilter
            label="Branch"
            value={filters.branchId}
            options={branchOptions}
            allLabel={branches.isError ? "All branches (list unavailable)" : "All branches"}
            onChange={(branchId) => setFilters({ branchId })}
          />
        )}
        <SearchFilter
          label="Payment ids"
          value={filters.ids?.join(", ") ?? null}
          placeholder="id1, id2, …"
          description="Separate ids with commas or spaces; applies when you pause typing."
          maxLength={5_000}
          problem={idsProblem}
          normalize={sameIds}
          onChange={(text) => {
            const ids = text === null ? [] : splitList(text);
            setFilters({ ids: ids.length > 0 ? ids : null });
          }}
        />
      </FilterBar>
    </div>
  );
}
