"use client";

import { usePathname } from "next/navigation";
import { useState } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { AccountSwitcher } from "./account-switcher";
import { Brand } from "./brand";
import { MobileNavButton } from "./mobile-nav-button";
import type { NavItem } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";
import type { ShellAccount } from "./types";

/** The phone's navigation sheet, loaded when first opened (mobile-nav.tsx). */
export function MobileNavSheet({
  accounts,
  current,
  items,
  openOnMount,
}: {
  accounts: ShellAccount[];
  current: ShellAccount | null;
  items: NavItem[];
  openOnMount: boolean;
}) {
  const pathname = usePathname();
  // Open "on this page": any navigation, from a link or the account switcher, closes the sheet.
  const [openOn, setOpenOn] = useState<string | null>(openOnMount ? pathname : null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MobileNavButton />
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
