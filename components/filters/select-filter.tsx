"use client";

import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import type { FilterOption } from "@/lib/filters/definition";
import { FilterField } from "./filter-field";

export type { FilterOption };

export interface SelectFilterProps<T extends string> {
  label: string;
  value: T | null;
  options: readonly FilterOption<T>[];
  /** The "no filter" choice: "All statuses". */
  allLabel: string;
  onChange: (value: T | null) => void;
  disabled?: boolean;
  className?: string;
}

/** One-of-many filter on a native select (the phone's own picker on small screens). */
export function SelectFilter<T extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
  disabled,
  className,
}: SelectFilterProps<T>) {
  const id = useId();
  return (
    <FilterField label={label} htmlFor={id} className={cn("w-full sm:w-44", className)}>
      <NativeSelect
        id={id}
        value={value ?? ""}
        disabled={disabled}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          onChange(picked ? picked.value : null);
        }}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  );
}
