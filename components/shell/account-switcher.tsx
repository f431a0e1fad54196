"use client";

import { Check, ChevronsUpDown, Plus, Settings2 } from "lucide-react";
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
import { cn } from "@/lib/cn";
import { EnvironmentBadge } from "./environment-badge";
import { switchAccountHref } from "./nav-items";
import type { ShellAccount } from "./types";

export function AccountSwitcher({
  accounts,
  current,
  className,
}: {
  accounts: ShellAccount[];
  current: ShellAccount | null;
  className?: string;
}) {
  const pathname = usePathname();
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
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Merchant account: ${current.name} (${current.environment}). Switch account`}
        className={cn(
          "flex w-full items-center gap-2 rounded-md border bg-background px-3 py-2 text-left text-sm shadow-xs outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-sidebar-accent",
          className,
        )}
      >
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="truncate font-medium">{current.name}</span>
          <EnvironmentBadge environment={current.environment} size="sm" />
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-(--radix-dropdown-menu-trigger-width) min-w-72">
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
