import "server-only";
import type { ShellAccount } from "@/components/shell/types";
import type { AccountMembership } from "@/server/accounts/service";
import { permissionsOf } from "@/server/auth/policy";

/** The shell's view of a membership: what the navigation needs, and nothing secret. */
export function toShellAccount({ account, role, branchId }: AccountMembership): ShellAccount {
  return {
    id: account.id,
    name: account.name,
    environment: account.environment,
    keyId: account.keyId,
    capabilities: [...account.capabilities],
    role,
    branchId,
    permissions: permissionsOf(role),
  };
}
