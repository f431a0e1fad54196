/**
 * A server action's refusal: a message safe to show; when the problem is one field's, that field's message
 * for the form; and, when the console logged the attempt, the request id that finds it in the log.
 */
export interface ActionFailure<TField extends string = string> {
  ok: false;
  message: string;
  fieldErrors?: Partial<Record<TField, string>>;
  requestId?: string;
}

/** What a settings server action answers; actions never throw at the client. */
export type ActionResult<TData = null, TField extends string = string> =
  | { ok: true; data: TData }
  | ActionFailure<TField>;

export function actionFailure<TField extends string>(
  message: string,
  fieldErrors?: Partial<Record<TField, string>>,
  requestId?: string,
): ActionFailure<TField> {
  return {
    ok: false,
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * A text argument of a server action as received: anyone can call an action with any JSON, so anything but
 * a string of at most `maxLength` characters reads as "" (which every action refuses as missing or unknown),
 * never as an exception.
 */
export function actionText(value: unknown, maxLength = 2_000): string {
  return typeof value === "string" && value.length <= maxLength ? value : "";
}

/** A named argument of a server action's input object, or undefined when the input is not an object. */
export function actionField(input: unknown, name: string): unknown {
  return typeof input === "object" && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)[name]
    : undefined;
}

/**
 * A form argument of a server action as received: anything but FormData reads as an empty form, which every
 * form action answers by asking for its fields, never with an exception.
 */
export function actionForm(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}
