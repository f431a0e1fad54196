/** What an auth form's server action returns to the page: a message, per-field problems, kept values. */
export interface AuthFormState<Field extends string = string> {
  error?: string;
  fieldErrors?: Partial<Record<Field, string>>;
  /** Non-secret values to put back into the fields (React resets a form after its action). */
  values?: Partial<Record<Field, string>>;
  /** Changes on every submission, so the form can react to a repeated identical error. */
  submittedAt?: number;
}
