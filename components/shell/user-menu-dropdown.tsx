"use client";

import { LogOut, Monitor, MonitorSmartphone, Moon, Sun } from "lucide-react";
import { useTheme } from "next-themes";
import { useTransition } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import Link from "@/components/ui/link";
import { type OpenedBy, useFocusFirstItemOnce } from "@/components/ui/open-on-intent";
import { MemberScopeLabel } from "./member-scope-label";
import type { ShellAccount, ShellUser } from "./types";
import { UserMenuButton } from "./user-menu-button";

const themes = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
] as const;

/** The user menu itself, loaded when first opened (user-menu.tsx); `openedBy` is that first opening. */
export function UserMenuDropdown({
  user,
  account,
  signOut,
  openedBy,
}: {
  user: ShellUser;
  account: ShellAccount | null;
  signOut: () => Promise<void>;
  openedBy?: OpenedBy;
}) {
  const { theme, setTheme } = useTheme();
  const [signingOut, startSignOut] = useTransition();
  const onOpenAutoFocus = useFocusFirstItemOnce(openedBy);
  return (
    <DropdownMenu defaultOpen={openedBy !== undefined}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" onOpenAutoFocus={onOpenAutoFocus}>
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{user.name ?? user.email}</span>
          {user.name ? (
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          ) : null}
          {account ? <MemberScopeLabel account={account} /> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme ?? "system"} onValueChange={setTheme}>
          {themes.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings/sessions">
            <MonitorSmartphone aria-hidden="true" />
            Sessions
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={(event) => {
            event.preventDefault();
            startSignOut(() => signOut());
          }}
        >
          <LogOut aria-hidden="true" />
          {signingOut ? "Signing out…" : "Sign out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
