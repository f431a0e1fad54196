import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isBffError } from "@/data/bff";

/** What the form shows above its fields when the server's answer is not about one of them. */
export interface FormFailure {
  message: string;
  requestId: string | null;
}

const UNEXPECTED: FormFailure = {
  message: "Something went wrong. Nothing was saved; try again in a moment.",
  requestId: null,
};

/**
 * Puts a failed create or update on the form: each 400 detail under its field, a 409 under the field
 * whose value must be unique, with the server's own message. Returns what is left for the form as a whole,
 * or null when every problem landed on a field. The typed values stay as they are.
 */
export function applyServerError<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  error: unknown,
  options: { fields: readonly Path<TValues>[]; conflictField?: Path<TValues> },
): FormFailure | null {
  if (!isBffError(error)) return UNEXPECTED;
  const known = (field: string) => options.fields.find((candidate) => candidate === field);
  let focused = false;
  const place = (field: Path<TValues>, message: string) => {
    setError(field, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  };

  if (error.status === 409 && options.conflictField) {
    place(options.conflictField, error.message);
    return null;
  }
  const unplaced: string[] = [];
  for (const detail of error.details) {
    const field = known(detail.field);
    if (field) place(field, detail.message);
    else unplaced.push(detail.message);
  }
  if (focused && unplaced.length === 0) return null;
  return { message: unplaced.length > 0 ? unplaced.join(" ") : error.message, requestId: error.requestId };
}
