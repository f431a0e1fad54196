"use client";

import { useId } from "react";
import { cn } from "@/lib/cn";

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
}

/**
 * A pair (or more) of mutually exclusive options as native radio buttons in cards: arrow keys move
 * between them and the group is announced with its legend, with no custom keyboard code.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  disabled = false,
  className,
}: {
  legend: string;
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset className={cn("grid gap-2", className)} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={inputId}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors",
                "has-[:checked]:border-primary has-[:checked]:bg-primary/5",
                "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40",
                "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{choice.label}</span>
                {choice.description ? (
                  <span className="text-muted-foreground">{choice.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
