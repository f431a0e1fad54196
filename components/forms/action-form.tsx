"use client";

import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { CheckedForm, type CheckedFormProps } from "./checked-form";
import { FormFailureAlert } from "./form-failure-alert";
import type { ActionSending } from "./use-action-sending";

/**
 * A console form that sends to a server action (useActionSending): the checked form with, above its fields,
 * the action's refusal that no field could carry, under the form's title for it.
 */
export function ActionForm<TValues extends FieldValues, TContext, TOutput>({
  sending,
  children,
  ...formProps
}: Omit<CheckedFormProps<TValues, TContext, TOutput>, "form"> & {
  sending: ActionSending<TValues, TContext, TOutput>;
  children: ReactNode;
}) {
  return (
    <CheckedForm form={sending.form} {...formProps}>
      <FormFailureAlert failure={sending.failure} title={sending.title} />
      {children}
    </CheckedForm>
  );
}
