"use client";

import { usePathname } from "next/navigation";
import { TabNav } from "@/components/ui/tab-nav";

const links = [
  { href: "/settings/accounts", label: "Merchant accounts", needsMembersManage: false },
  { href: "/settings/members", label: "Members", needsMembersManage: true },
  // Owners and admins: the roles that manage members are the ones that read the audit log.
  { href: "/settings/audit", label: "Audit log", needsMembersManage: true },
  { href: "/settings/security", label: "Security", needsMembersManage: false },
  { href: "/settings/sessions", label: "Sessions", needsMembersManage: false },
] as const;

/** The settings pages as tabs; Members only for those who may manage members somewhere. */
export function SettingsNav({ canManageMembers }: { canManageMembers: boolean }) {
  const pathname = usePathname();
  const tabs = links
    .filter((link) => canManageMembers || !link.needsMembersManage)
    .map(({ href, label }) => ({
      href,
      label,
      active: pathname === href || pathname.startsWith(`${href}/`),
    }));
  return <TabNav label="Settings" links={tabs} />;
}
