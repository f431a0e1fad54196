"use client";

import { ChevronsUpDown, Plus } from "lucide-react";
import { type ComponentProps, lazy } from "react";
import Link from "@/components/ui/link";
import { OpenOnIntent } from "@/components/ui/open-on-intent";
import { cn } from "@/lib/cn";
import { EnvironmentBadge } from "./environment-badge";
import type { ShellAccount } from "./types";

/** The current account's name and environment: the switcher's trigger, before and after its code loads. */
export function AccountSwitcherButton({
  current,
  className,
  ...props
}: { current: ShellAccount } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={`Merchant account: ${current.name} (${current.environment}). Switch account`}
      className={cn(
        "flex w-full items-center gap-2 rounded-md border bg-background px-3 py-2 text-left text-sm shadow-xs outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-sidebar-accent",
        className,
      )}
      {...props}
    >
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="truncate font-medium">{current.name}</span>
        <EnvironmentBadge environment={current.environment} size="sm" />
      </span>
      <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </button>
  );
}

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
