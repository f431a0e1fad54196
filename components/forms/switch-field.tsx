"use client";

import type { ReactNode } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";

/** One on/off choice of a react-hook-form form: its label and what it means on the left, the switch right. */
export function SwitchField<TValues extends FieldValues>({
  control,
  name,
  label,
  description,
  disabled,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  label: ReactNode;
  description: ReactNode;
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-row items-start justify-between gap-4 rounded-lg border p-3">
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            <FormDescription>{description}</FormDescription>
          </div>
          <FormControl>
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={disabled}
            />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
