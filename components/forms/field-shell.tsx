"use client";

import type { ReactElement, ReactNode } from "react";
import { FormControl, FormDescription, FormItem, FormLabel, FormMessage } from "@/components/ui/form-item";

export interface FieldShellProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown inside the control's right edge, e.g. the currency; the control leaves room for it. */
  suffix?: ReactNode;
  className?: string;
  /** Outside react-hook-form: the problem to show under the field. */
  error?: string;
  /** Outside react-hook-form: marks the control invalid without a message of its own. */
  invalid?: boolean;
  /** Shown under the control, before the hint (a failed load with its retry). */
  note?: ReactNode;
  /** Shown last, under the error (what the choice means). */
  extra?: ReactNode;
  /** The control; it receives its id and aria attributes. */
  children: ReactElement;
}

/**
 * The one look of a labelled field: label, control, hint and error, wired for screen readers. Inside a
 * react-hook-form <FormField> it reads the field's error; in a plain server-action form it is given one.
 */
export function FieldShell({
  label,
  description,
  suffix,
  className,
  error,
  invalid,
  note,
  extra,
  children,
}: FieldShellProps) {
  return (
    <FormItem className={className} error={error} invalid={invalid} withDescription={Boolean(description)}>
      <FormLabel>{label}</FormLabel>
      <div className="relative">
        <FormControl>{children}</FormControl>
        {suffix ? (
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-medium text-muted-foreground">
            {suffix}
          </span>
        ) : null}
      </div>
      {note}
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
      {extra}
    </FormItem>
  );
}
