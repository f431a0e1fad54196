"use client";

import { Plus } from "lucide-react";
import { lazy } from "react";
import Link from "@/components/ui/link";
import { OpenOnIntent } from "@/components/ui/open-on-intent";
import { cn } from "@/lib/cn";
import { AccountSwitcherButton } from "./account-switcher-button";
import type { ShellAccount } from "./types";

const loadMenu = () => import("./account-switcher-menu");
const AccountSwitcherMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.AccountSwitcherMenu })),
);

/**
 * The merchant account being worked on, and the menu to switch to another. The menu's code (a Radix menu)
 * loads when a person reaches for it; until then the same button stands in.
 */
export function AccountSwitcher({
  accounts,
  current,
  className,
}: {
  accounts: ShellAccount[];
  current: ShellAccount | null;
  className?: string;
}) {
  if (!current) {
    return (
      <Link
        href="/settings/accounts"
        className={cn(
          "flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
          className,
        )}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a merchant account
      </Link>
    );
  }
  return (
    <OpenOnIntent
      preload={loadMenu}
      renderTrigger={(handlers) => (
        <AccountSwitcherButton current={current} className={className} {...handlers} />
      )}
    >
      {(openedBy) => (
        <AccountSwitcherMenu
          accounts={accounts}
          current={current}
          className={className}
          openedBy={openedBy}
        />
      )}
    </OpenOnIntent>
  );
}
