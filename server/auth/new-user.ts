import "server-only";
import { z } from "zod";
import { passwordProblem } from "./password";
import { normalizeEmail } from "./throttle";

/** The fields a person fills in to create their own user (first-run setup and invitation acceptance). */
export interface NewUserInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type NewUserParse =
  | { ok: true; value: { name: string; email: string; password: string } }
  | { ok: false; fieldErrors: FieldErrors<keyof NewUserInput> };

const schema = z
  .object({
    name: z.string().trim().min(1, "Enter your name").max(100, "Name must be at most 100 characters"),
    email: z
      .string()
      .transform(normalizeEmail)
      .pipe(z.email("Enter a valid email address").max(320, "Email is too long")),
    password: z.string().superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

/** Validates the form; the first problem of each field, in words a person can act on. */
export function parseNewUser(input: Partial<Record<keyof NewUserInput, unknown>>): NewUserParse {
  const result = schema.safeParse({
    name: input.name ?? "",
    email: input.email ?? "",
    password: input.password ?? "",
    confirmPassword: input.confirmPassword ?? "",
  });
  if (result.success) {
    const { name, email, password } = result.data;
    return { ok: true, value: { name, email, password } };
  }
  const fieldErrors: FieldErrors<keyof NewUserInput> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === "name" || field === "email" || field === "password" || field === "confirmPassword") {
      fieldErrors[field] ??= issue.message;
    }
  }
  return { ok: false, fieldErrors };
}

/** Reads the new-user fields of a submitted form. */
export function newUserFields(form: FormData): Partial<Record<keyof NewUserInput, unknown>> {
  return {
    name: form.get("name"),
    email: form.get("email"),
    password: form.get("password"),
    confirmPassword: form.get("confirmPassword"),
  };
}
