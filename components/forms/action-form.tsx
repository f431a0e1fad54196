"use client";

import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { CheckedForm, type CheckedFormProps } from "./checked-form";
import { FormFailureAlert } from "./form-failure-alert";
import type { ActionRefusal } from "./use-action-failure";

/**
 * A console form that sends to a server action: the checked form with, above its fields, the action's
 * refusal that no field could carry (useActionFailure) under the form's title for it.
 */
export function ActionForm<TValues extends FieldValues, TContext, TOutput>({
  refusal,
  children,
  ...formProps
}: CheckedFormProps<TValues, TContext, TOutput> & { refusal: ActionRefusal; children: ReactNode }) {
  return (
    <CheckedForm {...formProps}>
      <FormFailureAlert failure={refusal.failure} title={refusal.title} />
      {children}
    </CheckedForm>
  );
}
