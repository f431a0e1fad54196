/**
 * What the members page lets the viewer do with each row, and why not when it cannot: the same rules the
 * server applies (server/settings/members.ts), so a button is never offered only to be refused.
 */

export interface MemberRuleInput {
  userId: string;
  role: string;
}

export interface MemberRowRules {
  /** Null when the member's role and branch can be changed; else why not. */
  changeBlocked: string | null;
  /** Null when the member can be removed; else why not. */
  removeBlocked: string | null;
}

export const ONLY_OWNER_CHANGES_OWNER = "Only an owner can change or remove an owner.";
export const LAST_OWNER =
  "The only owner cannot be removed or given another role. Make another member an owner first.";

export function memberRowRules(
  member: MemberRuleInput,
  viewerRole: string,
  members: readonly MemberRuleInput[],
): MemberRowRules {
  if (member.role === "owner" && viewerRole !== "owner") {
    return {
      changeBlocked: ONLY_OWNER_CHANGES_OWNER,
      removeBlocked: ONLY_OWNER_CHANGES_OWNER,
    };
  }
  const lastOwner = member.role === "owner" && members.filter((row) => row.role === "owner").length <= 1;
  return {
    // An owner works with every branch, so the last one has nothing else to change.
    changeBlocked: lastOwner ? LAST_OWNER : null,
    removeBlocked: lastOwner ? LAST_OWNER : null,
  };
}
