import type { z } from "zod";
import { type FormWords, issueWords } from "@/components/forms/person-words";

export interface FormProblem {
  path: (string | number)[];
  message: string;
}

/**
 * A form schema that judges the body the form would send with the contract's own schema, and outputs that
 * body. Every problem shows at once, under the field of the same name: the form's own checks first (they
 * are worded for the form: "Up to 2 decimal places"), then the contract's, one per field, named by the
 * form's labels (`words`, components/forms/labels.ts).
 */
export function formBodySchema<TValues, TBody extends z.ZodType>(
  values: z.ZodType<TValues, TValues>,
  toBody: (values: TValues) => unknown,
  body: TBody,
  formProblems: (values: TValues) => FormProblem[] = () => [],
  words?: (values: TValues) => FormWords,
) {
  return values
    .superRefine((typed, ctx) => {
      const seen = new Set<string>();
      const report = (path: PropertyKey[], message: string) => {
        const key = path.map(String).join(".");
        if (seen.has(key)) return;
        seen.add(key);
        ctx.addIssue({
          code: "custom",
          path: path.map((part) => (typeof part === "number" ? part : String(part))),
          message,
        });
      };
      for (const problem of formProblems(typed)) report(problem.path, problem.message);
      const checked = body.safeParse(toBody(typed), { reportInput: true });
      if (!checked.success) {
        const named = words?.(typed);
        for (const issue of checked.error.issues) report(issue.path, issueWords(issue, named));
      }
    })
    .transform((typed): z.output<TBody> => body.parse(toBody(typed)));
}

/** The body without the fields left blank, so "not given" is absent from what is sent, not undefined. */
export function withoutBlanks<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}
