"use client";

import type { ComponentProps } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Form } from "@/components/ui/form";
import { ConsoleForm } from "./console-form";

export type CheckedFormProps<TValues extends FieldValues, TContext, TOutput> = {
  form: UseFormReturn<TValues, TContext, TOutput>;
  /** The form's lazily loaded checks (lazy-checks.ts): they start loading on the form's first focus. */
  checks: { preload: () => void };
  /** Runs with the checked values, once the form's own checks passed. */
  onSubmit: SubmitHandler<TOutput>;
} & Omit<ComponentProps<"form">, "onSubmit" | "onFocus" | "noValidate" | "ref">;

/**
 * The `<form>` of a react-hook-form console form: the form's context for its fields, its own checks
 * instead of the browser's, loaded when it is first touched.
 */
export function CheckedForm<TValues extends FieldValues, TContext, TOutput>({
  form,
  checks,
  onSubmit,
  ...formProps
}: CheckedFormProps<TValues, TContext, TOutput>) {
  return (
    <Form {...form}>
      <ConsoleForm
        {...formProps}
        onSubmit={form.handleSubmit(onSubmit)}
        onFocus={checks.preload}
        noValidate
      />
    </Form>
  );
}
