"use client";

import { lazy } from "react";
import { OpenOnIntent } from "@/components/ui/open-on-intent";
import { MobileNavButton } from "./mobile-nav-button";
import type { NavItem } from "./nav-items";
import type { ShellAccount } from "./types";

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
