"use client";

import { lazy } from "react";
import { OpenOnIntent } from "@/components/ui/open-on-intent";
import type { ShellAccount, ShellUser } from "./types";
import { UserMenuButton } from "./user-menu-button";

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
