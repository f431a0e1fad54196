"use client";

import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { FilterField } from "./filter-field";

export interface ListFilterProps {
  label: string;
  value: readonly string[] | null;
  onChange: (value: string[] | null) => void;
  placeholder?: string;
  /** The API's limit on the list's length. */
  max?: number;
  className?: string;
}

/** Splits "a, b c" into ["a", "b", "c"]: commas, spaces and new lines all separate. */
export function splitList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** Several values typed or pasted into one box (ids), applied on Enter or when the box loses focus. */
export function ListFilter({ label, value, onChange, placeholder, max = 50, className }: ListFilterProps) {
  const id = useId();
  const errorId = useId();
  const joined = (value ?? []).join(", ");
  const [text, setText] = useState(joined);
  useEffect(() => setText(joined), [joined]);
  const items = splitList(text);
  const tooMany = items.length > max;

  function commit() {
    if (tooMany) return;
    if (items.join(", ") === joined) return;
    onChange(items.length > 0 ? items : null);
  }

  return (
    <FilterField label={label} htmlFor={id} className={cn("min-w-48 flex-1 sm:max-w-64", className)}>
      <Input
        id={id}
        value={text}
        placeholder={placeholder}
        aria-invalid={tooMany || undefined}
        aria-describedby={tooMany ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
      {tooMany ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          At most {max} at a time ({items.length} given).
        </p>
      ) : null}
    </FilterField>
  );
}
