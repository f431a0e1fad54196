"use client";

import { type ComponentProps, lazy } from "react";
import { Button } from "@/components/ui/button";
import { OpenOnIntent } from "@/components/ui/open-on-intent";
import type { ShellAccount, ShellUser } from "./types";

function initials(user: ShellUser): string {
  const source = user.name?.trim() || user.email;
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}` : source.slice(0, 2);
  return letters.toUpperCase();
}

/** The round button with the user's initials: the menu's trigger, before and after its code is loaded. */
export function UserMenuButton({ user, ...props }: { user: ShellUser } & ComponentProps<"button">) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={`Account menu for ${user.email}`}
      {...props}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
        {initials(user)}
      </span>
    </Button>
  );
}

const loadDropdown = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })));

/**
 * The signed-in user's menu (who they are, theme, sessions, sign out). Its code, a Radix menu, loads when
 * a person reaches for it; until then the same button stands in.
 */
export function UserMenu({
  user,
  account = null,
  signOut,
}: {
  user: ShellUser;
  /** The account being shown, for the member's role and branch in it. */
  account?: ShellAccount | null;
  signOut: () => Promise<void>;
}) {
  return (
    <OpenOnIntent
      preload={loadDropdown}
      renderTrigger={(handlers) => <UserMenuButton user={user} {...handlers} />}
    >
      {(openedBy) => <UserMenuDropdown user={user} account={account} signOut={signOut} openedBy={openedBy} />}
    </OpenOnIntent>
  );
}
