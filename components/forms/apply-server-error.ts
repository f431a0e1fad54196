import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isBffError } from "@/data/bff";
import type { ActionFailure } from "@/lib/action-result";
import { formFieldPath } from "./form-field-path";
import type { FormWords } from "./person-words";

/** What the form shows above its fields when the server's answer is not about one of them. */
export interface FormFailure {
  message: string;
  requestId: string | null;
}

const UNEXPECTED: FormFailure = {
  message: "Something went wrong. Nothing was saved; try again in a moment.",
  requestId: null,
};

export interface ApplyServerErrorOptions<TValues extends FieldValues> {
  /** The form's fields (top-level names are enough: "goods" covers "goods.0.name"). */
  fields: readonly Path<TValues>[];
  /** Where a 409 belongs: the field whose value must be unique. */
  conflictField?: Path<TValues>;
  /** Where a field named by the server sits in the form; "goods[0].name" → "goods.0.name" by default. */
  fieldOf?: (field: string) => string;
  /** The form's labels and sentences (components/forms/labels.ts), so every message names fields by label. */
  words?: FormWords;
}

interface ServerProblems {
  fieldErrors: { field: string; constraint?: string; message: string }[];
  message: string;
  requestId: string | null;
}

function isActionFailure(value: unknown): value is ActionFailure {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<ActionFailure>;
  return candidate.ok === false && typeof candidate.message === "string";
}

/** A BffError or a server action's failure as one shape: field errors, a message, a request id. */
function problemsOf(failure: unknown): ServerProblems | null {
  if (isBffError(failure)) {
    return {
      fieldErrors: failure.details.map(({ field, constraint, message }) => ({ field, constraint, message })),
      message: failure.message,
      requestId: failure.requestId,
    };
  }
  if (isActionFailure(failure)) {
    const entries = Object.entries(failure.fieldErrors ?? {});
    return {
      fieldErrors: entries.flatMap(([field, message]) => (message ? [{ field, message }] : [])),
      message: failure.message,
      requestId: failure.requestId ?? null,
    };
  }
  return null;
}

/**
 * Puts a refused submission on the form, whoever refused it: the BFF (a BffError: 400 details under their
 * fields, a 409 under the field that must be unique) or a server action (`{ ok: false, message,
 * fieldErrors?, requestId? }`). The first field error gets the focus; what was typed stays. Resolves to what
 * is left for <FormFailureAlert>, or null when every problem landed on a field. The wording rules load with
 * the first refusal, so a form's page does not carry them.
 */
export async function applyServerError<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  failure: unknown,
  options: ApplyServerErrorOptions<TValues>,
): Promise<FormFailure | null> {
  const problems = problemsOf(failure);
  if (!problems) return UNEXPECTED;
  // Offline, the rules may not load: messages are then shown as the console or the service wrote them.
  const rules = await import("./person-words").catch(() => null);
  const personWords = rules?.personWords ?? ((message: string) => message);
  const detailWords = rules?.detailWords ?? ((detail: { message: string }) => detail.message);
  const fieldOf = options.fieldOf ?? formFieldPath;
  let focused = false;
  // Paths come from the server's answer; react-hook-form accepts any string path at runtime.
  const place = (field: string, message: string) => {
    setError(field as Path<TValues>, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  };
  const known = (field: string) =>
    options.fields.some((candidate) => field === candidate || field.startsWith(`${candidate}.`));

  const words = options.words;
  if (isBffError(failure) && failure.status === 409 && options.conflictField) {
    place(options.conflictField, personWords(failure.message, words));
    return null;
  }
  const unplaced: string[] = [];
  for (const detail of problems.fieldErrors) {
    const path = fieldOf(detail.field);
    // A server action's own field errors are already worded for the form; a detail is the service's.
    const message = isBffError(failure) ? detailWords(detail, words) : detail.message;
    if (known(path)) place(path, message);
    else unplaced.push(sentence(message));
  }
  if (focused && unplaced.length === 0) return null;
  return {
    message: unplaced.length > 0 ? unplaced.join(" ") : personWords(problems.message, words),
    requestId: problems.requestId,
  };
}

function sentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
