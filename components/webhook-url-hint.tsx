"use client";

import { type Control, type FieldValues, type Path, useWatch } from "react-hook-form";

/**
 * The description of a webhook URL field, which says what the choice means for live updates: left blank,
 * the console names its own receiver and the page follows the changes as they happen; a typed address
 * gets the events instead, and the console no longer hears of them.
 */
export function webhookUrlHint(value: unknown, what: string): string {
  const typed = typeof value === "string" && value.trim() !== "";
  return typed
    ? `The events of ${what} go to this address instead of this console, so its pages here will not update by themselves.`
    : `Leave blank and this console receives the events of ${what}: its pages update as things happen.`;
}

/** The hint for the form's webhook URL field, following what is typed. */
export function useWebhookUrlHint<T extends FieldValues>(
  control: Control<T> | undefined,
  what: string,
): string {
  const value = useWatch({ control, name: "webhookUrl" as Path<T> });
  return webhookUrlHint(value, what);
}
