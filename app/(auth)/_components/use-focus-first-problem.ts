"use client";

import { type RefObject, useEffect } from "react";
import type { AuthFormState } from "./form-state";

/**
 * After a submission comes back with problems, moves focus to the first invalid field (or the form's
 * first field when the problem is not a field's), so keyboard and screen-reader users land on the fix.
 */
export function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>, state: AuthFormState) {
  useEffect(() => {
    if (!state.submittedAt || !(state.error || state.fieldErrors)) return;
    const target =
      form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]') ??
      form.current?.querySelector<HTMLInputElement>("input:not([type=hidden]):not([readonly])");
    target?.focus();
  }, [form, state.submittedAt, state.error, state.fieldErrors]);
}
