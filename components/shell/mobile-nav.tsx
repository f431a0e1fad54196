"use client";

import { Menu } from "lucide-react";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { AccountSwitcher } from "./account-switcher";
import { Brand } from "./brand";
import type { NavItem } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";
import type { ShellAccount } from "./types";

/** Below the md breakpoint the sidebar lives in a sheet behind a menu button. */
export function MobileNav({
  accounts,
  current,
  items,
}: {
  accounts: ShellAccount[];
  current: ShellAccount | null;
  items: NavItem[];
}) {
  const pathname = usePathname();
  // Open "on this page": any navigation, from a link or the account switcher, closes the sheet.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="gap-0 bg-sidebar p-0">
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">
          Sections of the console and the merchant account switcher
        </SheetDescription>
        <div className="flex h-14 items-center border-b px-4">
          <Brand />
        </div>
        <div className="grid gap-4 overflow-y-auto p-3">
          <AccountSwitcher accounts={accounts} current={current} />
          <SidebarNav items={items} onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
