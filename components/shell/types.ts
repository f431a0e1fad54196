/**
 * What the shell knows about one of the signed-in user's merchant accounts. Built on the server from the
 * account view and the membership; never contains key material (the key is known by its id only).
 */
export interface ShellAccount {
  id: string;
  name: string;
  environment: "sandbox" | "production";
  keyId: string;
  capabilities: string[];
  role: string;
  /** Set when the membership sees one branch only. */
  branchId: string | null;
  /** The role's permissions (contract and console ones), as server/auth/policy.ts grants them. */
  permissions: string[];
  /** Payouts and settlements waiting for this member's approval (for members who may approve). */
  pendingApprovals?: number;
}

export interface ShellUser {
  name: string | null;
  email: string;
}
