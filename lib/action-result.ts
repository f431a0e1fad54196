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
