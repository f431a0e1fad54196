import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { z } from "zod";
import { fieldName } from "@/lib/payments-api/validation";
import { formFieldPath } from "./form-field-path";
import { type FormWords, issueWords, personWords } from "./person-words";

/** A problem with the typed values that the schema cannot see, on a field of the form. */
export interface FormProblem {
  field: string;
  message: string;
}

export interface WordedResolverOptions<TValues> {
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

export interface BodyResolverOptions<TValues> extends WordedResolverOptions<TValues> {
  /** The API body these values would send (blanks left out); the schema judges the body, not the values. */
  toBody: (values: TValues) => unknown;
}

// Marks an issue the schema leaves to the form to word (zod asks the parse's error map only about those).
const UNWORDED = "\u0000unworded";

/** The constraint a contract rule names (`params.constraint`), which picks the form's own sentence. */
function constraintOf(issue: z.core.$ZodIssue): string | undefined {
  return issue.code === "custom"
    ? (issue.params as { constraint?: string } | undefined)?.constraint
    : undefined;
}

/**
 * @hookform/resolvers' zodResolver over `schema`, in a person's words: every issue lands under the field it
 * concerns (`fieldOf`), named by its label (person-words.ts), unless the schema words it; the form's own
 * rules (`check`: an amount refused as typed) come first. With `toBody` the schema judges the body the form
 * will send, with the contract's own schema, so what the form accepts the service accepts. On success the
 * submit handler receives the schema's output (the parsed body).
 *
 * The wording needs each issue whole (its limits, the rule's constraint), which zodResolver keeps only as a
 * message and a code; so the schema runs inside a transform that hands zodResolver worded issues.
 */
export function wordedZodResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  options: BodyResolverOptions<TValues>,
): Resolver<TValues, unknown, z.output<TSchema>>;
export function wordedZodResolver<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  options?: WordedResolverOptions<z.input<TSchema>>,
): Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
export function wordedZodResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  options: WordedResolverOptions<TValues> & { toBody?: (values: TValues) => unknown } = {},
): Resolver<TValues, unknown, unknown> {
  const fieldOf = options.fieldOf ?? formFieldPath;
  const at = (field: string) => field.split(".");
  const worded = z.custom<TValues>().transform(async (values, ctx) => {
    const checked = options.toBody ? options.toBody(values) : values;
    const words = typeof options.words === "function" ? options.words(values) : options.words;
    const result = await schema.safeParseAsync(checked, { error: () => UNWORDED, reportInput: true });
    // The first problem of a field is the one shown: the form's own rules before the schema's, which judge
    // the body built from what was typed.
    for (const problem of options.check?.(values) ?? []) {
      ctx.addIssue({ code: "custom", path: at(problem.field), message: problem.message });
    }
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = fieldName(issue.path);
      const message =
        issue.message === UNWORDED
          ? issueWords(issue, words)
          : personWords(issue.message, words, { field, constraint: constraintOf(issue) });
      // As a plain issue: zodResolver would word a union's branches again, from the schema's raw messages.
      ctx.addIssue({ code: "custom", path: at(fieldOf(field)), message });
    }
    return z.NEVER;
  });
  return zodResolver(worded) as Resolver<TValues, unknown, unknown>;
}
