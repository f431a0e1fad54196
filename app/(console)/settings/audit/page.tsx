import { ShieldAlert } from "lucide-react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuditFilters } from "@/components/settings/audit-filters";
import { AuditTable } from "@/components/settings/audit-table";
import { PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import {
  type AuditFilters as Filters,
  hasActiveAuditFilters,
  loadAuditFilterParams,
  serializeAuditFilters,
} from "@/lib/filters/audit";
import { operationOptions } from "@/server/audit/describe";
import { auditAccounts, auditPeople, listAuditEntries } from "@/server/audit/query";
import { SECURITY_SETTINGS_PATH, twoFactorRequiredPath } from "@/server/auth/two-factor-paths";
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
  const db = getDb();
  // Accounts that require a second factor the person has not set up keep their trail from them, as they
  // keep every other page.
  const { readable, needTwoFactor } = await auditAccounts(db, user.id);
  const [waiting] = needTwoFactor;
  if (readable.length === 0 && waiting) redirect(twoFactorRequiredPath(waiting.id));
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
  const [page, people] = await Promise.all([
    listAuditEntries(db, user.id, filters),
    auditPeople(db, user.id),
  ]);
  const { page: _position, ...withoutPage } = filters;
  return (
    <div className="grid grid-cols-1 gap-4">
      {header}
      {needTwoFactor.length > 0 ? (
        <Alert>
          <AlertTitle>Some accounts' entries are not shown</AlertTitle>
          <AlertDescription>
            {needTwoFactor.map((account) => account.name).join(", ")}{" "}
            {needTwoFactor.length === 1 ? "requires" : "require"} two-factor sign-in. Set up a second factor
            under{" "}
            <Link className="underline underline-offset-4" href={SECURITY_SETTINGS_PATH}>
              Settings → Security
            </Link>{" "}
            to see {needTwoFactor.length === 1 ? "its" : "their"} entries here.
          </AlertDescription>
        </Alert>
      ) : null}
      <AuditFilters
        people={people.map((person) => ({
          value: person.id,
          label: person.name ? `${person.name} (${person.email})` : person.email,
        }))}
        accounts={readable.map((account) => ({ value: account.id, label: account.name }))}
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
