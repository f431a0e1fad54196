// Refusals that code acts on by their `code` and shows by their message, written for the person as it is.

/** A refusal: what went wrong as a code, and a message safe to show. */
export class CodedError<C extends string> extends Error {
  constructor(
    readonly code: C,
    message: string,
  ) {
    super(message);
  }
}

/** A refusal of a form's input, on the field it concerns (null when it concerns the form as a whole). */
export class FieldError<C extends string, F extends string> extends CodedError<C> {
  constructor(
    code: C,
    message: string,
    readonly field: F | null = null,
  ) {
    super(code, message);
  }
}
