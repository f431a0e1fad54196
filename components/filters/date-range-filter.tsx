"use client";

import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { FilterField } from "./filter-field";
import { type FilterOption, SelectFilter } from "./select-filter";

export type DateRangePreset = "last7" | "last30" | "last90" | "custom";

export interface DateRangeValue {
  range: DateRangePreset | null;
  startDate: string | null;
  endDate: string | null;
}

const presets: readonly FilterOption<DateRangePreset>[] = [
  { value: "last7", label: "Last 7 days" },
  { value: "last30", label: "Last 30 days" },
  { value: "last90", label: "Last 90 days" },
  { value: "custom", label: "Custom dates" },
];

export interface DateRangeFilterProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  label?: string;
}

/**
 * A preset period or custom start and end days (Colombo calendar days, inclusive). A custom range whose
 * end is before its start is pointed out and not applied.
 */
export function DateRangeFilter({ value, onChange, label = "Created" }: DateRangeFilterProps) {
  const startId = useId();
  const endId = useId();
  const errorId = useId();
  const [start, setStart] = useState(value.startDate ?? "");
  const [end, setEnd] = useState(value.endDate ?? "");
  useEffect(() => setStart(value.startDate ?? ""), [value.startDate]);
  useEffect(() => setEnd(value.endDate ?? ""), [value.endDate]);
  const misordered = start !== "" && end !== "" && end < start;

  function apply(nextStart: string, nextEnd: string) {
    if (nextStart !== "" && nextEnd !== "" && nextEnd < nextStart) return;
    onChange({ range: "custom", startDate: nextStart || null, endDate: nextEnd || null });
  }

  return (
    <>
      <SelectFilter
        label={label}
        value={value.range}
        options={presets}
        allLabel="All time"
        // Dates belong to the custom range only; a preset drops them.
        onChange={(range) =>
          onChange(range === "custom" ? { ...value, range } : { range, startDate: null, endDate: null })
        }
      />
      {value.range === "custom" ? (
        <>
          <FilterField label="From" htmlFor={startId} className="w-[calc(50%-0.25rem)] sm:w-40">
            <Input
              id={startId}
              type="date"
              value={start}
              max={end || undefined}
              aria-invalid={misordered || undefined}
              aria-describedby={misordered ? errorId : undefined}
              onChange={(event) => {
                setStart(event.target.value);
                apply(event.target.value, end);
              }}
            />
          </FilterField>
          <FilterField label="To" htmlFor={endId} className="w-[calc(50%-0.25rem)] sm:w-40">
            <Input
              id={endId}
              type="date"
              value={end}
              min={start || undefined}
              aria-invalid={misordered || undefined}
              aria-describedby={misordered ? errorId : undefined}
              onChange={(event) => {
                setEnd(event.target.value);
                apply(start, event.target.value);
              }}
            />
          </FilterField>
          {misordered ? (
            <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
              The end date is before the start date.
            </p>
          ) : null}
        </>
      ) : null}
    </>
  );
}
