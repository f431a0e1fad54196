"use client";

import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { FilterField } from "./filter-field";

export interface IdFilterProps {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Why the value is not an id, in words; null when it is one (or is empty). */
  problem: (text: string) => string | null;
}

/**
 * An id box (the inbox's resource id): applies on Enter or when it loses focus; a value that is not an id
 * stays in the box (and the URL) with its error under it, and the list does not send it.
 */
export function IdFilter({ label, placeholder, value, onChange, problem }: IdFilterProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  const error = problem(value ?? "");
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed !== (value ?? "")) onChange(trimmed === "" ? null : trimmed);
  };
  return (
    <FilterField label={label} htmlFor={id} className="min-w-48 flex-1 sm:max-w-80">
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        className="font-mono text-xs"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
      {error ? (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </FilterField>
  );
}
