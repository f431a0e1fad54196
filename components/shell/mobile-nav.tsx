"use client";

import { Menu } from "lucide-react";
import { type ComponentProps, lazy } from "react";
import { Button } from "@/components/ui/button";
import { OpenOnIntent } from "@/components/ui/open-on-intent";
import type { NavItem } from "./nav-items";
import type { ShellAccount } from "./types";

/** The menu button of phones: the sheet's trigger, before and after the sheet's code is loaded. */
export function MobileNavButton(props: ComponentProps<"button">) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label="Open navigation"
      {...props}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
}

const loadSheet = () => import("./mobile-nav-sheet");
const MobileNavSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileNavSheet })));

/**
 * Below the md breakpoint the sidebar lives in a sheet behind a menu button. The sheet's code (a Radix
 * dialog) loads when a person reaches for the button; until then the same button stands in.
 */
export function MobileNav({
  accounts,
  current,
  items,
}: {
  accounts: ShellAccount[];
  current: ShellAccount | null;
  items: NavItem[];
}) {
  return (
    <OpenOnIntent preload={loadSheet} renderTrigger={(handlers) => <MobileNavButton {...handlers} />}>
      {() => <MobileNavSheet accounts={accounts} current={current} items={items} openOnMount />}
    </OpenOnIntent>
  );
}
