"use client";

import { usePathname } from "next/navigation";
import { TabNav } from "@/components/ui/tab-nav";

/** The Developers pages as tabs: webhook settings, the inbox (and its event pages), API access. */
export function DevelopersNav({ accountId }: { accountId: string }) {
  const pathname = usePathname();
  const base = `/accounts/${encodeURIComponent(accountId)}/developers`;
  const links = [
    { href: base, label: "Webhooks", active: pathname === base },
    { href: `${base}/inbox`, label: "Webhook inbox", active: pathname.startsWith(`${base}/inbox`) },
    { href: `${base}/api`, label: "API access", active: pathname.startsWith(`${base}/api`) },
  ];
  return <TabNav label="Developers" links={links} />;
}
