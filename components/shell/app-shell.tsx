"use client";

import { useParams } from "next/navigation";
import { type ReactNode, useEffect } from "react";
import { AccountSwitcher } from "./account-switcher";
import { Brand } from "./brand";
import { lastAccountCookieName, MAIN_CONTENT_ID } from "./constants";
import { EnvironmentBadge, EnvironmentStripe } from "./environment-badge";
import { MobileNav } from "./mobile-nav";
import { navItemsFor } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";
import { SkipLink } from "./skip-link";
import type { ShellAccount, ShellUser } from "./types";
import { UserMenu } from "./user-menu";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface AppShellProps {
  user: ShellUser;
  accounts: ShellAccount[];
  /** The account shown on pages outside /accounts/{id} (settings): the last one visited, else the first. */
  fallbackAccountId: string | null;
  signOut: () => Promise<void>;
  children: ReactNode;
}

/** The frame of every signed-in page: sidebar (a sheet on phones), top bar, and the page in <main>. */
export function AppShell({ user, accounts, fallbackAccountId, signOut, children }: AppShellProps) {
  const params = useParams<{ accountId?: string }>();
  const routeAccount = accounts.find((account) => account.id === params.accountId) ?? null;
  const current =
    routeAccount ?? accounts.find((account) => account.id === fallbackAccountId) ?? accounts[0] ?? null;
  const items = current
    ? navItemsFor({
        accountId: current.id,
        permissions: current.permissions,
        capabilities: current.capabilities,
        counts: { "pending-approvals": current.pendingApprovals },
      })
    : navItemsFor({ accountId: "", permissions: [], capabilities: [] }).filter(
        (item) => item.id === "settings",
      );

  const routeAccountId = routeAccount?.id;
  useEffect(() => {
    // Remembered so that "/" and the settings pages come back to the account last worked on. A convenience
    // only: browsers without the Cookie Store API (or outside a secure context) simply start from the first.
    if (!routeAccountId || typeof window.cookieStore === "undefined") return;
    window.cookieStore
      .set({
        name: lastAccountCookieName(window.location.protocol === "https:"),
        value: routeAccountId,
        path: "/",
        sameSite: "lax",
        expires: Date.now() + YEAR_MS,
      })
      .catch(() => undefined);
  }, [routeAccountId]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <EnvironmentStripe environment={current?.environment ?? null} />
      <div className="flex flex-1">
        {/* The column carries the background and stretches with the page; its content stays in view. */}
        <aside className="hidden w-64 shrink-0 self-stretch border-r bg-sidebar md:block">
          <div className="sticky top-0 flex h-dvh flex-col">
            <div className="flex h-14 items-center px-4">
              <Brand />
            </div>
            <div className="grid gap-4 overflow-y-auto px-3 pb-4">
              <AccountSwitcher accounts={accounts} current={current} />
              <SidebarNav items={items} />
            </div>
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-6">
            <MobileNav accounts={accounts} current={current} items={items} />
            {current ? null : (
              <div className="md:hidden">
                <Brand />
              </div>
            )}
            {current ? (
              <div className="flex min-w-0 items-center gap-2">
                <span className="truncate text-sm font-medium">{current.name}</span>
                <EnvironmentBadge environment={current.environment} />
              </div>
            ) : null}
            <div className="ml-auto">
              <UserMenu user={user} account={current} signOut={signOut} />
            </div>
          </header>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
