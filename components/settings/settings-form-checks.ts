import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { addAccountSchema, changeMemberSchema, inviteMemberSchema, rotateKeySchema } from "./schemas";

// The settings forms' resolvers, on the schemas the server actions check again (schemas.ts, with zod). The
// forms load this module when they are first focused or checked (components/forms/lazy-checks.ts).

export const addAccountResolver = wordedZodResolver(addAccountSchema);
export const rotateKeyResolver = wordedZodResolver(rotateKeySchema);

/** `roles`: those the member may hand out; `branchRoles`: those that may be limited to one branch. */
export function inviteMemberResolver(roles: readonly [string, ...string[]], branchRoles: readonly string[]) {
  return wordedZodResolver(inviteMemberSchema(roles, branchRoles));
}

export function changeMemberResolver(roles: readonly [string, ...string[]], branchRoles: readonly string[]) {
  return wordedZodResolver(changeMemberSchema(roles, branchRoles));
}
