"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

export type TextFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: Path<TValues>;
  label: ReactNode;
  description?: ReactNode;
  /** Shown inside the input's right edge, e.g. the currency. */
  suffix?: ReactNode;
  className?: string;
} & Omit<ComponentProps<"input">, "name" | "value" | "onChange" | "onBlur" | "className">;

/** One labelled text input of a react-hook-form form, with its hint and its error. */
export function TextField<TValues extends FieldValues>({
  control,
  name,
  label,
  description,
  suffix,
  className,
  ...inputProps
}: TextFieldProps<TValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <div className="relative">
            <FormControl>
              <Input
                {...inputProps}
                {...field}
                value={field.value ?? ""}
                className={cn(suffix ? "pr-14" : undefined)}
              />
            </FormControl>
            {suffix ? (
              <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-medium text-muted-foreground">
                {suffix}
              </span>
            ) : null}
          </div>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
