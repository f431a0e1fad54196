import { ShieldAlert } from "lucide-react";
import type { Metadata } from "next";
import { AuditFilters } from "@/components/settings/audit-filters";
import { AuditTable } from "@/components/settings/audit-table";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import {
  type AuditFilters as Filters,
  hasActiveAuditFilters,
  loadAuditFilterParams,
  serializeAuditFilters,
} from "@/lib/filters/audit";
import { loadMemberships } from "@/server/access/memberships";
import { operationOptions } from "@/server/audit/describe";
import { auditPeople, listAuditEntries } from "@/server/audit/query";
import { can } from "@/server/auth/policy";
import { getDb } from "@/server/db/client";
import { requireUser } from "@/server/session";

export const metadata: Metadata = { title: "Audit log" };

const PATH = "/settings/audit";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function hrefFor(filters: Filters): string {
  return `${PATH}${serializeAuditFilters(filters)}`;
}

export default async function AuditPage({ searchParams }: Props) {
  const user = await requireUser({ callbackUrl: PATH });
  const readable = (await loadMemberships(user.id)).filter(({ role }) => can(role, "audit:read"));
  const header = (
    <PageHeader
      title="Audit log"
      description="Every change made through the console in the accounts you own or administer: who, what, the result and from where. Your own sign-ins are here too."
    />
  );
  if (readable.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={ShieldAlert}
          title="Only owners and admins see the audit log"
          description="Your role does not include the audit log of any merchant account. Ask an owner of your account if you need to know who changed something."
        />
      </>
    );
  }

  const filters = loadAuditFilterParams(await searchParams);
  const db = getDb();
  const [page, people] = await Promise.all([
    listAuditEntries(db, user.id, filters),
    auditPeople(db, user.id),
  ]);
  const { page: _position, ...withoutPage } = filters;
  return (
    <div className="grid gap-4">
      {header}
      <AuditFilters
        people={people.map((person) => ({
          value: person.id,
          label: person.name ? `${person.name} (${person.email})` : person.email,
        }))}
        accounts={readable.map(({ account }) => ({ value: account.id, label: account.name }))}
        operations={operationOptions()}
        exportHref={`${PATH}/export${serializeAuditFilters({ ...withoutPage, page: null })}`}
      />
      <AuditTable
        entries={page.entries}
        filtered={hasActiveAuditFilters(filters)}
        clearHref={PATH}
        newerHref={page.newer ? hrefFor({ ...filters, page: page.newer }) : null}
        olderHref={page.older ? hrefFor({ ...filters, page: page.older }) : null}
      />
    </div>
  );
}
