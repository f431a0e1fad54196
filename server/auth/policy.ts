import "server-only";
import { type Operation, type Permission, permissions } from "@/lib/payments-api/operation";

export const roles = ["owner", "admin", "developer", "finance", "staff"] as const;
export type Role = (typeof roles)[number];

/** Permissions of the console itself, which no upstream operation names. */
export const consolePermissions = ["accounts:manage", "members:manage", "audit:read"] as const;
export type ConsolePermission = (typeof consolePermissions)[number];

export type AnyPermission = Permission | ConsolePermission;

const allPermissions: readonly AnyPermission[] = [...permissions, ...consolePermissions];
const allRead = permissions.filter((permission) => permission.endsWith(":read"));

/**
 * Moving money out of the merchant's float is reserved to these roles, for reading as well as writing: the
 * settlements, the payouts with their recipients, and the float reports (the ledger names every payout).
 */
const moneyOutRoles: readonly Role[] = ["owner", "admin", "finance"];
const moneyOutPermissions: readonly Permission[] = [
  "withdrawals:read",
  "withdrawals:write",
  "offramp:read",
  "offramp:write",
  "reports:read",
];

/** The one table from roles to what they may do. */
const table: Record<Role, readonly AnyPermission[]> = {
  owner: allPermissions,
  admin: allPermissions,
  finance: [...allRead, "withdrawals:write", "offramp:write"],
  developer: [
    ...allRead.filter((permission) => !moneyOutPermissions.includes(permission)),
    "payments:write",
    "payment-links:write",
    "webhooks:write",
  ],
  staff: [
    "payments:read",
    "payments:write",
    "payment-links:read",
    "payment-links:write",
    "branches:read",
    "direct-debit:read",
  ],
};

// A later edit of the table must not hand money-out rights to another role by accident.
for (const role of roles) {
  if (moneyOutRoles.includes(role)) continue;
  const leaked = table[role].filter((permission) => moneyOutPermissions.includes(permission as Permission));
  if (leaked.length > 0) throw new Error(`Role ${role} must not hold ${leaked.join(", ")}`);
}

const sets = new Map<Role, ReadonlySet<AnyPermission>>(roles.map((role) => [role, new Set(table[role])]));

export function can(role: Role, permission: AnyPermission): boolean {
  return sets.get(role)?.has(permission) ?? false;
}

/** The role's permissions, in the canonical order (contract permissions first, then console ones). */
export function permissionsOf(role: Role): AnyPermission[] {
  return allPermissions.filter((permission) => can(role, permission));
}

/** What a permission lets a person do, in words, for refusals. */
const permissionWords: Record<Permission, string> = {
  "payments:read": "read payments",
  "payments:write": "create payments",
  "payment-links:read": "read payment links",
  "payment-links:write": "create or change payment links",
  "branches:read": "read branches",
  "branches:write": "create or change branches",
  "direct-debit:read": "read direct-debit contracts",
  "direct-debit:write": "create, charge or end direct-debit contracts",
  "withdrawals:read": "read settlements",
  "withdrawals:write": "request settlements",
  "offramp:read": "read payouts",
  "offramp:write": "make payouts",
  "reports:read": "read the float ledger and the payout report",
  "webhooks:read": "read webhook settings",
  "webhooks:write": "send test webhooks",
};

/** Why a role may not make an upstream call, or null when it may (the BFF and the member's client alike). */
export function roleRefusal(role: Role, operation: Pick<Operation, "permission">): string | null {
  if (can(role, operation.permission)) return null;
  return `Your role (${role}) does not allow this: it cannot ${permissionWords[operation.permission]} (the ${operation.permission} permission)`;
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** A membership with a branch sees only that branch's payments, links and contracts. */
export function isBranchScoped(membership: { branchId: string | null | undefined }): boolean {
  return typeof membership.branchId === "string" && membership.branchId.length > 0;
}
