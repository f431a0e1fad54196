import { describe, expect, it } from "vitest";
import { sectionDescriptions } from "@/components/overview/section-descriptions";
import { permissionsOf, type Role } from "@/server/auth/policy";
import { isNavItemActive, type NavSection, navItemsFor, navSections, switchAccountHref } from "./nav-items";

// The filtering is tested on every section as if its page existed; which pages exist changes over time.
const allBuilt = navSections.map((section) => ({ ...section, ready: true }));
const ACCOUNT = "11111111-2222-3333-4444-555555555555";

function visible(
  role: Role,
  capabilities: string[] = [],
  sections: readonly NavSection[] = allBuilt,
): string[] {
  return navItemsFor({ accountId: ACCOUNT, permissions: permissionsOf(role), capabilities }, sections).map(
    (item) => item.id,
  );
}

describe("navItemsFor", () => {
  it("shows an owner of an aggregator every section, in order", () => {
    expect(visible("owner", ["AGGREGATOR"])).toEqual(navSections.map((section) => section.id));
  });

  it("hides Offramp and Reports from accounts that are not aggregators, whatever the role", () => {
    for (const role of ["owner", "admin", "finance"] as const) {
      const ids = visible(role, []);
      expect(ids).not.toContain("offramp");
      expect(ids).not.toContain("reports");
      expect(ids).toContain("settlements");
    }
  });

  it("shows Approvals, with the number waiting, only to roles that may approve", () => {
    for (const role of ["owner", "admin", "finance"] as const) expect(visible(role)).toContain("approvals");
    for (const role of ["developer", "staff"] as const) expect(visible(role)).not.toContain("approvals");
    const context = { accountId: ACCOUNT, permissions: permissionsOf("finance"), capabilities: [] };
    const counted = navItemsFor({ ...context, counts: { "pending-approvals": 2 } }, allBuilt);
    expect(counted.find((item) => item.id === "approvals")?.count).toBe(2);
    const none = navItemsFor({ ...context, counts: { "pending-approvals": 0 } }, allBuilt);
    expect(none.find((item) => item.id === "approvals")?.count).toBeUndefined();
  });

  it("keeps money-out sections from roles that may not move money", () => {
    for (const role of ["developer", "staff"] as const) {
      const ids = visible(role, ["AGGREGATOR"]);
      expect(ids).not.toContain("settlements");
      expect(ids).not.toContain("offramp");
    }
    expect(visible("finance", ["AGGREGATOR"])).toEqual(
      expect.arrayContaining(["settlements", "offramp", "reports"]),
    );
  });

  it("gives staff the daily sections only", () => {
    expect(visible("staff", ["AGGREGATOR"])).toEqual([
      "overview",
      "payments",
      "payment-links",
      "branches",
      "direct-debit",
      "settings",
    ]);
  });

  it("leaves out sections whose page does not exist yet", () => {
    const ids = visible("owner", ["AGGREGATOR"], navSections);
    for (const section of navSections) {
      expect(ids.includes(section.id)).toBe(section.ready);
    }
    expect(ids).toContain("overview");
  });

  it("links account sections under /accounts/{id} and settings at the top level", () => {
    const items = navItemsFor(
      { accountId: ACCOUNT, permissions: permissionsOf("owner"), capabilities: [] },
      allBuilt,
    );
    const href = (id: string) => items.find((item) => item.id === id)?.href;
    expect(href("overview")).toBe(`/accounts/${ACCOUNT}`);
    expect(href("payments")).toBe(`/accounts/${ACCOUNT}/payments`);
    expect(href("settings")).toBe("/settings/accounts");
  });
});

describe("isNavItemActive", () => {
  const items = navItemsFor(
    { accountId: ACCOUNT, permissions: permissionsOf("owner"), capabilities: [] },
    allBuilt,
  );
  const item = (id: string) => {
    const found = items.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no ${id} item`);
    return found;
  };

  it("marks Overview on its own page only", () => {
    expect(isNavItemActive(item("overview"), `/accounts/${ACCOUNT}`)).toBe(true);
    expect(isNavItemActive(item("overview"), `/accounts/${ACCOUNT}/payments`)).toBe(false);
  });

  it("marks a section on its pages below it, and not on look-alike paths", () => {
    expect(isNavItemActive(item("payments"), `/accounts/${ACCOUNT}/payments/pay_1`)).toBe(true);
    expect(isNavItemActive(item("payments"), `/accounts/${ACCOUNT}/payment-links`)).toBe(false);
  });

  it("marks Settings on every settings page", () => {
    expect(isNavItemActive(item("settings"), "/settings/members")).toBe(true);
    expect(isNavItemActive(item("settings"), "/settings-other")).toBe(false);
  });
});

describe("switchAccountHref", () => {
  const target = (capabilities: string[], role: Role = "owner") => ({
    accountId: "target",
    permissions: permissionsOf(role),
    capabilities,
  });

  it("opens the overview when switching from the overview or from settings", () => {
    expect(switchAccountHref(`/accounts/${ACCOUNT}`, target([]))).toBe("/accounts/target");
    expect(switchAccountHref("/settings/members", target([]))).toBe("/accounts/target");
  });

  it("keeps the section (not the detail page) when the target account offers it", () => {
    expect(switchAccountHref(`/accounts/${ACCOUNT}/payments/pay_1`, target([], "staff"), allBuilt)).toBe(
      "/accounts/target/payments",
    );
  });

  it("falls back to the overview when the target does not offer the current section", () => {
    expect(switchAccountHref(`/accounts/${ACCOUNT}/offramp`, target([]), allBuilt)).toBe("/accounts/target");
    expect(switchAccountHref(`/accounts/${ACCOUNT}/offramp`, target(["AGGREGATOR"]), allBuilt)).toBe(
      "/accounts/target/offramp",
    );
    expect(
      switchAccountHref(`/accounts/${ACCOUNT}/settlements`, target(["AGGREGATOR"], "staff"), allBuilt),
    ).toBe("/accounts/target");
  });

  it("gives every section a line for the overview's cards, and no line to a section that does not exist", () => {
    const ids = navSections.map((section) => section.id);
    for (const id of ids) expect(sectionDescriptions[id], id).toMatch(/^[A-Z].+\.$/);
    expect(Object.keys(sectionDescriptions).sort()).toEqual([...ids].sort());
  });
});
