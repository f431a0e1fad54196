import { z } from "zod";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";

// The change-password form's checks (zod): the form loads this module when it is first focused or checked
// (components/forms/lazy-checks.ts), not with its page.

/** The password policy's lengths, given by the server (server/auth/password.ts holds them). */
export interface PasswordRules {
  min: number;
  max: number;
}

const length = (value: string) => [...value].length;

/** The change-password form: the current password, and the new one twice. */
export function passwordChangeSchema(rules: PasswordRules) {
  return z
    .object({
      currentPassword: z.string().min(1, "Enter your current password"),
      newPassword: z
        .string()
        .min(1, "Enter a new password")
        .refine((value) => value === "" || length(value) >= rules.min, {
          message: `Password must be at least ${rules.min} characters`,
        })
        .refine((value) => length(value) <= rules.max, {
          message: `Password must be at most ${rules.max} characters`,
        }),
      confirmPassword: z.string().min(1, "Enter the new password again"),
    })
    .refine((values) => values.confirmPassword === "" || values.confirmPassword === values.newPassword, {
      path: ["confirmPassword"],
      message: "Passwords do not match",
    })
    .refine((values) => values.newPassword === "" || values.newPassword !== values.currentPassword, {
      path: ["newPassword"],
      message: "Choose a password different from your current one",
    });
}

export type PasswordChangeFormValues = z.input<ReturnType<typeof passwordChangeSchema>>;

/** The form's resolver for the server's password policy. */
export function passwordChangeResolver(rules: PasswordRules) {
  return wordedZodResolver(passwordChangeSchema(rules));
}
