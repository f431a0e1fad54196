import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { fieldName } from "@/lib/payments-api/validation";
import { formErrorMap } from "./form-error-map";
import { formFieldPath } from "./form-field-path";

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
  /** Messages for issues the schema does not word itself; the form error map by default. */
  error?: z.core.$ZodErrorMap;
}

export interface BodyResolverOptions<TValues> extends FormResolverOptions<TValues> {
  /** The API body these values would send (blanks left out); the schema judges the body, not the values. */
  toBody: (values: TValues) => unknown;
}

/**
 * The forms' one resolver: validates with a zod schema and gives react-hook-form its errors, each under the
 * field it concerns, worded by the form error map unless the schema words it. With `toBody` it validates the
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
    const result = await schema.safeParseAsync(checked, { error: options.error ?? formErrorMap });
    const problems = [
      ...(result.success ? [] : result.error.issues).map((issue) => ({
        field: fieldOf(fieldName(issue.path)),
        type: issue.code,
        message: issue.message,
      })),
      ...(options.check?.(values) ?? []).map((problem) => ({ ...problem, type: "form" })),
    ];
    if (result.success && problems.length === 0) return { values: result.data, errors: {} };
    // The first problem of a field is the one shown: the schema's before the form's own rules.
    const flat: Record<string, FieldError> = Object.create(null);
    for (const problem of problems) flat[problem.field] ??= { type: problem.type, message: problem.message };
    return { values: {}, errors: toNestErrors(flat, resolverOptions) };
  };
}
