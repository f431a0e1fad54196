"use client";

import Link from "@/components/ui/link";
import { cn } from "@/lib/cn";

export interface TabLink {
  href: string;
  label: string;
  /** The page shown is this tab's (or one below it). */
  active: boolean;
}

/** A section's pages as tabs under its header: links, the current one marked for screen readers. */
export function TabNav({ label, links }: { label: string; links: readonly TabLink[] }) {
  return (
    <nav aria-label={label} className="mb-6 border-b">
      <ul className="-mb-px flex gap-4 overflow-x-auto">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.active ? "page" : undefined}
              className={cn(
                "inline-flex border-b-2 px-1 pb-2.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                link.active
                  ? "border-foreground text-foreground"
                  : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
