import { z } from "zod";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";

// The checks (zod) of the forms that change a person's own sign-in (the second factor, ending sessions):
// the forms load this module when they are first focused or checked (components/forms/lazy-checks.ts),
// not with their page.

/** Every change to a person's sign-in asks for the current password: a session alone changes nothing. */
const currentPassword = z.string().min(1, "Enter your current password");

/** The current password alone: to start setting up a second factor, or to end other sessions. */
export const currentPasswordSchema = z.object({ currentPassword });
export type CurrentPasswordValues = z.input<typeof currentPasswordSchema>;

/** To turn it on: a six-digit code from an authenticator app (spaces, as some apps show it, ignored). */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .refine((value) => value.length > 0, "Enter the 6-digit code from your app")
    .refine((value) => /^\d{6}$/.test(value), "The code is 6 digits"),
  currentPassword,
});
export type TotpCodeValues = z.input<typeof totpCodeSchema>;

/** To turn it off: a current code, or one of the recovery codes. */
export const freshCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Enter the 6-digit code from your app, or a recovery code")
    .max(20, "This is too long to be a code"),
  currentPassword,
});
export type FreshCodeValues = z.input<typeof freshCodeSchema>;

export const currentPasswordResolver = wordedZodResolver(currentPasswordSchema);

/** The code form's resolver: six digits, or with `allowRecoveryCode` a recovery code too. */
export function codeResolver(allowRecoveryCode: boolean) {
  // Both schemas read and give `{ code: string; currentPassword: string }`.
  return wordedZodResolver((allowRecoveryCode ? freshCodeSchema : totpCodeSchema) as typeof freshCodeSchema);
}
