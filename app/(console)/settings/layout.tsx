import type { ReactNode } from "react";
import { SettingsNav } from "@/components/settings/settings-nav";
import { loadMemberships } from "@/server/access/memberships";
import { can } from "@/server/auth/policy";
import { requireUser } from "@/server/session";

export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const memberships = await loadMemberships(user.id);
  const canManageMembers = memberships.some(({ role }) => can(role, "members:manage"));
  return (
    <div className="mx-auto max-w-5xl">
      <SettingsNav canManageMembers={canManageMembers} />
      {children}
    </div>
  );
}
