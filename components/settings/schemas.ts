import { z } from "zod";
import { isWebAddress, WEB_ADDRESS_MESSAGE } from "@/components/forms/web-address-check";
import { environments } from "./account-values";

/**
 * The settings forms' schemas: the client validates with them inline and the server actions validate the
 * same shapes again before anything else (the account service then applies its own, stricter checks).
 * The browser loads them when a form is first used (settings-form-checks.ts), not with the page.
 */

export { DEFAULT_SANDBOX_BASE_URL, type Environment, environments } from "./account-values";

const baseUrl = z
  .string()
  .trim()
  .min(1, "Enter the payments service's base URL")
  .refine(isWebAddress, WEB_ADDRESS_MESSAGE);

export const apiKeyField = z
  .string()
  .trim()
  .min(1, "Paste the full API key")
  .max(1000, "This is too long to be an API key")
  .refine((value) => value.includes("."), "Paste the whole key: its id and secret, joined by a dot");

export const addAccountSchema = z
  .object({
    name: z.string().trim().min(1, "Give the account a name").max(100, "At most 100 characters"),
    environment: z.enum(environments, "Choose sandbox or production"),
    baseUrl,
    apiKey: apiKeyField,
    webhookPublicKeyPem: z
      .string()
      .trim()
      .max(5000, "This is too long to be a public key")
      .refine(
        (value) => value === "" || value.includes("BEGIN PUBLIC KEY"),
        "Paste the PEM, from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----, or leave it empty",
      ),
  })
  .refine((value) => value.environment !== "production" || isHttpsOrLoopback(value.baseUrl), {
    path: ["baseUrl"],
    message: "A production account needs an https:// base URL",
  });
export type AddAccountValues = z.input<typeof addAccountSchema>;
export type AddAccountField = keyof AddAccountValues;

export const rotateKeySchema = z.object({ accountId: z.string().min(1), apiKey: apiKeyField });
export type RotateKeyValues = z.input<typeof rotateKeySchema>;

export const removeAccountSchema = z.object({ accountId: z.string().min(1) });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A member's role and branch scope. The roles come from the server's policy table and `branchRoles` names
 * those that may be limited to one branch, so the schemas are built from the lists they are given. The
 * server checks the same rules again and asks the service that the branch is the account's.
 */
function scopeShape<const TRole extends readonly [string, ...string[]]>(roles: TRole) {
  return {
    accountId: z.string("Choose the account").min(1, "Choose the account"),
    role: z.enum(roles, "Choose a role"),
    branchId: z
      .string("Choose one of the account's branches")
      .trim()
      .refine((value) => value === "" || uuidPattern.test(value), "Choose one of the account's branches"),
  };
}

function scopeRule(branchRoles: readonly string[]) {
  const names = branchRoles.length > 0 ? branchRoles.join(", ") : "no role";
  const check = (value: { role: string; branchId: string }) =>
    value.branchId === "" || branchRoles.includes(value.role);
  return [
    check,
    {
      path: ["branchId"],
      message: `Only ${names} can be limited to one branch; choose All branches for this role`,
    },
  ] as [typeof check, { path: string[]; message: string }];
}

export function inviteMemberSchema<const TRole extends readonly [string, ...string[]]>(
  roles: TRole,
  branchRoles: readonly string[],
) {
  return z
    .object({
      ...scopeShape(roles),
      email: z
        .string()
        .trim()
        .toLowerCase()
        // An address has at most 254 characters (RFC 5321); anything longer is not one.
        .max(254, "An email address has 254 characters at most")
        .pipe(z.email("Enter the invitee's email address")),
    })
    .refine(...scopeRule(branchRoles));
}
export interface InviteMemberValues {
  accountId: string;
  email: string;
  role: string;
  branchId: string;
}
export type InviteMemberField = keyof InviteMemberValues;

export function changeMemberSchema<const TRole extends readonly [string, ...string[]]>(
  roles: TRole,
  branchRoles: readonly string[],
) {
  return z
    .object({ ...scopeShape(roles), userId: z.uuid("Choose a member") })
    .refine(...scopeRule(branchRoles));
}
export interface ChangeMemberValues {
  accountId: string;
  userId: string;
  role: string;
  branchId: string;
}
export type ChangeMemberField = keyof ChangeMemberValues;

export const removeMemberSchema = z.object({ accountId: z.string().min(1), userId: z.uuid() });
export const revokeInvitationSchema = z.object({ accountId: z.string().min(1), invitationId: z.uuid() });

function isHttpsOrLoopback(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    // The URL's own rule reports it.
    return true;
  }
}
