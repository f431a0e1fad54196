import { z } from "zod";
import { formResolver } from "@/components/forms/form-resolver";

// The two-factor code form's checks (zod): the form loads this module when it is first focused or checked
// (components/forms/lazy-checks.ts), not with its page.

/** A six-digit code from an authenticator app; spaces (as some apps show it) are ignored. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .refine((value) => value.length > 0, "Enter the 6-digit code from your app")
    .refine((value) => /^\d{6}$/.test(value), "The code is 6 digits"),
});
export type TotpCodeValues = z.input<typeof totpCodeSchema>;

/** To turn the second factor off: a current code, or one of the recovery codes. */
export const freshCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Enter the 6-digit code from your app, or a recovery code")
    .max(20, "This is too long to be a code"),
});
export type FreshCodeValues = z.input<typeof freshCodeSchema>;

/** The code form's resolver: six digits, or with `allowRecoveryCode` a recovery code too. */
export function codeResolver(allowRecoveryCode: boolean) {
  // Both schemas read and give `{ code: string }`.
  return formResolver((allowRecoveryCode ? freshCodeSchema : totpCodeSchema) as typeof freshCodeSchema);
}
