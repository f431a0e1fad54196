"use client";

import { Menu } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

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
