import {
  ArrowLeftRight,
  Banknote,
  Code,
  FileText,
  LayoutDashboard,
  Link2,
  type LucideIcon,
  Receipt,
  Repeat,
  Settings,
  ShieldCheck,
  Store,
} from "lucide-react";

export type NavGroup = "main" | "money-out" | "developers" | "settings";

export interface NavSection {
  id: string;
  label: string;
  icon: LucideIcon;
  group: NavGroup;
  /** The href below /accounts/{id}, or an absolute console path when it starts with "/". */
  path: string;
  /** The member must hold it (server/auth/policy.ts); none means every member sees the entry. */
  permission?: string;
  /** Only accounts the payments service gave this capability, e.g. AGGREGATOR. */
  capability?: string;
  /** Whether the section's page exists; entries without a page stay out of the navigation. */
  ready: boolean;
  /** Marks the entry current on every page under this path (default: its own href). */
  activePrefix?: string;
  /** A count shown beside the label (the sidebar reads it): requests waiting for approval. */
  badge?: "pending-approvals";
}

/** The console's sections, in sidebar order. A new page is one entry here, or `ready: true` on its entry. */
export const navSections: readonly NavSection[] = [
  {
    id: "overview",
    label: "Overview",
    icon: LayoutDashboard,
    group: "main",
    path: "",
    ready: true,
  },
  {
    id: "payments",
    label: "Payments",
    icon: Receipt,
    group: "main",
    path: "payments",
    permission: "payments:read",
    ready: true,
  },
  {
    id: "payment-links",
    label: "Payment links",
    icon: Link2,
    group: "main",
    path: "payment-links",
    permission: "payment-links:read",
    ready: true,
  },
  {
    id: "branches",
    label: "Branches",
    icon: Store,
    group: "main",
    path: "branches",
    permission: "branches:read",
    ready: true,
  },
  {
    id: "direct-debit",
    label: "Direct debit",
    icon: Repeat,
    group: "main",
    path: "direct-debit",
    permission: "direct-debit:read",
    ready: true,
  },
  {
    id: "settlements",
    label: "Settlements",
    icon: Banknote,
    group: "money-out",
    path: "settlements",
    permission: "withdrawals:read",
    ready: true,
  },
  {
    id: "offramp",
    label: "Offramp",
    icon: ArrowLeftRight,
    group: "money-out",
    path: "offramp",
    permission: "offramp:read",
    capability: "AGGREGATOR",
    ready: true,
  },
  {
    id: "approvals",
    label: "Approvals",
    icon: ShieldCheck,
    group: "money-out",
    path: "approvals",
    // Whoever can send money out can approve another member's request.
    permission: "withdrawals:write",
    ready: true,
    badge: "pending-approvals",
  },
  {
    id: "reports",
    label: "Reports",
    icon: FileText,
    group: "money-out",
    path: "reports",
    permission: "reports:read",
    capability: "AGGREGATOR",
    ready: true,
  },
  {
    id: "developers",
    label: "Developers",
    icon: Code,
    group: "developers",
    path: "developers",
    permission: "webhooks:read",
    ready: true,
  },
  {
    id: "settings",
    label: "Settings",
    icon: Settings,
    group: "settings",
    path: "/settings/accounts",
    activePrefix: "/settings",
    ready: true,
  },
];

export interface NavItem {
  id: string;
  label: string;
  icon: LucideIcon;
  group: NavGroup;
  href: string;
  /** The entry is current on this path and, unless `exact`, on every page below it. */
  activePrefix: string;
  /** Overview is current on its own path only: every account page is below it. */
  exact: boolean;
  /** The number shown beside the label (e.g. requests waiting for approval), when above zero. */
  count?: number;
}

export interface NavContext {
  accountId: string;
  /** The member's permissions in this account (permissionsOf(role) on the server). */
  permissions: readonly string[];
  capabilities: readonly string[];
  /** The numbers of the entries that show one (`badge`). */
  counts?: Partial<Record<NonNullable<NavSection["badge"]>, number>>;
}

/** The sidebar entries a member of an account may see, in order, with their links. */
export function navItemsFor(context: NavContext, sections: readonly NavSection[] = navSections): NavItem[] {
  const base = `/accounts/${encodeURIComponent(context.accountId)}`;
  return sections
    .filter((section) => section.ready)
    .filter((section) => !section.permission || context.permissions.includes(section.permission))
    .filter((section) => !section.capability || context.capabilities.includes(section.capability))
    .map((section) => {
      const href = section.path.startsWith("/")
        ? section.path
        : section.path
          ? `${base}/${section.path}`
          : base;
      return {
        id: section.id,
        label: section.label,
        icon: section.icon,
        group: section.group,
        href,
        activePrefix: section.activePrefix ?? href,
        exact: section.path === "",
        ...(section.badge && context.counts?.[section.badge] ? { count: context.counts[section.badge] } : {}),
      };
    });
}

/** Whether a nav item is the current page. */
export function isNavItemActive(item: Pick<NavItem, "activePrefix" | "exact">, pathname: string): boolean {
  if (item.exact) return pathname === item.activePrefix;
  return pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`);
}

/**
 * Where switching to another account leads: the same section when that account offers it to the member
 * (a detail page's id belongs to the old account, so only the section is kept), else its overview.
 */
export function switchAccountHref(
  pathname: string,
  target: NavContext,
  sections: readonly NavSection[] = navSections,
): string {
  const overview = `/accounts/${encodeURIComponent(target.accountId)}`;
  const section = /^\/accounts\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  if (!section) return overview;
  const sectionHref = `${overview}/${section}`;
  return navItemsFor(target, sections).some((item) => item.href === sectionHref) ? sectionHref : overview;
}
