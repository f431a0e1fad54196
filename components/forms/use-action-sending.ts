"use client";

import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { ActionFailure, ActionResult } from "@/lib/action-result";
import { type ApplyServerErrorOptions, applyServerError, type FormFailure } from "./apply-server-error";

/** A form that sends to a server action, and its last refusal that no field could carry (<ActionForm>). */
export interface ActionSending<TValues extends FieldValues, TContext, TOutput> {
  form: UseFormReturn<TValues, TContext, TOutput>;
  failure: FormFailure | null;
  /** What the refusal is shown under: what did not happen ("The key was not replaced"). */
  title: string;
}

/**
 * A console form's sending to a server action. `send` clears the last refusal, runs the action and resolves
 * to its success, or to null once a refusal is on the form: its field problems on their fields
 * (applyServerError), the rest in `failure`, which <ActionForm> shows under `title`. `onRefused` runs before
 * the refusal is placed (to empty a password after a failed try).
 */
export function useActionSending<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
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
    setFailure(await applyServerError(form.setError, result, options));
    return null;
  }

  return { form, failure, title, send, clear: () => setFailure(null) };
}
