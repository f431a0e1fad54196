"use client";

import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { useFormContext } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";

export type FormTextFieldProps<TValues extends FieldValues> = {
  name: Path<TValues>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
} & Omit<ComponentProps<"input">, "name" | "value" | "onChange" | "onBlur" | "className">;

/** A labelled text input of the surrounding form, with its hint and its error. */
export function FormTextField<TValues extends FieldValues>({
  name,
  label,
  description,
  className,
  ...inputProps
}: FormTextFieldProps<TValues>) {
  const { control } = useFormContext<TValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...inputProps} {...field} value={field.value ?? ""} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
