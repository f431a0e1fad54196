"use client";

import { usePathname } from "next/navigation";
import Link from "@/components/ui/link";
import { cn } from "@/lib/cn";

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
  return (
    <nav aria-label="Settings" className="mb-6 border-b">
      <ul className="-mb-px flex gap-4 overflow-x-auto">
        {links
          .filter((link) => canManageMembers || !link.needsMembersManage)
          .map((link) => {
            const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex border-b-2 px-1 pb-2.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    active
                      ? "border-foreground text-foreground"
                      : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
