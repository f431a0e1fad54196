"use client";

import { Check, Settings2 } from "lucide-react";
import { usePathname } from "next/navigation";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import Link from "@/components/ui/link";
import { type OpenedBy, useFocusFirstItemOnce } from "@/components/ui/open-on-intent";
import { cn } from "@/lib/cn";
import { AccountSwitcherButton } from "./account-switcher-button";
import { EnvironmentBadge } from "./environment-badge";
import { switchAccountHref } from "./nav-items";
import type { ShellAccount } from "./types";

/** The account switcher's menu, loaded when first opened (account-switcher.tsx). */
export function AccountSwitcherMenu({
  accounts,
  current,
  className,
  openedBy,
}: {
  accounts: ShellAccount[];
  current: ShellAccount;
  className?: string;
  openedBy?: OpenedBy;
}) {
  const pathname = usePathname();
  const onOpenAutoFocus = useFocusFirstItemOnce(openedBy);
  return (
    <DropdownMenu defaultOpen={openedBy !== undefined}>
      <DropdownMenuTrigger asChild>
        <AccountSwitcherButton current={current} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-(--radix-dropdown-menu-trigger-width) min-w-72"
        onOpenAutoFocus={onOpenAutoFocus}
      >
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          Merchant accounts
        </DropdownMenuLabel>
        {accounts.map((account) => {
          const href = switchAccountHref(pathname, {
            accountId: account.id,
            permissions: account.permissions,
            capabilities: account.capabilities,
          });
          const selected = account.id === current.id;
          return (
            <DropdownMenuItem key={account.id} asChild>
              <Link href={href} aria-current={selected ? "true" : undefined} className="gap-2">
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate">{account.name}</span>
                  <span className="text-xs text-muted-foreground capitalize">{account.role}</span>
                </span>
                <EnvironmentBadge environment={account.environment} size="sm" />
                <Check className={cn("size-4", selected ? "opacity-100" : "opacity-0")} aria-hidden="true" />
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings/accounts">
            <Settings2 aria-hidden="true" />
            Manage accounts
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
