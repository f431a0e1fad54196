import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Shows a failed action's messages in a react-hook-form form: each field error under its field, and the
 * overall message (or an error about a field this form does not have) as the form's root error.
 */
export function applyFailure<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  failure: { message: string; fieldErrors?: Partial<Record<string, string>> },
  fields: readonly Path<TValues>[],
): void {
  let rootMessage: string | null = failure.message;
  let focused = false;
  for (const [field, message] of Object.entries(failure.fieldErrors ?? {})) {
    if (!message) continue;
    const known = fields.find((candidate) => candidate === field);
    if (known) {
      form.setError(known, { type: "server", message }, { shouldFocus: !focused });
      focused = true;
      // Said once, next to the field, rather than twice.
      if (message === rootMessage) rootMessage = null;
    } else {
      rootMessage = message;
    }
  }
  if (rootMessage) form.setError("root.server", { type: "server", message: rootMessage });
}
