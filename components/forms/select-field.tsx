"use client";

import type { ChangeEvent, ComponentProps, ReactNode } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormField } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import { FieldShell, type FieldShellProps } from "./field-shell";

export type SelectFieldProps<TValues extends FieldValues, TTransformed = TValues> = {
  /** The form's control; without it, the field belongs to the surrounding <Form> (FormProvider). */
  control?: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
  /** Instead of setting the field: gets the chosen value and the field's own setter. */
  onValueChange?: (value: string, setValue: (value: string) => void) => void;
  /** The <option>s. */
  children: ReactNode;
} & Pick<FieldShellProps, "label" | "description" | "note" | "extra" | "className"> &
  Omit<ComponentProps<"select">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "className">;

/** One labelled native select of a react-hook-form form, with its hint and its error. */
export function SelectField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  label,
  description,
  note,
  extra,
  className,
  onValueChange,
  children,
  ...selectProps
}: SelectFieldProps<TValues, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const change = (event: ChangeEvent<HTMLSelectElement>) =>
          onValueChange ? onValueChange(event.target.value, field.onChange) : field.onChange(event);
        return (
          <FieldShell label={label} description={description} note={note} extra={extra} className={className}>
            <NativeSelect {...field} {...selectProps} onChange={change}>
              {children}
            </NativeSelect>
          </FieldShell>
        );
      }}
    />
  );
}
