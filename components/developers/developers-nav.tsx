"use client";

import { usePathname } from "next/navigation";
import Link from "@/components/ui/link";
import { cn } from "@/lib/cn";

/** The Developers pages as tabs: webhook settings, the inbox (and its event pages), API access. */
export function DevelopersNav({ accountId }: { accountId: string }) {
  const pathname = usePathname();
  const base = `/accounts/${encodeURIComponent(accountId)}/developers`;
  const links = [
    { href: base, label: "Webhooks", active: pathname === base },
    { href: `${base}/inbox`, label: "Webhook inbox", active: pathname.startsWith(`${base}/inbox`) },
    { href: `${base}/api`, label: "API access", active: pathname.startsWith(`${base}/api`) },
  ];
  return (
    <nav aria-label="Developers" className="mb-6 border-b">
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
