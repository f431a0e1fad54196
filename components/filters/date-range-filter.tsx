"use client";

import { useEffect, useId, useState } from "react";
import {
  type DateWindow,
  matchQuickWindow,
  QUICK_WINDOWS,
  quickWindowDates,
} from "@/components/filters/date-window";
import { NativeSelect } from "@/components/ui/native-select";
import { DayPairInputs, useTypedDays } from "./day-pair-inputs";
import { FilterField } from "./filter-field";
import { type FilterOption, SelectFilter } from "./select-filter";

export type DateRangePreset = "last7" | "last30" | "last90" | "custom";

const presets: readonly FilterOption<DateRangePreset>[] = [
  { value: "last7", label: "Last 7 days" },
  { value: "last30", label: "Last 30 days" },
  { value: "last90", label: "Last 90 days" },
  { value: "custom", label: "Custom dates" },
];

export type DateRangeFilterProps =
  | {
      /** A period the service understands by name (the payments list's `dateRange`), or custom days. */
      kind: "preset";
      label?: string;
      value: DateWindow & { range: DateRangePreset | null };
      onChange: (value: DateWindow & { range: DateRangePreset | null }) => void;
    }
  | {
      /** Two days sent as they are (the reports' `startDate`/`endDate`), with shortcuts that fill them in. */
      kind: "window";
      label: string;
      value: DateWindow;
      onChange: (value: DateWindow) => void;
    };

/**
 * The one date filter of the lists: Colombo calendar days, both inclusive. A range whose end is before its
 * start is pointed out and not applied.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  if (props.kind === "window") return <WindowFilter {...props} />;
  const { value, onChange, label = "Created" } = props;
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
        <DayInputs
          value={value}
          fromLabel="From"
          toLabel="To"
          onChange={(days) => onChange({ range: "custom", ...days })}
        />
      ) : null}
    </>
  );
}

const CUSTOM = "custom";

function WindowFilter({ value, onChange, label }: Extract<DateRangeFilterProps, { kind: "window" }>) {
  const quickId = useId();
  // The shortcut shown depends on today's date, which the server render does not share with the browser.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  const quick = now ? matchQuickWindow(value, now) : null;
  const custom = quick === null && Boolean(value.startDate || value.endDate);
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
      <DayInputs value={value} fromLabel="From (Colombo day)" toLabel="To (inclusive)" onChange={onChange} />
    </>
  );
}

/** The two day inputs, applied when both are in order; they follow the URL when it changes elsewhere. */
function DayInputs({
  value,
  fromLabel,
  toLabel,
  onChange,
}: {
  value: DateWindow;
  fromLabel: string;
  toLabel: string;
  onChange: (value: DateWindow) => void;
}) {
  const days = useTypedDays(value.startDate, value.endDate);
  const misordered = days.start !== "" && days.end !== "" && days.end < days.start;

  function apply(nextStart: string, nextEnd: string) {
    if (nextStart !== "" && nextEnd !== "" && nextEnd < nextStart) return;
    onChange({ startDate: nextStart || null, endDate: nextEnd || null });
  }

  return (
    <DayPairInputs
      {...days}
      fromLabel={fromLabel}
      toLabel={toLabel}
      fieldClassName="w-[calc(50%-0.25rem)] sm:w-40"
      problem={misordered ? "The end date is before the start date: pick the days in order." : null}
      onInput={apply}
    />
  );
}
