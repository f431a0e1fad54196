"use client";

import { usePathname } from "next/navigation";
import { NavCount } from "@/components/approvals/nav-count";
import Link from "@/components/ui/link";
import { cn } from "@/lib/cn";
import { isNavItemActive, type NavGroup, type NavItem } from "./nav-items";

const groupLabels: Record<NavGroup, string | null> = {
  main: null,
  "money-out": "Money out",
  developers: "Build",
  settings: null,
};

/** The section links, grouped; `onNavigate` lets the phone sheet close itself after a tap. */
export function SidebarNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  const groups = Object.keys(groupLabels) as NavGroup[];
  return (
    <nav aria-label="Console sections" className="grid gap-4">
      {groups.map((group) => {
        const entries = items.filter((item) => item.group === group);
        if (entries.length === 0) return null;
        const label = groupLabels[group];
        return (
          <div key={group} className="grid gap-1">
            {label ? (
              <p className="px-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {label}
              </p>
            ) : null}
            <ul className="grid gap-0.5">
              {entries.map((item) => {
                const active = isNavItemActive(item, pathname);
                const Icon = item.icon;
                return (
                  <li key={item.id}>
                    <Link
                      href={item.href}
                      onClick={onNavigate}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/80 outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                        active && "bg-sidebar-accent text-sidebar-accent-foreground",
                      )}
                    >
                      <Icon className="size-4 shrink-0" aria-hidden="true" />
                      {item.label}
                      {item.count ? <NavCount count={item.count} /> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
