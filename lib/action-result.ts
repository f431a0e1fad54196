/**
 * What a settings server action answers. Failures carry a message safe to show and, when the problem is one
 * field's, that field's message for the form; actions never throw at the client.
 */
export type ActionResult<TData = null, TField extends string = string> =
  | { ok: true; data: TData }
  | { ok: false; message: string; fieldErrors?: Partial<Record<TField, string>> };

export function actionFailure<TField extends string>(
  message: string,
  fieldErrors?: Partial<Record<TField, string>>,
): { ok: false; message: string; fieldErrors?: Partial<Record<TField, string>> } {
  return fieldErrors ? { ok: false, message, fieldErrors } : { ok: false, message };
}
