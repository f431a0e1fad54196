"use client";

import { ChevronsUpDown } from "lucide-react";
import type { ComponentProps } from "react";
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
