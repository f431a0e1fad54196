"use client";

import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
} from "react-hook-form";
import { FieldStatusContext } from "./form-item";

export * from "./form-item";

/**
 * Field wiring, shadcn-style: <Form {...form}> <FormField name render={({ field }) => <FormItem>
 * <FormLabel/> <FormControl><Input {...field}/></FormControl> <FormDescription/> <FormMessage/> </FormItem>} />.
 * The control gets the label's id, aria-invalid while the field has an error, and aria-describedby pointing at
 * the description and the error, so screen readers announce both.
 *
 * The same pieces serve a plain HTML form with no react-hook-form (a server action that must work without
 * JavaScript): there `<FormItem error="…">` says what is wrong, instead of the surrounding <FormField>.
 */
export const Form = FormProvider;

/** A react-hook-form field: its state reaches the FormItem inside through context. */
export function FormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
>({ render, ...props }: ControllerProps<TValues, TName, TTransformed>) {
  return (
    <Controller
      {...props}
      render={(field) => (
        <FieldStatusContext.Provider
          value={{ invalid: field.fieldState.invalid, message: field.fieldState.error?.message }}
        >
          {render(field)}
        </FieldStatusContext.Provider>
      )}
    />
  );
}
