"use client";

import { type RefObject, useEffect } from "react";

/** What a server-action form got back from its last submission. */
export interface SubmissionOutcome {
  /** Changes on every submission, so a repeated identical failure still moves focus. */
  submittedAt?: number;
  error?: string;
  fieldErrors?: Partial<Record<string, string>>;
}

/**
 * After a server-action form comes back with problems, moves focus to the first invalid field (or the
 * form's first field when the problem is not a field's), so keyboard and screen-reader users land on the
 * fix. React-hook-form forms get the same from `applyServerError`.
 */
export function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>, outcome: SubmissionOutcome) {
  const { submittedAt, error, fieldErrors } = outcome;
  useEffect(() => {
    if (!submittedAt || !(error || fieldErrors)) return;
    const target =
      form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]') ??
      form.current?.querySelector<HTMLInputElement>("input:not([type=hidden]):not([readonly])");
    target?.focus();
  }, [form, submittedAt, error, fieldErrors]);
}
