import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { toValidationDetails } from "@/lib/payments-api/validation";

export interface ContractResolverOptions<TValues extends FieldValues> {
  /** The API body for the typed values (blank → absent), as it would be sent. */
  toBody: (values: TValues) => unknown;
  /** The form field that holds a contract field ("goods[0].name" → "goods.0.name"). */
  fieldOf: (contractField: string) => string;
  /** Rules of the form beyond the schema, with their own messages. */
  extraProblems?: (values: TValues) => { field: string; message: string }[];
}

/**
 * A react-hook-form resolver that validates the body the form would send with the contract's schema and
 * words each problem with the contract's own messages (`toValidationDetails`), so the form says exactly
 * what a 400 from the service would say ("amount must be greater than 0").
 */
export function contractResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  options: ContractResolverOptions<TValues>,
): Resolver<TValues> {
  return async (values, _context, resolverOptions) => {
    const body = options.toBody(values);
    const result = schema.safeParse(body);
    const problems = [
      ...(result.success
        ? []
        : toValidationDetails(result.error, body).map((detail) => ({
            field: options.fieldOf(detail.field),
            type: detail.constraint,
            message: detail.message,
          }))),
      ...(options.extraProblems?.(values) ?? []).map((problem) => ({ ...problem, type: "form" })),
    ];
    if (problems.length === 0) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const problem of problems) flat[problem.field] ??= { type: problem.type, message: problem.message };
    return { values: {}, errors: toNestErrors(flat, resolverOptions) };
  };
}
