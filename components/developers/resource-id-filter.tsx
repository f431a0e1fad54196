"use client";

import { useEffect, useId, useState } from "react";
import { FilterField } from "@/components/filters/filter-field";
import { Input } from "@/components/ui/input";
import { resourceIdError } from "@/lib/filters/webhook-inbox";

/**
 * The resource id box: applies on Enter or when it loses focus; a value that is not an id stays in the
 * box (and the URL) with its error under it, and is not sent.
 */
export function ResourceIdFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  const error = resourceIdError(value);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed !== (value ?? "")) onChange(trimmed === "" ? null : trimmed);
  };
  return (
    <FilterField label="Resource id" htmlFor={id} className="min-w-48 flex-1 sm:max-w-80">
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder="Payment, payout or contract id"
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
