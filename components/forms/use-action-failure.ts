"use client";

import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import type { ActionFailure, ActionResult } from "@/lib/action-result";
import { type ApplyServerErrorOptions, applyServerError, type FormFailure } from "./apply-server-error";

/** A form's last refusal that no field could carry, and the title it is shown under (<ActionForm>). */
export interface ActionRefusal {
  failure: FormFailure | null;
  title: string;
}

/**
 * A server action's answer on a react-hook-form form. `send` clears the last refusal, runs the action and
 * resolves to its success, or to null once a refusal is on the form: its field problems on their fields
 * (applyServerError), the rest in `failure`, shown by <ActionForm> under `title` ("The key was not
 * replaced"). `onRefused` runs before the refusal is placed (to empty a password after a failed try).
 */
export function useActionFailure<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  { title, ...options }: ApplyServerErrorOptions<TValues> & { title: string },
) {
  const [failure, setFailure] = useState<FormFailure | null>(null);

  async function send<TData, TField extends string>(
    attempt: () => Promise<ActionResult<TData, TField>>,
    onRefused?: (refusal: ActionFailure<TField>) => void,
  ): Promise<{ ok: true; data: TData } | null> {
    setFailure(null);
    const result = await attempt();
    if (result.ok) return result;
    onRefused?.(result);
    setFailure(await applyServerError(setError, result, options));
    return null;
  }

  return { failure, title, send, clear: () => setFailure(null) };
}
