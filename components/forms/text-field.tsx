"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { FieldShell } from "./field-shell";

export type TextFieldProps<TValues extends FieldValues, TTransformed = TValues> = {
  /** The form's control; without it, the field belongs to the surrounding <Form> (FormProvider). */
  control?: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
  label: ReactNode;
  description?: ReactNode;
  /** Shown inside the input's right edge, e.g. the currency. */
  suffix?: ReactNode;
  /** The field's wrapper (grid placement, width). */
  className?: string;
  /** The input itself (a monospaced key). */
  inputClassName?: string;
} & Omit<ComponentProps<"input">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "className">;

/** One labelled text input of a react-hook-form form, with its hint and its error. */
export function TextField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  label,
  description,
  suffix,
  className,
  inputClassName,
  ...inputProps
}: TextFieldProps<TValues, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FieldShell label={label} description={description} suffix={suffix} className={className}>
          <Input
            {...inputProps}
            {...field}
            value={field.value ?? ""}
            className={cn(suffix ? "pr-14" : undefined, inputClassName)}
          />
        </FieldShell>
      )}
    />
  );
}
