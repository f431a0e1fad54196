import type { z } from "zod";
import { fieldName } from "@/lib/payments-api/validation";
import { formFieldPath } from "./form-field-path";
import { nestErrors } from "./form-paths";
import type { FieldError, FieldValues, Resolver } from "./form-state";
import { type FormWords, issueWords, personWords } from "./person-words";

/** A problem with the typed values that the schema cannot see, on a field of the form. */
export interface FormProblem {
  field: string;
  message: string;
}

export interface FormResolverOptions<TValues> {
  /**
   * Where a field of the checked object sits in the form, named as the payments API names it
   * ("goods[0].name", "body"); by default "goods.0.name" and the form's root.
   */
  fieldOf?: (field: string) => string;
  /** Rules about the typed values that the checked object cannot express, with their own messages. */
  check?: (values: TValues) => FormProblem[];
  /**
   * The form's labels and sentences (components/forms/labels.ts), or a function of the typed values when a
   * label depends on them ("Amount (LKR)"). Issues the schema does not word itself are worded with them.
   */
  words?: FormWords | ((values: TValues) => FormWords);
}

/** A message the schema wrote: the contract's rules carry their constraint, the form's own do not. */
function ownDetail(issue: z.core.$ZodIssue) {
  const constraint =
    issue.code === "custom" ? (issue.params as { constraint?: string } | undefined)?.constraint : undefined;
  return { field: fieldName(issue.path), constraint };
}

// Marks an issue the schema leaves to the form to word (zod asks the parse's error map only about those).
const UNWORDED = "\u0000unworded";

export interface BodyResolverOptions<TValues> extends FormResolverOptions<TValues> {
  /** The API body these values would send (blanks left out); the schema judges the body, not the values. */
  toBody: (values: TValues) => unknown;
}

/**
 * The forms' one resolver: validates with a zod schema and gives the form (form-state.tsx) its errors, each under the
 * field it concerns, in a person's words (person-words.ts: labels, not paths) unless the schema words it. With `toBody` it validates the
 * body the form will send, with the contract's own schema, so what the form accepts the service accepts.
 * On success the submit handler receives the schema's output (the parsed body).
 */
export function formResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  options: BodyResolverOptions<TValues>,
): Resolver<TValues, unknown, z.output<TSchema>>;
export function formResolver<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  options?: FormResolverOptions<z.input<TSchema>>,
): Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
export function formResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  options: FormResolverOptions<TValues> & { toBody?: (values: TValues) => unknown } = {},
): Resolver<TValues, unknown, unknown> {
  const fieldOf = options.fieldOf ?? formFieldPath;
  return async (values, _context, resolverOptions) => {
    const checked = options.toBody ? options.toBody(values) : values;
    const words = typeof options.words === "function" ? options.words(values) : options.words;
    const result = await schema.safeParseAsync(checked, { error: () => UNWORDED, reportInput: true });
    const problems = [
      ...(options.check?.(values) ?? []).map((problem) => ({ ...problem, type: "form" })),
      ...(result.success ? [] : result.error.issues).map((issue) => ({
        field: fieldOf(fieldName(issue.path)),
        type: issue.code,
        message:
          issue.message === UNWORDED
            ? issueWords(issue, words)
            : personWords(issue.message, words, ownDetail(issue)),
      })),
    ];
    if (result.success && problems.length === 0) return { values: result.data, errors: {} };
    // The first problem of a field is the one shown: the form's own rules (an amount it refuses as typed)
    // before the schema's, which judge the body built from it.
    const flat: Record<string, FieldError> = Object.create(null);
    for (const problem of problems) flat[problem.field] ??= { type: problem.type, message: problem.message };
    return { values: {}, errors: nestErrors<TValues>(flat, resolverOptions.names) };
  };
}
