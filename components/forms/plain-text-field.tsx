"use client";

import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { FieldShell } from "./field-shell";

export type PlainTextFieldProps = {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** What the server said about this field on the last submission. */
  error?: string;
  /** Marks the input invalid with no message of its own (a refused email and password pair). */
  invalid?: boolean;
  className?: string;
} & Omit<ComponentProps<"input">, "name" | "className" | "aria-invalid">;

/**
 * The same labelled field as TextField, as a plain uncontrolled input: for forms that post to a server
 * action and must work before (or without) JavaScript. The browser owns the value; `defaultValue` puts back
 * what the server returned.
 */
export function PlainTextField({
  name,
  label,
  description,
  error,
  invalid,
  className,
  ...inputProps
}: PlainTextFieldProps) {
  return (
    <FieldShell label={label} description={description} error={error} invalid={invalid} className={className}>
      <Input {...inputProps} name={name} />
    </FieldShell>
  );
}
