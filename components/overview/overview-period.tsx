"use client";

import { useQuery } from "@tanstack/react-query";
import { branchChoicesOptions } from "@/components/branches/queries";
import { DayPairInputs, useTypedDays } from "@/components/filters/day-pair-inputs";
import { SelectFilter } from "@/components/filters/select-filter";
import { Button } from "@/components/ui/button";
import { useOverviewFilterParams } from "@/data/filters/overview";
import { cn } from "@/lib/cn";
import {
  customPeriodProblem,
  type OverviewPeriod,
  overviewPeriods,
  PERIOD_LABELS,
} from "@/lib/filters/overview";

/**
 * The overview's period switch (today, 7, 30, 90 days, custom days) and branch picker, kept in the URL.
 * A member limited to a branch gets no picker: the figures are their branch's.
 */
export function OverviewPeriodControls({
  accountId,
  branchScoped,
  canReadBranches,
  resolved,
}: {
  accountId: string;
  branchScoped: boolean;
  canReadBranches: boolean;
  /** The days the figures on screen cover, to start a custom period from. */
  resolved: { from: string; to: string } | null;
}) {
  const { filters, setFilters } = useOverviewFilterParams();
  const current: OverviewPeriod = filters.period ?? "7d";
  const showBranches = !branchScoped && canReadBranches;
  const branches = useQuery({ ...branchChoicesOptions(accountId), enabled: showBranches });
  const branchOptions = (branches.data?.data ?? []).map((branch) => ({
    value: branch.id,
    label: branch.isActive ? branch.name : `${branch.name} (inactive)`,
  }));

  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Period</legend>
        <div className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {overviewPeriods.map((period) => (
            <Button
              key={period}
              type="button"
              size="sm"
              variant={current === period ? "default" : "ghost"}
              aria-pressed={current === period}
              className={cn(current === period ? "" : "text-muted-foreground")}
              onClick={() =>
                setFilters(
                  period === "custom"
                    ? {
                        period,
                        from: filters.from ?? resolved?.from ?? null,
                        to: filters.to ?? resolved?.to ?? null,
                      }
                    : { period, from: null, to: null },
                )
              }
            >
              {PERIOD_LABELS[period]}
            </Button>
          ))}
        </div>
      </fieldset>
      {current === "custom" ? (
        <CustomDays
          from={filters.from}
          to={filters.to}
          onChange={(from, to) => setFilters({ period: "custom", from, to })}
        />
      ) : null}
      {showBranches ? (
        <SelectFilter
          label="Branch"
          value={filters.branch}
          options={branchOptions}
          allLabel="All branches"
          onChange={(branch) => setFilters({ branch })}
          disabled={branches.isPending}
        />
      ) : null}
    </div>
  );
}

/** From and to days; applied when both are set and in order, with the reason shown otherwise. */
function CustomDays({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (from: string, to: string) => void;
}) {
  const days = useTypedDays(from, to);
  const problem =
    days.start === "" && days.end === "" ? null : customPeriodProblem(days.start || null, days.end || null);

  function apply(nextStart: string, nextEnd: string) {
    if (customPeriodProblem(nextStart || null, nextEnd || null) === null) onChange(nextStart, nextEnd);
  }
  return (
    <DayPairInputs
      {...days}
      fromLabel="From"
      toLabel="To (inclusive)"
      fieldClassName="w-[calc(50%-0.5rem)] sm:w-40"
      problem={problem ? `${problem} The figures below are still for the last 7 days.` : null}
      onInput={apply}
    />
  );
}
