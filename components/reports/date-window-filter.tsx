"use client";

import { useEffect, useId, useState } from "react";
import { FilterField } from "@/components/filters/filter-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { type DateWindow, matchQuickWindow, QUICK_WINDOWS, quickWindowDates } from "./date-window";

const CUSTOM = "custom";

export interface DateWindowFilterProps {
  value: DateWindow;
  onChange: (value: DateWindow) => void;
  /** What the days filter on: "Created" for offramps, "Booked" for ledger entries. */
  label: string;
}

/**
 * A report's window as two Colombo calendar days, both inclusive, with shortcuts that fill them in. A window
 * whose end is before its start is pointed out and not applied.
 */
export function DateWindowFilter({ value, onChange, label }: DateWindowFilterProps) {
  const quickId = useId();
  const startId = useId();
  const endId = useId();
  const errorId = useId();
  const [start, setStart] = useState(value.startDate ?? "");
  const [end, setEnd] = useState(value.endDate ?? "");
  // Follow the URL when it changes from elsewhere (Clear filters, back button, a shortcut).
  useEffect(() => setStart(value.startDate ?? ""), [value.startDate]);
  useEffect(() => setEnd(value.endDate ?? ""), [value.endDate]);
  const misordered = start !== "" && end !== "" && end < start;

  // The shortcut shown depends on today's date, which the server render does not share with the browser.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  const quick = now ? matchQuickWindow(value, now) : null;
  const custom = quick === null && Boolean(value.startDate || value.endDate);

  function apply(nextStart: string, nextEnd: string) {
    if (nextStart !== "" && nextEnd !== "" && nextEnd < nextStart) return;
    onChange({ startDate: nextStart || null, endDate: nextEnd || null });
  }

  return (
    <>
      <FilterField label={label} htmlFor={quickId} className="w-full sm:w-40">
        <NativeSelect
          id={quickId}
          value={quick ?? (custom ? CUSTOM : "")}
          onChange={(event) => {
            const picked = QUICK_WINDOWS.find((option) => option.value === event.target.value);
            if (picked) onChange(quickWindowDates(picked.value, new Date()));
            else if (event.target.value === "") onChange({ startDate: null, endDate: null });
          }}
        >
          <option value="">All time</option>
          {QUICK_WINDOWS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {custom ? (
            <option value={CUSTOM} disabled>
              Custom days
            </option>
          ) : null}
        </NativeSelect>
      </FilterField>
      <FilterField label="From (Colombo day)" htmlFor={startId} className="w-[calc(50%-0.25rem)] sm:w-40">
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
      <FilterField label="To (inclusive)" htmlFor={endId} className="w-[calc(50%-0.25rem)] sm:w-40">
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
          The end date is before the start date: pick the days in order.
        </p>
      ) : null}
    </>
  );
}
