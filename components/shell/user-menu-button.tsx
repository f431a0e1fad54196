"use client";

import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { ShellUser } from "./types";

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
