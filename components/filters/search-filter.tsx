"use client";

import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { FilterField } from "./filter-field";

export interface SearchFilterProps {
  value: string | null;
  onChange: (value: string | null) => void;
  label?: string;
  placeholder?: string;
  /** Typing settles for this long before the list is asked again. */
  debounceMs?: number;
  maxLength?: number;
  /** A line under the box: how the filter applies ("Applies as you pause typing"). */
  description?: string;
  /** Why the text cannot be applied (too many ids), shown under the box; nothing is applied meanwhile. */
  problem?: (text: string) => string | null;
  /** Texts that mean the same filter ("a,b" and "a, b"), so the box is not rewritten under the typing. */
  normalize?: (text: string) => string;
  className?: string;
}

const asTyped = (text: string) => text;

/**
 * Free-text search that applies after a pause in typing, or at once on Enter (or on leaving the box); blank
 * clears it.
 */
export function SearchFilter({
  value,
  onChange,
  label = "Search",
  placeholder = "Search…",
  debounceMs = 350,
  maxLength = 200,
  description,
  problem,
  normalize = asTyped,
  className,
}: SearchFilterProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState(value ?? "");
  const committed = useRef(value ?? "");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Follow the URL when it changes from elsewhere (Clear filters, back button).
  useEffect(() => {
    if (normalize(value ?? "") !== normalize(committed.current)) {
      committed.current = value ?? "";
      setText(value ?? "");
    }
  }, [value, normalize]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refusal = problem?.(text) ?? null;

  function commit(next: string) {
    clearTimeout(timer.current);
    if (problem?.(next)) return;
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onChange(trimmed === "" ? null : trimmed);
  }

  return (
    <FilterField label={label} htmlFor={id} className={cn("min-w-48 flex-1 sm:max-w-72", className)}>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          className="pl-8"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={
            [description ? hintId : null, refusal ? errorId : null].filter(Boolean).join(" ") || undefined
          }
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(next), debounceMs);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit(text);
          }}
          onBlur={() => commit(text)}
        />
      </div>
      {description ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {refusal ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {refusal}
        </p>
      ) : null}
    </FilterField>
  );
}
