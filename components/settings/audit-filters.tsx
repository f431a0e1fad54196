"use client";

import { Download } from "lucide-react";
import { useTransition } from "react";
import { DateRangeFilter } from "@/components/filters/date-range-filter";
import { FilterBar } from "@/components/filters/filter-bar";
import { type FilterOption, SelectFilter } from "@/components/filters/select-filter";
import { Button } from "@/components/ui/button";
import { createUrlFilters } from "@/data/url-filters";
import { type AuditResult, auditFilterParsers, hasActiveAuditFilters } from "@/lib/filters/audit";

export const useAuditFilterParams = createUrlFilters(auditFilterParsers, [
  "person",
  "account",
  "operation",
  "result",
  "startDate",
  "endDate",
]);

const resultOptions: readonly FilterOption<AuditResult>[] = [
  { value: "success", label: "Succeeded" },
  { value: "denied", label: "Refused" },
  { value: "failure", label: "Failed" },
  { value: "error", label: "Error" },
];

export interface AuditFiltersProps {
  people: readonly FilterOption<string>[];
  accounts: readonly FilterOption<string>[];
  operations: readonly FilterOption<string>[];
  /** The export's address for the current filters (all pages, not only this one). */
  exportHref: string;
}

/**
 * The audit page's filters, kept in the URL. The page reads the trail on the server, so each change is
 * a navigation (not a shallow URL update); while it runs the bar says so.
 */
export function AuditFilters({ people, accounts, operations, exportHref }: AuditFiltersProps) {
  const { filters, setFilters } = useAuditFilterParams();
  const [pending, startTransition] = useTransition();
  const options = { shallow: false, startTransition } as const;
  return (
    <div className="grid gap-2">
      <FilterBar
        active={hasActiveAuditFilters(filters)}
        onClear={() =>
          setFilters(
            { person: null, account: null, operation: null, result: null, startDate: null, endDate: null },
            options,
          )
        }
        actions={
          <Button asChild variant="outline" size="sm" className="h-9">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      >
        <SelectFilter
          label="Person"
          value={filters.person}
          options={people}
          allLabel="Everyone"
          onChange={(person) => setFilters({ person }, options)}
        />
        {accounts.length > 1 ? (
          <SelectFilter
            label="Account"
            value={filters.account}
            options={accounts}
            allLabel="All accounts"
            onChange={(account) => setFilters({ account }, options)}
          />
        ) : null}
        <SelectFilter
          label="Operation"
          value={filters.operation}
          options={operations}
          allLabel="All operations"
          className="sm:w-56"
          onChange={(operation) => setFilters({ operation }, options)}
        />
        <SelectFilter
          label="Result"
          value={filters.result}
          options={resultOptions}
          allLabel="Any result"
          className="sm:w-36"
          onChange={(result) => setFilters({ result }, options)}
        />
        <DateRangeFilter
          kind="window"
          label="When"
          value={{ startDate: filters.startDate, endDate: filters.endDate }}
          onChange={(window) => setFilters(window, options)}
        />
      </FilterBar>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {pending ? "Loading the entries…" : ""}
      </p>
    </div>
  );
}
